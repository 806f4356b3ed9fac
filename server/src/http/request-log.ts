import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** One structured line per request: method, path (no query: it may carry ids), status, time. No bodies. */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      log.info(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}
