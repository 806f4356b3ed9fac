import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveInside, safeSegments } from './safe-path';
import { securityHeaders, textResponse } from './security-headers';
import type { RequestHandler } from './types';

export interface StaticHandlerOptions {
  /** Folder of the built single-page app (out/renderer). */
  root: string;
  /** URL path the app is built for, with slashes at both ends ('/admin/'). */
  mount: string;
  csp: string;
  /** Reads a file: URL — Electron's net.fetch, which types the file as Chromium does. */
  fetchFile: (url: string) => Promise<Response>;
}

/**
 * Serves a built single-page app from `root` at `mount`: real files as they are, index.html for
 * client routes (paths without a file extension), 404 for missing files, 400 for any path that
 * tries to leave the folder. The path guard is the one gate: only a file proven inside `root` is
 * handed to net.fetch (Electron's documented way to serve files from protocol.handle).
 */
export function createStaticHandler({ root, mount, csp, fetchFile }: StaticHandlerOptions): RequestHandler {
  const indexFile = path.join(root, 'index.html');
  const bare = mount.replace(/\/$/, '');

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return textResponse(405, 'Method Not Allowed', csp);
    }
    const url = new URL(request.url);
    if (url.pathname === bare) {
      return new Response(null, { status: 308, headers: securityHeaders(csp, { location: `${mount}${url.search}` }) });
    }
    if (!url.pathname.startsWith(mount)) return textResponse(404, 'Not Found', csp);

    const parsed = safeSegments(url.pathname.slice(mount.length));
    if (!parsed.ok) return textResponse(400, 'Bad Request', csp);
    const file = resolveInside(root, parsed.segments);
    if (!file) return textResponse(400, 'Bad Request', csp);

    const last = parsed.segments.at(-1) ?? '';
    let target = indexFile;
    if (parsed.segments.length > 0) {
      if (await isFile(file)) target = file;
      else if (last.includes('.')) return textResponse(404, 'Not Found', csp);
    }
    const fetched = await fetchFile(pathToFileURL(target).href);
    if (!fetched.ok) return textResponse(404, 'Not Found', csp);
    const headers = securityHeaders(csp, {
      'content-type': fetched.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': target.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    return new Response(request.method === 'HEAD' ? null : fetched.body, { status: 200, headers });
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
