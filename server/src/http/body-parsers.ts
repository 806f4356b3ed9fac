import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { API } from '@shared/api/contract';
import { AppError } from './errors';

const JSON_LIMIT = '100kb';

const onBodyError = (err: unknown) => {
  const tooLarge = (err as { status?: number }).status === 413;
  throw new AppError(tooLarge ? 413 : 400, tooLarge ? 'bodyTooLarge' : 'malformedJson');
};

/** The public calls that also take a form's native post (the site's forms before or without their scripts). */
const FORM_POSTED_PATHS = new Set<string>([API.contactSubmit.path, API.bookingSubmit.path, API.bookingAction.path]);

/**
 * Request bodies: JSON of at most 100 kB for every call. Only the contact form, the booking form and
 * the booking's private page's buttons also post natively.
 */
export function bodyParsers(): Middleware {
  const jsonBodies = bodyParser({ enableTypes: ['json'], jsonLimit: JSON_LIMIT, onError: onBodyError });
  const formBodies = bodyParser({ enableTypes: ['form'], formLimit: JSON_LIMIT, onError: onBodyError });
  return (ctx, next) =>
    FORM_POSTED_PATHS.has(ctx.path) && ctx.request.is('urlencoded') ? formBodies(ctx, next) : jsonBodies(ctx, next);
}
