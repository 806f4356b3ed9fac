import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { SecurityLimits } from '../config';
import type { Models } from '../db/models';
import type { ReadConnection } from '../db/read-connection';
import { AppError } from '../http/errors';
import type { Clock } from '../clock';
import type { StaffSessions } from './staff-sessions';
import { sessionOutlived } from './staff-sessions';
import { databaseSessionStore } from './store';

/** Under HTTPS the cookie gets the __Host- prefix: Secure, host-only, path /. */
export const sessionCookieName = (https: boolean) => (https ? '__Host-mhs_sid' : 'mhs_sid');
/** lastSeenAt is written at most this often, so an active admin costs one session write a minute. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionOptions {
  https: boolean;
  limits: SecurityLimits;
  clock: Clock;
  /** Where sessions are read (db/read-connection.ts). */
  reads: ReadConnection;
  /** Records a session that ended by expiry. */
  staffSessions: StaffSessions;
}

/**
 * Cookie sessions whose data lives in the database: the signed cookie carries only a 256-bit random
 * id; HttpOnly, SameSite=Lax, and Secure with the __Host- name when the site is HTTPS (`https`, from
 * PUBLIC_BASE_URL — name and flag come from that one source). Under HTTPS a request the trusted proxy
 * did not mark as HTTPS is refused with the reason: a Secure cookie cannot be set on it. A signed-in session ends
 * after `sessionIdleMs` without requests or `sessionMaxMs` after sign-in, whichever comes first.
 */
export function sessionMiddleware(
  app: Koa,
  models: Models,
  { https, limits, clock, reads, staffSessions }: SessionOptions,
): Koa.Middleware {
  const middleware = session(
    {
      key: sessionCookieName(https),
      maxAge: limits.sessionMaxMs,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      rolling: false,
      renew: false,
      store: databaseSessionStore(models, reads),
      genid: () => randomBytes(32).toString('base64url'),
    },
    app,
  );
  return (ctx, next) => {
    if (https && !ctx.secure) throw new AppError(403, 'httpsOnly');
    return middleware(ctx, async () => {
      ctx.sessionOptions.secure = https;
      const s = ctx.session;
      if (s && typeof s.adminId === 'number') {
        const now = clock.now();
        if (sessionOutlived(s, now, limits)) {
          const { adminId, email } = s;
          ctx.session = null; // deletes the stored session: the cookie is dead server-side
          await staffSessions.expired(adminId, String(email ?? ''));
        } else if (now - Number(s.lastSeenAt ?? s.signedInAt ?? 0) >= TOUCH_EVERY_MS) {
          s.lastSeenAt = now;
          s.address = ctx.ip;
        }
      }
      await next();
    });
  };
}
