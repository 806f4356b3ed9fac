import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { Models } from '../db/models';
import { databaseSessionStore } from './store';

export const SESSION_COOKIE = 'mhs_sid';
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/**
 * Cookie sessions whose data lives in the database (the cookie carries only a signed random id).
 * HttpOnly, SameSite=Lax, and Secure whenever the request came over HTTPS.
 */
export function sessionMiddleware(app: Koa, models: Models): Koa.Middleware {
  const middleware = session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      rolling: false,
      renew: false,
      store: databaseSessionStore(models),
      genid: () => randomBytes(32).toString('base64url'),
    },
    app,
  );
  return async (ctx, next) => {
    await middleware(ctx, async () => {
      ctx.sessionOptions.secure = ctx.secure;
      await next();
    });
  };
}
