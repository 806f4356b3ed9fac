import type { Middleware } from 'koa';
import { API_ERRORS } from '@shared/api-errors';
import { AppError, errorText } from './errors';
import { requestLanguage } from './language';

interface HttpishError {
  status?: number;
  statusCode?: number;
}

/**
 * First in the chain: every failure becomes `{ error }` with a fitting status, in the request's
 * language. Anything unexpected is a 500 whose details go to Koa's 'error' event (logged in one
 * place, app/middleware.ts), never to the client.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const lang = requestLanguage(ctx);
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.set(err.headers);
        ctx.body = { error: errorText(err, lang) };
        return;
      }
      const status = (err as HttpishError | null)?.status ?? (err as HttpishError | null)?.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // A client mistake reported by a library (e.g. Koa's own 4xx): keep the status, say it plainly.
        ctx.status = status;
        ctx.body = { error: (status === 404 ? API_ERRORS.notFound : API_ERRORS.badRequest)[lang] };
        return;
      }
      ctx.app.emit('error', err, ctx);
      ctx.status = 500;
      ctx.body = { error: API_ERRORS.internal[lang] };
    }
  };
}
