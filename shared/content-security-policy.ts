/**
 * The one Content-Security-Policy of the site and the admin, wherever they are served: by the
 * server to browsers, and by the desktop app's app:// scheme. Scripts come only from the app
 * itself (plus the hashes of a page's own inline scripts); styles may be inline because antd
 * injects its CSS-in-JS at run time (styles cannot run code); images may come from https hosts
 * (portfolio images); nothing may frame the app, and it frames nothing.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
}
