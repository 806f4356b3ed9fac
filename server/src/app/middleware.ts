import type Router from '@koa/router';
import etag from '@koa/etag';
import Koa from 'koa';
import conditionalGet from 'koa-conditional-get';
import type { Logger } from 'pino';
import { ADMIN_PREFIX, PUBLIC_PREFIX } from '@shared/api/contract';
import { hasSampleDetails } from '@shared/company';
import type { Config } from '../config';
import { bodyParsers } from '../http/body-parsers';
import { errorHandler } from '../http/error-handler';
import { notFound } from '../http/errors';
import { methodOverride } from '../http/method-override';
import { requestLog } from '../http/request-log';
import { adminRouter } from '../routes/admin';
import { bookingPagesRouter } from '../routes/booking-pages';
import { healthRouter } from '../routes/health';
import { publicRouter } from '../routes/public';
import { openApiRouter } from '../routes/openapi';
import { csrfProtection } from '../security/csrf';
import { securityHeaders } from '../security/headers';
import { cookieSigner, type CookieSigner } from '../sessions/cookie-signer';
import { sessionMiddleware } from '../sessions/middleware';
import { serveAdmin, serveSite, serveUploads } from '../static/serve';
import type { Services } from './services';

/** Koa with the session cookie's signer and the one place errors are logged. */
export function createKoa(config: Config, sessionSecret: string, log: Logger): { koa: Koa; signer: CookieSigner } {
  // TRUST_PROXY means one reverse proxy in front: the client's address is the last one it put in
  // X-Forwarded-For, so an address a client wrote there itself is never believed (whether the proxy
  // appends to the header or sets it).
  const koa = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  const signer = cookieSigner([sessionSecret]);
  koa.keys = signer;
  // The one place errors are logged: errorHandler answers the client and emits the unexpected ones.
  koa.on('error', (err: unknown, ctx?: Koa.Context) =>
    log.error({ err, method: ctx?.method, path: ctx?.path }, 'request failed'),
  );
  return { koa, signer };
}

/**
 * Every middleware and router, in the order a request meets them. Returns the routers mounted,
 * for the contract test (App.routes()).
 */
export function useMiddleware(koa: Koa, services: Services, live: Router): Router[] {
  const { config, log, clock, models, reads, staffSessions, publisher, uploads, responses } = services;
  koa.use(requestLog(log));
  koa.use(responses.middleware);
  koa.use(securityHeaders(config.https));
  koa.use(errorHandler());
  koa.use(conditionalGet());
  // Admin data is no-store (never kept, so never revalidated): no ETag to compute, which would
  // serialize every admin answer twice.
  const etags = etag();
  koa.use((ctx, next) => (ctx.path.startsWith(`${ADMIN_PREFIX}/`) ? next() : etags(ctx, next)));
  const health = healthRouter(services.sequelize, () => hasSampleDetails(publisher.content().company));
  koa.use(health.routes());
  koa.use(serveUploads(uploads));
  koa.use(serveAdmin(config));
  // The booking pages are rendered on request, ahead of the prerendered site.
  koa.use(bookingPagesRouter(services).routes());
  koa.use(serveSite(config, services.pagePolicies, () => publisher.root()));
  koa.use(csrfProtection(config.publicBaseUrl));
  koa.use(bodyParsers());
  // The public calls need no session: they come before the session middleware, which would
  // otherwise make a session object (and a random id) for every anonymous request.
  const publicRoutes = publicRouter(services);
  koa.use(publicRoutes.routes());
  koa.use(publicRoutes.allowedMethods({ throw: true }));
  const openApi = openApiRouter();
  koa.use(openApi.routes());
  koa.use(openApi.allowedMethods({ throw: true }));
  koa.use(sessionMiddleware(koa, models, { https: config.https, limits: config.limits, clock, reads, staffSessions }));
  koa.use(methodOverride);
  const admin = adminRouter(services, live);
  koa.use(admin.routes());
  koa.use(admin.allowedMethods({ throw: true }));
  // What no route answered is a JSON 404 (the site middleware turns page paths into the 404 page).
  koa.use(async (ctx) => {
    if (ctx.path.startsWith(`${PUBLIC_PREFIX}/`) || ctx.path.startsWith('/uploads/')) throw notFound();
  });
  return [health, publicRoutes, openApi, admin];
}
