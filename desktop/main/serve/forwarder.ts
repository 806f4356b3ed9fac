import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { MESSAGES } from '../messages';
import { DATA_CSP, jsonResponse, securityHeaders } from './security-headers';
import type { CookieJar, RequestHandler } from './types';
import { PUBLIC_PREFIX, ROUTES } from '@shared/api/routes';

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
  /** The largest request body passed on (default: the server's own upload limit). */
  maxBodyBytes?: number;
}

/**
 * The server takes files up to MAX_UPLOAD_BYTES; a multipart body holding one also carries its
 * boundaries and a few short fields, hence the small margin. Anything bigger the server would
 * refuse anyway, so it is refused here before it is read into memory.
 */
export const MAX_FORWARDED_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

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

/**
 * Sign-in (both steps: the second one opens the session and may mark the device as the person's)
 * and sign-out change the session cookie: write the jar to disk right after them.
 */
const SESSION_PATHS = new Set<string>([ROUTES.login.path, ROUTES.loginMfa.path, ROUTES.logout.path]);

export function isForwardedPath(pathname: string): boolean {
  return pathname.startsWith(`${PUBLIC_PREFIX}/`) || pathname.startsWith('/uploads/');
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
  maxBodyBytes = MAX_FORWARDED_BODY_BYTES,
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
    const requestBody = hasBody ? await readCapped(request, maxBodyBytes) : undefined;
    if (requestBody === null) {
      return jsonResponse(413, { error: MESSAGES.bodyTooLarge(Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))) });
    }
    // A redirect turns a POST into a GET (301/302) or replays it elsewhere (307/308): only reads
    // follow one; anything else is answered here and never sent on.
    const follows = request.method === 'GET' || request.method === 'HEAD';

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
        body: requestBody,
        credentials: 'include',
        redirect: follows ? 'follow' : 'manual',
        cache: 'no-store',
        signal: abort.signal,
      });
    } catch (error) {
      clearTimeout(idle);
      // Electron's net.fetch rejects a redirect in manual mode ("Redirect was cancelled").
      if (!follows && error instanceof Error && /redirect/i.test(error.message)) return refusedRedirect();
      return jsonResponse(503, { error: MESSAGES.serverDown });
    }
    stillAlive();
    // Node's fetch (and the fetch spec outside browsers) answers it as it is.
    if (!follows && (REDIRECT_STATUSES.has(answer.status) || answer.type === 'opaqueredirect')) {
      clearTimeout(idle);
      await answer.body?.cancel().catch(() => undefined);
      return refusedRedirect();
    }

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

const refusedRedirect = () => jsonResponse(502, { error: MESSAGES.redirectRefused });

/**
 * The request body, or null as soon as it is known to be larger than `limit` (from its
 * Content-Length, else while it is read: a chunked body stops at the first chunk past the limit).
 */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
