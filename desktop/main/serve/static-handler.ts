import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './content-type';
import { resolveInside, safeSegments } from './safe-path';
import { securityHeaders, textResponse } from './security-headers';
import type { RequestHandler } from './types';

export interface StaticHandlerOptions {
  /** Folder of the built single-page app (out/renderer). */
  root: string;
  /** URL path the app is built for, with slashes at both ends ('/admin/'). */
  mount: string;
  csp: string;
}

/**
 * Serves a built single-page app from `root` at `mount`: real files as they are, index.html for
 * client routes (paths without a file extension), 404 for missing files, 400 for any path that
 * tries to leave the folder.
 */
export function createStaticHandler({ root, mount, csp }: StaticHandlerOptions): RequestHandler {
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
    return serveFile(target, request.method === 'HEAD', csp);
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function serveFile(file: string, headOnly: boolean, csp: string): Promise<Response> {
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return textResponse(404, 'Not Found', csp);
  }
  const isHtml = file.endsWith('.html');
  const headers = securityHeaders(csp, {
    'content-type': contentTypeOf(file),
    'cache-control': isHtml ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  return new Response(headOnly ? null : new Uint8Array(body), { status: 200, headers });
}
