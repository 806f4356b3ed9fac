import { contentSecurityPolicy } from '@shared/content-security-policy';
/** The admin build: the very policy the server sends with it (shared/content-security-policy.ts). */
export const ADMIN_CSP = contentSecurityPolicy();

/** The desktop's own setup and offline pages: no inline anything. */
export const PAGES_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Forwarded API responses and uploads are never documents: lock them down completely. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

export function securityHeaders(csp: string, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  headers.set('content-security-policy', csp);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'no-referrer');
  return headers;
}

export function textResponse(status: number, text: string, csp: string): Response {
  return new Response(text, {
    status,
    headers: securityHeaders(csp, { 'content-type': 'text/plain; charset=utf-8' }),
  });
}

export function jsonResponse(status: number, body: unknown, csp: string = DATA_CSP): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: securityHeaders(csp, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }),
  });
}
