import { ADMIN_BASE, APP_HOST } from '../../common/app-origin';
import { isForwardedPath } from './forwarder';
import { DATA_CSP, PAGES_CSP, securityHeaders, textResponse } from './security-headers';
import type { RequestHandler } from './types';

export interface AppHandlerParts {
  /** The admin build at /admin/ (createStaticHandler). */
  admin: RequestHandler;
  /** /backend/* and /uploads/* (createForwarder). */
  forwarder: RequestHandler;
  /** The desktop's own setup and offline pages (createMemoryHandler). */
  pages: RequestHandler;
}

/** The whole app:// scheme: one host, three parts; anything unexpected is refused, never thrown. */
export function createAppHandler({ admin, forwarder, pages }: AppHandlerParts): RequestHandler {
  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return textResponse(400, 'Bad Request', DATA_CSP);
    }
    if (url.host !== APP_HOST) return textResponse(404, 'Not Found', DATA_CSP);
    const { pathname } = url;
    try {
      if (pathname === '/') {
        return new Response(null, { status: 308, headers: securityHeaders(PAGES_CSP, { location: ADMIN_BASE }) });
      }
      if (isForwardedPath(pathname)) return await forwarder(request);
      if (pathname === ADMIN_BASE.slice(0, -1) || pathname.startsWith(ADMIN_BASE)) return await admin(request);
      return await pages(request);
    } catch {
      return textResponse(500, 'Internal Error', DATA_CSP);
    }
  };
}
