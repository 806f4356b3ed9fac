import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';

export const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The file under `root` that a URL path names, or null. The path is decoded once and normalized;
 * anything that would leave `root` (.., encoded slashes, NUL) is refused.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

/**
 * How long a stat result (found or not) is reused. The built site does not change while the server
 * runs, and new uploads get new names, so a short reuse only saves work: a redeploy or a replaced
 * file shows within this time without a restart.
 */
const STAT_TTL_MS = 1_000;
const statCache = new Map<string, { stats: Stats | null; at: number }>();

export async function fileStat(file: string): Promise<Stats | null> {
  const now = Date.now();
  const cached = statCache.get(file);
  if (cached && now - cached.at < STAT_TTL_MS) return cached.stats;
  let stats: Stats | null;
  try {
    const s = await stat(file);
    stats = s.isFile() ? s : null;
  } catch {
    stats = null;
  }
  // Bounded: a crawler asking for endless unknown paths must not grow memory without limit.
  if (statCache.size >= 10_000) statCache.clear();
  statCache.set(file, { stats, at: now });
  return stats;
}

/** Files at most this big are kept in memory once read (the prerendered pages, scripts, images). */
const MAX_CACHED_FILE = 1024 * 1024;
/** All cached contents together stay under this; the least recently used go first. */
const MAX_CACHED_TOTAL = 64 * 1024 * 1024;
const contents = new Map<string, { key: string; data: Buffer }>();
let cachedBytes = 0;

/** The bytes of a small file, read once per version (size and mtime); null for big files (stream them). */
async function cachedContent(file: string, stats: Stats): Promise<Buffer | null> {
  if (stats.size > MAX_CACHED_FILE) return null;
  const key = `${stats.size}:${stats.mtimeMs}`;
  const hit = contents.get(file);
  if (hit && hit.key === key) {
    // Re-inserting moves it to the end: Map order is the recency order.
    contents.delete(file);
    contents.set(file, hit);
    return hit.data;
  }
  const data = await readFile(file);
  if (hit) {
    contents.delete(file);
    cachedBytes -= hit.data.length;
  }
  contents.set(file, { key, data });
  cachedBytes += data.length;
  for (const [name, entry] of contents) {
    if (cachedBytes <= MAX_CACHED_TOTAL) break;
    contents.delete(name);
    cachedBytes -= entry.data.length;
  }
  return data;
}

/**
 * Files the build compressed ahead of time (.br, .gz) are sent as they are to clients that accept
 * them — unless the source is newer (a rebuilt site whose copies were not yet recompressed).
 */
async function precompressed(
  ctx: Context,
  file: string,
  source: Stats,
): Promise<{ file: string; stats: Stats; encoding: string } | null> {
  const accepts = ctx.get('Accept-Encoding');
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepts.includes(encoding)) continue;
    const stats = await fileStat(file + ext);
    if (stats && stats.mtimeMs >= source.mtimeMs) return { file: file + ext, stats, encoding };
  }
  return null;
}

export interface SendOptions {
  status?: number;
  cacheControl: string;
}

/** Sends a static file with its type, validators, and a precompressed variant when there is one. */
export async function sendFile(ctx: Context, file: string, stats: Stats, opts: SendOptions): Promise<void> {
  const ext = path.extname(file).toLowerCase();
  const compressible = ['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest'].includes(ext);
  const variant = compressible ? await precompressed(ctx, file, stats) : null;
  const sent = variant ?? { file, stats, encoding: '' };

  ctx.status = opts.status ?? 200;
  ctx.type = MIME[ext] ?? 'application/octet-stream';
  ctx.set('Cache-Control', opts.cacheControl);
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (compressible) ctx.vary('Accept-Encoding');
  if (ctx.status === 200) {
    ctx.set('Last-Modified', stats.mtime.toUTCString());
    ctx.set(
      'ETag',
      `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}${sent.encoding ? `-${sent.encoding}` : ''}"`,
    );
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
  }
  if (sent.encoding) ctx.set('Content-Encoding', sent.encoding);
  if (ctx.method === 'HEAD') {
    ctx.length = sent.stats.size;
    ctx.body = null;
    return;
  }
  // Small files come from memory (no open/read/close per request); big ones are streamed.
  const data = await cachedContent(sent.file, sent.stats);
  ctx.body = data ?? createReadStream(sent.file);
  ctx.length = sent.stats.size;
}
