import type { Middleware } from 'koa';
import { unauthorized } from '../http/errors';

/** Lets the request through only with a signed-in admin session; otherwise 401 `{ error }`. */
export const requireAdmin: Middleware = async (ctx, next) => {
  if (typeof ctx.session?.adminId !== 'number') throw unauthorized();
  await next();
};
