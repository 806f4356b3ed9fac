import type { Middleware } from 'koa';
import { contentSecurityPolicy } from '@shared/content-security-policy';
import { ADMIN_PREFIX } from '@shared/api/contract';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** The policy of every answer that is not a page of the site: no inline script at all. */
const STRICT_CSP = contentSecurityPolicy();

/**
 * Security headers on every response (HTML, API, uploads). A page of the site gets the CSP the build
 * wrote for it (`ctx.state.pageCsp`, set by the static file server from the build's manifest); any
 * other answer, and a page the manifest does not name, gets STRICT_CSP. HSTS goes out when the site
 * is HTTPS by configuration (PUBLIC_BASE_URL), the same fact that names and secures the cookie.
 */
export const securityHeaders =
  (https: boolean): Middleware =>
  async (ctx, next) => {
    try {
      await next();
    } finally {
      ctx.set('Content-Security-Policy', (ctx.state as { pageCsp?: string }).pageCsp ?? STRICT_CSP);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
      ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
      ctx.set('X-Frame-Options', 'DENY');
      if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      // Admin screens and admin data must never be kept by a browser or proxy cache.
      const adminPath =
        ctx.path === '/admin' || ctx.path.startsWith('/admin/') || ctx.path.startsWith(`${ADMIN_PREFIX}/`);
      // (Hashed admin assets hold no data and may stay cached.)
      if (adminPath && !ctx.path.startsWith('/admin/assets/')) {
        ctx.set('Cache-Control', 'no-store');
      }
    }
  };
