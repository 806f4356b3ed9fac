import type { AdminText } from '../text/ar';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import type { ScreenTexts } from './screen-text';

/**
 * The one place that turns a failed API call into the fixed message for that operation, in the
 * admin's language: `errors.*` of text/ar.ts and text/en.ts, or a screen's own `<name>.errors.*`
 * (its text.ts) for a call only that screen makes. The fixed text comes first; the server's own
 * `error` text (in the same language, see lib/i18n.ts) is added after it when there is one, so
 * staff also learn what to fix.
 */
export type ApiOperation = keyof AdminText['errors'] | ScreenErrorKey;

/** `<screen>.errors.<name>` for every screen whose texts have an `errors` block. */
type ScreenErrorKey = {
  [N in keyof ScreenTexts]: ScreenTexts[N] extends { errors: object }
    ? `${N & string}.errors.${keyof ScreenTexts[N]['errors'] & string}`
    : never;
}[keyof ScreenTexts];

/** Thrown when the upload call succeeds but brings back no url (the 'Upload failed' message). */
export class NoUploadUrlError extends Error {
  constructor() {
    super('Upload failed');
    this.name = 'NoUploadUrlError';
  }
}

/** HTTP status of a failed call, or undefined for a network failure or a non-HTTP error. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The `error` field of the server's JSON error body, if any. */
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.body;
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error.trim()) {
    return data.error.trim();
  }
  return undefined;
}

/** True for a call this screen ended itself (signing out ends the calls in flight). */
export function isCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'cancelled';
}

/** True when the call never got an answer (no connection, server down, wrong address). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'unreachable';
}

/** Whole minutes a 429 answer asks to wait (its Retry-After header in seconds), at least 1. */
export function retryAfterMinutes(error: unknown): number {
  const seconds = Number(error instanceof ApiError ? error.retryAfter : undefined);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}

/**
 * Sign-in failures each say only what happened: a wrong email or password is exactly the catalogue
 * text, a lock-out says for how long, no answer says the server cannot be reached.
 */
function loginErrorMessage(error: unknown): string {
  if (isUnreachable(error)) return i18n.t('auth.unreachable');
  const status = errorStatus(error);
  if (status === 429) return i18n.t('auth.locked', { count: retryAfterMinutes(error) });
  if (status !== undefined && status >= 500) return i18n.t('auth.serverError');
  return i18n.t('errors.login');
}

const isScreenError = (operation: ApiOperation): operation is ScreenErrorKey => operation.includes('.');

export function apiErrorMessage(operation: ApiOperation, error: unknown): string {
  if (operation === 'login') return loginErrorMessage(error);
  if (error instanceof NoUploadUrlError) return i18n.t('errors.uploadNoUrl');
  const fixed = isScreenError(operation) ? i18n.t(operation) : i18n.t(`errors.${operation}`);
  const detail = serverErrorText(error);
  return detail ? `${fixed}: ${detail}` : fixed;
}
