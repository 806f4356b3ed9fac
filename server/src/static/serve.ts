import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { Config } from '../config';
import type { SiteRoot } from '../publishing/site-publisher';
import type { PagePolicies } from '../security/page-policies';
import { FolderStorage } from '../uploads/folder-storage';
import type { UploadStorage } from '../uploads/storage';
import { PUBLIC_PREFIX } from '@shared/api/contract';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages can change with every deploy: always revalidate (cheap, thanks to ETag). */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Text files the build precompressed (.br, .gz beside them): koa-send picks the variant. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;

const isGetOrHead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Sends `file` (a URL path under `root`) with koa-send — type from mime-types, Last-Modified, the
 * precompressed variant the client accepts; ETag and 304 come from koa-etag and
 * koa-conditional-get. Returns false when there is no such file or the path tries to leave `root`
 * (resolve-path refuses `..` after decoding), so the caller can try another name or answer 404.
 */
async function sendFrom(
  ctx: Context,
  root: string,
  file: string,
  cacheControl: string,
  policies?: PagePolicies,
): Promise<boolean> {
  try {
    const sent = await send(ctx, file, {
      root,
      brotli: COMPRESSIBLE.test(file),
      gzip: COMPRESSIBLE.test(file),
      setHeaders: (res) => {
        res.setHeader('Cache-Control', cacheControl);
        if (COMPRESSIBLE.test(file)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    if (!sent) return false; // a directory or a hidden file
    if (policies && file.endsWith('.html')) {
      // Prerendered pages carry inline scripts; the build's CSP allows exactly those (security/headers.ts).
      const page = path
        .relative(root, sent.replace(/\.(br|gz)$/, ''))
        .split(path.sep)
        .join('/');
      ctx.state.pageCsp = policies.get(`/${page}`);
    }
    return true;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 400 || status === 403 || status === 404) return false;
    throw err;
  }
}

/**
 * Sends an upload kept in a bucket (STORAGE_URL) as sendFrom sends a file: streamed through this
 * instance (the bucket need not be public), its type from its name (mime-types, as koa-send), length,
 * Last-Modified, and the bucket's ETag, so koa-conditional-get answers 304 as for a file.
 */
async function sendStored(ctx: Context, uploads: UploadStorage, name: string): Promise<boolean> {
  const file = await uploads.get(name);
  if (!file) return false;
  ctx.set('Cache-Control', IMMUTABLE);
  ctx.type = path.extname(name);
  ctx.length = file.length;
  ctx.lastModified = file.lastModified;
  if (file.etag) ctx.etag = file.etag;
  // Koa destroys the stream when the response ends, sent or not (a HEAD, a 304).
  ctx.body = file.body;
  return true;
}

/** Uploaded images and their variants: /uploads/<random>.<ext>, served with their image type, immutable. */
export function serveUploads(uploads: UploadStorage): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/uploads/') || !isGetOrHead(ctx.method)) return next();
    const name = ctx.path.slice('/uploads/'.length);
    if (!/^[\w-]{1,100}\.(jpg|png|webp|gif|avif)$/.test(name)) return next();
    const sent =
      uploads instanceof FolderStorage
        ? await sendFrom(ctx, uploads.dir, name, IMMUTABLE)
        : await sendStored(ctx, uploads, name);
    if (!sent) return next();
  };
}

/** The admin single-page app at /admin/*: its files, else index.html for client-side routes. */
export function serveAdmin(config: Config): Middleware {
  return async (ctx, next) => {
    if (!(ctx.path === '/admin' || ctx.path.startsWith('/admin/')) || !isGetOrHead(ctx.method)) return next();
    const rel = ctx.path.slice('/admin'.length) || '/';
    const cacheControl = rel.startsWith('/assets/') ? IMMUTABLE : 'no-store';
    if (rel !== '/' && (await sendFrom(ctx, config.adminDir, rel, cacheControl))) return;
    if (!(await sendFrom(ctx, config.adminDir, '/index.html', 'no-store'))) return next();
  };
}

/**
 * The prerendered public site: "/x" is x/index.html, x.html or the file x itself. Anything else
 * gets the prerendered 404 page (English under /en) with status 404. Pages carry the CSP the build
 * wrote for them (`policies`).
 */
export function serveSite(
  config: Config,
  policies: PagePolicies,
  published: () => SiteRoot | null = () => null,
): Middleware {
  return async (ctx, next) => {
    if (!isGetOrHead(ctx.method) || ctx.path.startsWith(`${PUBLIC_PREFIX}/`)) return next();
    const p = ctx.path;
    const candidates = p.endsWith('/') ? [`${p}index.html`] : [`${p}/index.html`, `${p}.html`, p];
    const cacheControl = p.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
    // The pages rendered with the published content first (one folder, taken once per request),
    // then the build's files: its assets, and its pages while the shipped content is the published one.
    const roots = [published(), { dir: config.siteDir, policies }].filter((root) => root !== null);
    for (const file of candidates) {
      for (const root of roots) if (await sendFrom(ctx, root.dir, file, cacheControl, root.policies)) return;
    }
    await next();
    if (ctx.status !== 404 || ctx.body) return;
    const english = p === '/en' || p.startsWith('/en/');
    const notFoundPage = english ? '/en/404.html' : '/404.html';
    // The published folder may hold only some pages (those that show the portfolio): then the build's.
    for (const root of roots) {
      if (await sendFrom(ctx, root.dir, notFoundPage, 'no-cache', root.policies)) {
        ctx.status = 404;
        return;
      }
    }
  };
}
