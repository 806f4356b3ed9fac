import type { Middleware } from 'koa';

/**
 * The admin API updates and deletes with `POST …?id=N&_method=PUT|DELETE`. Turn those into real PUT and
 * DELETE before routing; only POST may be overridden, and only to these two methods.
 */
export const methodOverride: Middleware = async (ctx, next) => {
  if (ctx.method === 'POST') {
    const override = String(ctx.query._method ?? '').toUpperCase();
    if (override === 'PUT' || override === 'DELETE') ctx.method = override;
  }
  await next();
};
