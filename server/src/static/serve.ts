import type { Middleware } from 'koa';
import type { Config } from '../config';
import { pageScriptHashes } from '../security/page-hashes';
import { fileStat, resolveInside, sendFile } from './files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages can change with every deploy: always revalidate (cheap, thanks to ETag). */
const REVALIDATE = 'public, max-age=0, must-revalidate';

const isGetOrHead = (method: string) => method === 'GET' || method === 'HEAD';
const isHashedAsset = (urlPath: string) => urlPath.startsWith('/assets/');

/** Uploaded images: /uploads/<random>.<ext>, served with their image type. */
export function serveUploads(config: Config): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/uploads/') || !isGetOrHead(ctx.method)) return next();
    const name = ctx.path.slice('/uploads/'.length);
    const file = /^[\w-]{1,100}\.(jpg|png|webp|gif)$/.test(name) ? resolveInside(config.uploadsDir, name) : null;
    const stats = file ? await fileStat(file) : null;
    if (!file || !stats) return next();
    await sendFile(ctx, file, stats, { cacheControl: IMMUTABLE });
  };
}

/** The admin single-page app at /admin/*: its files, else index.html for client-side routes. */
export function serveAdmin(config: Config): Middleware {
  return async (ctx, next) => {
    if (!(ctx.path === '/admin' || ctx.path.startsWith('/admin/')) || !isGetOrHead(ctx.method)) return next();
    const rel = ctx.path.slice('/admin'.length) || '/';
    const file = rel === '/' ? null : resolveInside(config.adminDir, rel);
    const stats = file ? await fileStat(file) : null;
    if (file && stats) {
      await sendFile(ctx, file, stats, { cacheControl: rel.startsWith('/assets/') ? IMMUTABLE : 'no-store' });
      return;
    }
    const index = `${config.adminDir}/index.html`;
    const indexStats = await fileStat(index);
    if (!indexStats) return next();
    await sendFile(ctx, index, indexStats, { cacheControl: 'no-store' });
  };
}

/**
 * The prerendered public site: "/x" is x/index.html, x.html or the file x itself. Anything else
 * gets the prerendered 404 page (English under /en) with status 404.
 */
export function serveSite(config: Config): Middleware {
  return async (ctx, next) => {
    if (!isGetOrHead(ctx.method) || ctx.path.startsWith('/backend/')) return next();
    const base = resolveInside(config.siteDir, ctx.path);
    if (base) {
      const candidates = ctx.path.endsWith('/') ? [`${base}/index.html`] : [base, `${base}/index.html`, `${base}.html`];
      for (const file of candidates) {
        const stats = await fileStat(file);
        if (stats) {
          // Prerendered pages carry inline scripts; the CSP allows exactly those (security/headers.ts).
          if (file.endsWith('.html')) ctx.state.scriptHashes = await pageScriptHashes(file, stats);
          await sendFile(ctx, file, stats, { cacheControl: isHashedAsset(ctx.path) ? IMMUTABLE : REVALIDATE });
          return;
        }
      }
    }
    await next();
    if (ctx.status !== 404 || ctx.body) return;
    const english = ctx.path === '/en' || ctx.path.startsWith('/en/');
    const page = `${config.siteDir}/${english ? 'en/404.html' : '404.html'}`;
    const stats = await fileStat(page);
    if (!stats) return;
    ctx.state.scriptHashes = await pageScriptHashes(page, stats);
    await sendFile(ctx, page, stats, { status: 404, cacheControl: 'no-cache' });
  };
}
