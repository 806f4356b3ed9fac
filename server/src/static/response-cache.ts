import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { Logger } from 'pino';

/**
 * How long a remembered response is replayed. Pages and files change only with a deploy; the public
 * portfolio list is also dropped at once by `invalidate()` on admin changes made through this
 * instance, and changes made through another instance show after at most this plus the list's own
 * cache time (routes/portfolio-cache.ts).
 */
export const RESPONSE_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 1_000;
const MAX_BODY = 512 * 1024;
const MAX_TOTAL = 32 * 1024 * 1024;

/** The shape of Koa's `app.callback()`. */
type Handler = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => Promise<void>;

const done = Promise.resolve();

interface Entry {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  lastModified: number | undefined;
  at: number;
  generation: number;
}

/** The public, anonymous GETs whose answers depend only on the URL and Accept-Encoding. */
function cacheable(req: IncomingMessage): boolean {
  if (req.method !== 'GET' || !req.url) return false;
  const url = req.url;
  if (url.startsWith('/backend/')) return url.startsWith('/backend/portfolio.php');
  return !(url === '/admin' || url.startsWith('/admin/') || url.startsWith('/uploads/') || url === '/healthz');
}

/** Which stored variant the server would send (static/files.ts prefers br, then gzip). */
function encodingClass(req: IncomingMessage): string {
  const accepts = req.headers['accept-encoding'] ?? '';
  return accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : '';
}

function notModified(req: IncomingMessage, entry: Entry): boolean {
  const inm = req.headers['if-none-match'];
  if (inm) {
    if (!entry.etag) return false;
    const strip = (t: string) => t.trim().replace(/^W\//, '');
    return inm.split(',').some((t) => t.trim() === '*' || strip(t) === strip(entry.etag!));
  }
  const ims = req.headers['if-modified-since'];
  if (ims && entry.lastModified !== undefined) {
    const since = Date.parse(ims);
    return Number.isFinite(since) && entry.lastModified <= since;
  }
  return false;
}

export interface ResponseCache {
  /** Wraps the app's request handler: remembered answers go out at once, the rest to the app. */
  wrap(handler: Handler): Handler;
  /** Forgets everything (admin changes to the public data). */
  invalidate(): void;
}

/**
 * A short-lived cache of whole responses for the hot public GETs (prerendered pages, their assets,
 * the public portfolio list). A response is remembered exactly as the app produced it (status 200,
 * every header including the security headers, the body) and replayed without running the
 * middleware chain, with ETag/Last-Modified answered by 304. Never for admin paths, never for
 * responses that set a cookie, never for streamed (big) bodies. Each replay is logged like
 * http/request-log.ts does.
 */
export function responseCache(log: Logger, ttlMs = RESPONSE_CACHE_TTL_MS): ResponseCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.body.length;
  };

  const remember = (key: string, res: ServerResponse, body: Buffer, gen: number) => {
    if (gen !== generation || res.statusCode !== 200 || body.length > MAX_BODY) return;
    if (res.hasHeader('set-cookie')) return;
    const headers = res.getHeaders();
    const lastModified = typeof headers['last-modified'] === 'string' ? Date.parse(headers['last-modified']) : NaN;
    drop(key);
    const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
    entries.set(key, {
      headers,
      body,
      etag,
      lastModified: Number.isFinite(lastModified) ? lastModified : undefined,
      at: Date.now(),
      generation: gen,
    });
    bytes += body.length;
    for (const [name] of entries) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_TOTAL) break;
      drop(name);
    }
  };

  /** Lets the app answer, and keeps a copy when it ends with one buffered body (no streaming). */
  const captureInto = (key: string, res: ServerResponse) => {
    const gen = generation;
    const write = res.write;
    const end = res.end;
    let streamed = false;
    res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
      streamed = true;
      return write.apply(this, args);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      const [chunk] = args;
      if (!streamed && (Buffer.isBuffer(chunk) || typeof chunk === 'string')) {
        try {
          remember(key, res, Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk), gen);
        } catch {
          /* a response that cannot be remembered is simply not cached */
        }
      }
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['end'];
  };

  return {
    wrap(handler) {
      return (req, res) => {
        // HTTP/2 requests (not used by this server) simply go to the app.
        if (!(req instanceof IncomingMessage) || !(res instanceof ServerResponse) || !cacheable(req)) {
          return handler(req, res);
        }
        const started = performance.now();
        // The scheme a proxy reports changes the security headers (HSTS), so it is part of the key.
        const key = `${encodingClass(req)} ${req.headers['x-forwarded-proto'] ?? ''} ${req.url}`;
        const entry = entries.get(key);
        if (!entry || entry.generation !== generation || Date.now() - entry.at >= ttlMs) {
          if (entry) drop(key);
          captureInto(key, res);
          return handler(req, res);
        }
        const fresh = notModified(req, entry);
        if (fresh) {
          const { 'content-length': _l, 'content-type': _t, 'content-encoding': _e, ...rest } = entry.headers;
          res.writeHead(304, rest);
          res.end();
        } else {
          res.writeHead(200, entry.headers);
          res.end(entry.body);
        }
        const path = req.url!.split('?', 1)[0];
        log.info(
          { method: 'GET', path, status: fresh ? 304 : 200, ms: Math.round(performance.now() - started) },
          'request',
        );
        return done;
      };
    },
    invalidate() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
  };
}
