import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import { API, PUBLIC_PREFIX } from '@shared/api/contract';

/**
 * How long a remembered answer is replayed. Pages and files change only with a deploy; the public
 * portfolio list is also dropped at once by `invalidate()` on admin changes made through this
 * instance, and changes made through another instance show after at most this plus the list's own
 * cache time (portfolio/list-cache.ts).
 */
export const RESPONSE_CACHE_TTL_MS = 1_000;
const MAX_BODY = 512 * 1024;

interface Entry {
  headers: Record<string, string>;
  body: Buffer;
}

/** Public, anonymous GETs only: never the health check, the admin, its API or uploads. */
function cacheablePath(path: string): boolean {
  if (path.startsWith(`${PUBLIC_PREFIX}/`)) return path === API.portfolioList.path;
  return !(path === '/healthz' || path === '/admin' || path.startsWith('/admin/') || path.startsWith('/uploads/'));
}

/** The variant koa-send would pick (br, then gzip), part of the key. */
function encodingClass(acceptEncoding: string): string {
  return acceptEncoding.includes('br') ? 'br' : acceptEncoding.includes('gzip') ? 'gzip' : '';
}

/** The bytes Koa would send for a body (buffer, text or JSON), or null. */
function asBytes(body: unknown): Buffer | null {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  if (body !== null && typeof body === 'object') return Buffer.from(JSON.stringify(body));
  return null;
}

export interface ResponseCache {
  middleware: Middleware;
  /** Forgets everything (admin changes to the public data). */
  invalidate(): void;
}

/**
 * A short-lived cache (lru-cache) of the hot public GET answers — prerendered pages, their assets,
 * the public portfolio list — keyed by the whole URL (query string included), the accepted
 * encoding and language. Only 200s with a body of at most 512 KB, no cookie and no
 * `Cache-Control: no-store` are kept, with every header the chain set (security headers, ETag). It
 * sits right after the request log: a hit skips the rest of the chain and answers a matching
 * If-None-Match or If-Modified-Since with 304 itself.
 */
export function responseCache(ttlMs = RESPONSE_CACHE_TTL_MS): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    max: 1_000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length || 1,
    ttl: ttlMs,
  });
  // Answers computed before an invalidate() must not be stored after it.
  let generation = 0;

  const middleware: Middleware = async (ctx, next) => {
    if (ctx.method !== 'GET' || !cacheablePath(ctx.path)) return next();
    const key = `${encodingClass(ctx.get('Accept-Encoding'))} ${ctx.get('Accept-Language')} ${ctx.url}`;
    const hit = entries.get(key);
    if (hit) {
      ctx.status = 200;
      ctx.set(hit.headers);
      if (ctx.fresh) ctx.status = 304;
      else ctx.body = hit.body;
      return;
    }
    const startedIn = generation;
    await next();
    const cacheControl = ctx.response.get('Cache-Control');
    if (ctx.status !== 200 || ctx.response.get('Set-Cookie') || /no-store/.test(cacheControl)) return;
    if (ctx.body instanceof Readable) {
      if (!(ctx.length <= MAX_BODY)) return;
      ctx.body = await buffer(ctx.body);
    }
    const body = asBytes(ctx.body);
    if (!body || body.length > MAX_BODY || startedIn !== generation) return;
    ctx.body = body;
    const headers = Object.fromEntries(Object.entries(ctx.response.headers).map(([k, v]) => [k, String(v)]));
    entries.set(key, { headers, body });
  };

  return {
    middleware,
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
