import { securityHeaders } from './security-headers';
import type { RequestHandler } from './types';

/**
 * `npm run desktop:dev` only (never in a packaged app): the admin screens come from the Vite dev
 * server instead of out/renderer, so edits reload live. Its React refresh preamble is an inline
 * script and its HMR socket lives on localhost, hence the looser policy.
 */
export const DEV_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws://localhost:* http://localhost:*",
  "object-src 'none'",
].join('; ');

export function createDevRendererHandler(devServerUrl: string, fetch: typeof globalThis.fetch): RequestHandler {
  const base = devServerUrl.replace(/\/$/, '');
  return async (request) => {
    const url = new URL(request.url);
    const answer = await fetch(`${base}${url.pathname}${url.search}`, {
      headers: { accept: request.headers.get('accept') ?? '*/*' },
    });
    const headers = securityHeaders(DEV_CSP);
    const type = answer.headers.get('content-type');
    if (type) headers.set('content-type', type);
    return new Response(answer.body, { status: answer.status, headers });
  };
}
