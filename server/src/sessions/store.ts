import type { Context } from 'koa';
import type { Models } from '../db/models';

export interface AdminSession {
  adminId?: number;
  email?: string;
  signedInAt?: number;
  lastSeenAt?: number;
  /** The browser's or desktop app's user agent and the client address (the sessions list shows them). */
  userAgent?: string;
  address?: string;
  [key: string]: unknown;
}

/** Marks the sign-in request: the only one allowed to create a signed-in session's row. */
export function markSigningIn(ctx: Context): void {
  ctx.state.signingIn = true;
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
    async set(
      id: string,
      session: AdminSession,
      maxAge: number | 'session' | undefined,
      { ctx }: { ctx?: Context } = {},
    ): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      const values = {
        admin_id: typeof session.adminId === 'number' ? session.adminId : null,
        data: JSON.stringify(session),
        expires_at: new Date(Date.now() + ttl),
      };
      // A signed-in session's row is made by its sign-in alone; later writes (lastSeenAt) only update
      // it. A session ended elsewhere (signed out from another device, account disabled) while one of
      // its requests was in flight stays ended instead of coming back with that request's write.
      if (values.admin_id !== null && ctx?.state.signingIn !== true) {
        await models.SessionRecord.update(values, { where: { id } });
        return;
      }
      await models.SessionRecord.upsert({ id, ...values });
    },
    async destroy(id: string): Promise<void> {
      await models.SessionRecord.destroy({ where: { id } });
    },
  };
}
