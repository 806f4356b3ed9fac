import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { API } from '@shared/api/contract';
import { AppError } from './errors';

const JSON_LIMIT = '100kb';

const onBodyError = (err: unknown) => {
  const tooLarge = (err as { status?: number }).status === 413;
  throw new AppError(tooLarge ? 413 : 400, tooLarge ? 'bodyTooLarge' : 'malformedJson');
};

/**
 * Request bodies: JSON of at most 100 kB for every call. Only the public contact call also takes a
 * form's native post (the site's form before or without its scripts).
 */
export function bodyParsers(): Middleware {
  const jsonBodies = bodyParser({ enableTypes: ['json'], jsonLimit: JSON_LIMIT, onError: onBodyError });
  const formBodies = bodyParser({ enableTypes: ['form'], formLimit: JSON_LIMIT, onError: onBodyError });
  return (ctx, next) =>
    ctx.path === API.contactSubmit.path && ctx.request.is('urlencoded') ? formBodies(ctx, next) : jsonBodies(ctx, next);
}
