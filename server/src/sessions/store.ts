import type { Context } from 'koa';
import type { Admin, Models } from '../db/models';
import type { ReadConnection } from '../db/read-connection';
import { CONTACTS_VERSION_SQL } from '../messages/kept-at-version';

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

/** The account of the request's session, read with the session itself (`undefined`: not read yet). */
export function sessionAccount(ctx: Context): Admin | null | undefined {
  return ctx.state.sessionAccount as Admin | null | undefined;
}

/**
 * The contacts change counter, read with the request's session (`undefined`: not read). Every admin
 * call reads its session anyway; carrying the counter in that statement lets the contact list answer
 * a page it kept at this same value without a second statement (routes/admin-messages.ts).
 */
export function contactsVersionRead(ctx: Context): unknown {
  return ctx.state.contactsVersion;
}

/**
 * koa-session's external store, kept in the `sessions` table so that every server process sees
 * every session and a deleted row makes its cookie useless at once. Reading a session reads its
 * account in the same statement (the session guard needs both on every admin call: one round trip
 * to the database instead of two) and leaves it in `ctx.state` for the guard, with the contacts change
 * counter. That read goes through `reads` (db/read-connection.ts); writes go through the models.
 */
export function databaseSessionStore(models: Models, reads: ReadConnection) {
  const dateColumns = Object.entries(models.Admin.getAttributes())
    .filter(([, attribute]) => (attribute.type as { key?: string }).key === 'DATE')
    .map(([name]) => name);
  // As findByPk would give it: a saved row whose dates are dates (SQLite returns them as text).
  const account = (values: Record<string, unknown>): Admin => {
    for (const name of dateColumns) {
      const value = values[name];
      if (typeof value === 'string') values[name] = new Date(value);
    }
    return models.Admin.build(values as never, { isNewRecord: false, raw: true });
  };
  return {
    async get(id: string, _maxAge?: unknown, { ctx }: { ctx?: Context } = {}): Promise<AdminSession | undefined> {
      const [row] = await reads.select<
        Record<string, unknown> & {
          session_data: string;
          session_expires_at: unknown;
          session_contacts_version: unknown;
        }
      >(
        `SELECT s.data AS session_data, s.expires_at AS session_expires_at,
           ${CONTACTS_VERSION_SQL} AS session_contacts_version, a.*
         FROM sessions s LEFT JOIN admins a ON a.id = s.admin_id WHERE s.id = $1`,
        [id],
      );
      if (!row) return undefined;
      const { session_data, session_expires_at, session_contacts_version, ...admin } = row;
      if (new Date(session_expires_at as string | Date).getTime() <= Date.now()) {
        await models.SessionRecord.destroy({ where: { id } });
        return undefined;
      }
      if (ctx) {
        ctx.state.sessionAccount = admin.id === null || admin.id === undefined ? null : account(admin);
        ctx.state.contactsVersion = session_contacts_version;
      }
      return JSON.parse(session_data) as AdminSession;
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
