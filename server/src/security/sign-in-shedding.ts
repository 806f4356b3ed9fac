import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { API } from '@shared/api/contract';
import { hasSignedDeviceCookie } from '../auth/known-device';
import type { PasswordHasher } from '../auth/password';
import { errorText, type AppError } from '../http/errors';
import { languageOf } from '../http/language';
import type { CookieSigner } from '../sessions/cookie-signer';
import type { LoginThrottle } from './login-throttle';

const REPORT_EVERY_MS = 10_000;
/** How long a refusal's answer is held back (see refuse()). */
const ANSWER_AFTER_MS = 250;

export interface SheddingOptions {
  passwords: PasswordHasher;
  loginThrottle: LoginThrottle;
  signer: CookieSigner;
  https: boolean;
  log: Logger;
}

/**
 * The sign-in flood's fast refusal, in front of Koa. While sign-ins from unknown devices cannot be
 * taken — the hasher's anonymous lane is full (503) or the pause across all addresses holds (429) —
 * a sign-in without a signed device cookie is refused here, before its body is read and before any
 * middleware or database work. Koa's sign-in route makes the same decisions again with the body
 * (PasswordHasher.admit, LoginThrottle.beforeAttempt), so this is a shortcut, never the only check.
 *
 * Refusals are not logged one by one (a flood would write thousands of lines a second): one line
 * every ten seconds counts them.
 */
export function signInShedding({ passwords, loginThrottle, signer, https, log }: SheddingOptions): {
  /** The request handler with the refusal in front of it. */
  wrap(handler: RequestListener): RequestListener;
  stop(): void;
} {
  let refused = 0;
  const report = setInterval(() => {
    if (refused === 0) return;
    log.warn({ refused, seconds: REPORT_EVERY_MS / 1000 }, 'sign-ins from unknown devices refused (flood)');
    refused = 0;
  }, REPORT_EVERY_MS).unref();

  const refusalFor = (req: IncomingMessage): AppError | null => {
    if (req.method !== 'POST' || pathOf(req.url) !== API.login.path) return null;
    const refusal = loginThrottle.unknownDevicePause() ?? passwords.refusal('anonymous');
    return refusal && !hasSignedDeviceCookie(req.headers.cookie, signer, https) ? refusal : null;
  };

  const wrap = (handler: RequestListener) => (req: IncomingMessage, res: ServerResponse) => {
    const refusal = refusalFor(req);
    if (!refusal) return handler(req, res);
    refused++;
    refuse(req, res, refusal);
  };
  return { wrap, stop: () => clearInterval(report) };
}

const pathOf = (url = '') => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

function refuse(req: IncomingMessage, res: ServerResponse, refusal: AppError): void {
  const body = JSON.stringify({ error: errorText(refusal, languageOf(req.headers['accept-language'])) });
  // Decided at once, without any work, but answered a moment later: a flood's connections each
  // wait that moment before sending their next attempt, so they cost a few hundred refusals a
  // second instead of thousands, and a person told to come back in a second or more loses nothing.
  setTimeout(() => {
    if (res.destroyed) return;
    res.writeHead(refusal.status, {
      ...refusal.headers,
      // The headers every API answer carries that matter for a JSON refusal (security/headers.ts).
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    // The unread body is discarded by node:http, and the connection stays usable.
    res.end(body);
  }, ANSWER_AFTER_MS).unref();
}
