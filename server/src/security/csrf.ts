import type { Middleware } from 'koa';
import { AppError } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests from other sites (OWASP CSRF cheat sheet, "Fetch Metadata" and
 * "verifying origin with standard headers"): 403 when Sec-Fetch-Site says cross-site, or — without
 * it — when Origin (else Referer) is not this site. Requests carrying neither header (non-browser
 * clients, the desktop app's forwarded calls) pass.
 */
export function csrfProtection(publicBaseUrl: string): Middleware {
  const configuredOrigin = originOf(publicBaseUrl);
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const fetchSite = ctx.get('Sec-Fetch-Site').toLowerCase();
    // (Koa 3's ctx.origin is the Origin header itself, so the own origin is built from protocol and host.)
    const ownOrigins = [`${ctx.protocol}://${ctx.host}`, configuredOrigin];
    let allowed: boolean;
    if (fetchSite) {
      allowed = fetchSite !== 'cross-site';
    } else {
      const origin = ctx.get('Origin');
      const referer = ctx.get('Referer');
      const claimed =
        origin && origin !== 'null' ? origin : origin === 'null' ? 'null' : referer ? originOf(referer) : '';
      allowed = !claimed || ownOrigins.includes(claimed);
    }
    if (!allowed) {
      throw new AppError(403, {
        ar: 'تم رفض الطلب لأنه صادر من موقع آخر',
        en: 'Request refused: it came from another site',
      });
    }
    await next();
  };
}
