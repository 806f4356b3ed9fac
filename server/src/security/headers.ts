import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { contentSecurityPolicy } from '@shared/content-security-policy';

/** Hashes of every inline <script> (except JSON data blocks) of an HTML page, for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs) || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Security headers on every response (HTML, API, uploads). HTML pages with inline scripts get their
 * own CSP through `ctx.state.scriptHashes` (set by the static file server). HSTS goes out when the
 * site is HTTPS by configuration (PUBLIC_BASE_URL), the same fact that names and secures the cookie.
 */
export const securityHeaders =
  (https: boolean): Middleware =>
  async (ctx, next) => {
    try {
      await next();
    } finally {
      const hashes = (ctx.state as { scriptHashes?: string[] }).scriptHashes;
      ctx.set('Content-Security-Policy', contentSecurityPolicy(hashes));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
      ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
      ctx.set('X-Frame-Options', 'DENY');
      if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      // Admin screens and admin data must never be kept by a browser or proxy cache.
      const adminPath =
        ctx.path === '/admin' || ctx.path.startsWith('/admin/') || ctx.path.startsWith('/backend/admin/');
      // (Hashed admin assets hold no data and may stay cached.)
      if (adminPath && !ctx.path.startsWith('/admin/assets/')) {
        ctx.set('Cache-Control', 'no-store');
      }
    }
  };
