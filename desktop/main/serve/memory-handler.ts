import { securityHeaders, textResponse } from './security-headers';
import type { RequestHandler } from './types';

/** Serves a fixed set of in-memory files (the desktop's own small pages, each with its type) by exact path. */
export function createMemoryHandler(
  files: Record<string, { type: string; body: string }>,
  csp: string,
): RequestHandler {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method Not Allowed', csp);
    const file = files[new URL(request.url).pathname];
    if (!file) return textResponse(404, 'Not Found', csp);
    const headers = securityHeaders(csp, { 'content-type': file.type, 'cache-control': 'no-cache' });
    return new Response(request.method === 'HEAD' ? null : file.body, { status: 200, headers });
  };
}
