import { Op } from 'sequelize';
import type { Models } from '../db/models';

export interface AdminSession {
  adminId?: number;
  email?: string;
  [key: string]: unknown;
}

/**
 * koa-session's external store, kept in the `sessions` table so that every server process sees
 * every session and a deleted row makes its cookie useless at once.
 */
export function databaseSessionStore(models: Models) {
  return {
    async get(id: string): Promise<AdminSession | undefined> {
      const row = await models.SessionRecord.findByPk(id);
      if (!row) return undefined;
      if (row.expires_at.getTime() <= Date.now()) {
        await row.destroy();
        return undefined;
      }
      return JSON.parse(row.data) as AdminSession;
    },
    async set(id: string, session: AdminSession, maxAge: number | 'session' | undefined): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      await models.SessionRecord.upsert({
        id,
        admin_id: typeof session.adminId === 'number' ? session.adminId : null,
        data: JSON.stringify(session),
        expires_at: new Date(Date.now() + ttl),
      });
    },
    async destroy(id: string): Promise<void> {
      await models.SessionRecord.destroy({ where: { id } });
    },
  };
}

/** Removes expired sessions; called now and then so the table does not grow without bound. */
export async function purgeExpiredSessions(models: Models): Promise<number> {
  return models.SessionRecord.destroy({ where: { expires_at: { [Op.lte]: new Date() } } });
}
