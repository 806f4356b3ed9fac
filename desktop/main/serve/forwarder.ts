import { MESSAGES } from '../messages';
import { DATA_CSP, jsonResponse, securityHeaders } from './security-headers';
import type { CookieJar, RequestHandler } from './types';

export type SessionFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ForwarderOptions {
  /** The configured server (normalized: origin plus optional path, no trailing slash), or null. */
  getServerUrl: () => string | null;
  /**
   * fetch bound to the main process's cookie jar: it sends the jar's cookies for the target and
   * stores the Set-Cookie headers of the answer (Electron: net.fetch on the app session).
   */
  fetch: SessionFetch;
  cookieJar: CookieJar;
  /** Give up on a server that sends nothing for this long (an idle timeout: long uploads and live streams go on). */
  timeoutMs?: number;
}

/** The only request headers the renderer may pass on: no Origin, Referer, Cookie or Host. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'x-requested-with',
  'if-none-match',
  'if-modified-since',
  'range',
];

/** Response headers the renderer must not see, or that no longer describe the decoded body. */
const DROPPED_RESPONSE_HEADERS = [
  'set-cookie',
  'set-cookie2',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'content-security-policy',
  'strict-transport-security',
  'access-control-allow-origin',
  'access-control-allow-credentials',
];

/** Sign-in and sign-out change the session cookie: write the jar to disk right after them. */
const SESSION_PATHS = new Set(['/backend/admin/login.php', '/backend/admin/logout.php']);

export function isForwardedPath(pathname: string): boolean {
  return pathname.startsWith('/backend/') || pathname.startsWith('/uploads/');
}

/**
 * Forwards the renderer's /backend/* and /uploads/* requests to the configured server through the
 * main process's cookie jar. The request body (JSON or multipart) is passed on byte for byte with
 * its Content-Type; the answer comes back without Set-Cookie. An unreachable server gives a 503
 * with an Arabic `{error}` the admin screens show like any other API error.
 */
export function createForwarder({
  getServerUrl,
  fetch,
  cookieJar,
  timeoutMs = 30_000,
}: ForwarderOptions): RequestHandler {
  return async (request) => {
    const url = new URL(request.url);
    if (!isForwardedPath(url.pathname) || /%(2f|5c|00)/i.test(url.pathname) || url.pathname.includes('\\')) {
      return jsonResponse(404, { error: 'Not Found' });
    }
    const server = getServerUrl();
    if (!server) return jsonResponse(503, { error: MESSAGES.noServer });

    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    if (!headers.has('accept-language')) headers.set('accept-language', 'ar');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';

    // An idle timeout, not a total one: every chunk of the answer restarts it, so a live event
    // stream (heartbeats every 25 s) or a slow download is never cut while bytes still come.
    const abort = new AbortController();
    let idle = setTimeout(() => abort.abort(), timeoutMs);
    const stillAlive = () => {
      clearTimeout(idle);
      idle = setTimeout(() => abort.abort(), timeoutMs);
    };

    let answer: Response;
    try {
      answer = await fetch(`${server}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        credentials: 'include',
        redirect: 'follow',
        cache: 'no-store',
        signal: abort.signal,
      });
    } catch {
      clearTimeout(idle);
      return jsonResponse(503, { error: MESSAGES.serverDown });
    }
    stillAlive();

    if (answer.ok && SESSION_PATHS.has(url.pathname)) {
      await cookieJar.flush().catch(() => undefined);
    }

    const responseHeaders = securityHeaders(DATA_CSP);
    answer.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE_HEADERS.includes(name.toLowerCase())) responseHeaders.set(name, value);
    });
    responseHeaders.set('content-security-policy', DATA_CSP);
    const noBody = request.method === 'HEAD' || answer.status === 204 || answer.status === 304 || !answer.body;
    if (noBody) {
      clearTimeout(idle);
      await answer.body?.cancel().catch(() => undefined);
    }
    // Each chunk is passed on as it comes (streamed, never gathered first).
    const body = noBody
      ? null
      : answer.body!.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, out) {
              stillAlive();
              out.enqueue(chunk);
            },
            flush: () => clearTimeout(idle),
          }),
        );
    return new Response(body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: responseHeaders,
    });
  };
}
