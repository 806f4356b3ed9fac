import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import pino, { type Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { adminContactSchema, portfolioItemSchema } from '@shared/schemas';
import { upsertAdmin } from './auth/admins';
import type { Config } from './config';
import { connectDatabase, withStartupLock } from './db/connect';
import { migrate } from './db/migrate';
import { defineModels, type Models } from './db/models';
import { errorHandler } from './http/error-handler';
import { AppError, notFound } from './http/errors';
import { methodOverride } from './http/method-override';
import { requestLog } from './http/request-log';
import { ContactGuard } from './security/contact-guard';
import { csrfProtection } from './security/csrf';
import { securityHeaders } from './security/headers';
import { LoginThrottle } from './security/login-throttle';
import { DatabaseRateCounter, MemoryRateCounter, systemClock, type Clock } from './security/rate-counter';
import { adminAuthRouter } from './routes/admin-auth';
import { adminCrudRouter } from './routes/admin-crud';
import { adminUploadRouter } from './routes/admin-upload';
import { healthRouter } from './routes/health';
import { portfolioListCache } from './routes/portfolio-cache';
import { publicRouter } from './routes/public';
import { contactJson, portfolioJson } from './routes/serializers';
import { seedDemoContent } from './seed/demo-content';
import { sessionMiddleware } from './sessions/middleware';
import { purgeExpiredSessions } from './sessions/store';
import { responseCache } from './static/response-cache';
import { serveAdmin, serveSite, serveUploads } from './static/serve';

export interface AppOptions {
  /** Time source for session lifetimes and rate limits (tests move it forward). */
  clock?: Clock;
}

export interface App {
  koa: Koa;
  config: Config;
  sequelize: Sequelize;
  models: Models;
  log: Logger;
  /** Closes the database; call after the HTTP server has stopped. */
  close(): Promise<void>;
}

const JSON_LIMIT = '100kb';

/**
 * Builds the whole server — database (migrated), first admin, demo content, middleware and routes —
 * without listening, so tests can serve it on port 0.
 */
export async function createApp(
  config: Config,
  log: Logger = pino({ level: config.logLevel }),
  { clock = systemClock }: AppOptions = {},
): Promise<App> {
  // No SQL logging: statements carry session ids and other secrets inline.
  const sequelize = await connectDatabase(config.databaseUrl);
  const models = defineModels(sequelize);
  // Instances started together on one PostgreSQL take turns here (db/connect.ts).
  await withStartupLock(sequelize, async () => {
    await migrate(sequelize);
    if (config.adminEmail && config.adminPassword) {
      const result = await upsertAdmin(models, config.adminEmail, config.adminPassword);
      log.info({ email: config.adminEmail, result }, 'admin account from ADMIN_EMAIL');
    }
    if (config.seedDemo) await seedDemoContent(models, config.uploadsDir, log);
  });
  await purgeExpiredSessions(models);

  const koa = new Koa({ proxy: config.trustProxy, keys: [config.sessionSecret] });
  // Errors are answered by errorHandler and logged there; Koa's own printing would log them twice.
  koa.silent = true;
  // One process on SQLite keeps its counters in memory; PostgreSQL instances share them in the database.
  const longestWindow = Math.max(config.limits.loginWindowMs, config.limits.contactRateWindowMs);
  const counter =
    sequelize.getDialect() === 'sqlite'
      ? new MemoryRateCounter(clock, longestWindow)
      : new DatabaseRateCounter(models, clock);
  await counter.purgeOlderThan(longestWindow);
  const deps = {
    config,
    models,
    log,
    clock,
    loginThrottle: new LoginThrottle(counter, config.limits, clock),
    contactGuard: new ContactGuard(counter, config.limits, clock),
  };
  const https = config.publicBaseUrl.startsWith('https:');
  // The public gallery list is cached in memory per language, and whole public GET responses for a
  // second (static/response-cache.ts); admin portfolio changes drop both.
  const portfolioList = portfolioListCache(models);
  const responses = responseCache(log);
  const koaCallback = koa.callback.bind(koa);
  koa.callback = () => responses.wrap(koaCallback());

  koa.use(securityHeaders);
  koa.use(errorHandler(log));
  koa.use(requestLog(log));
  koa.use(healthRouter(sequelize).routes());
  koa.use(serveUploads(config));
  koa.use(serveAdmin(config));
  koa.use(serveSite(config));
  koa.use(csrfProtection(config.publicBaseUrl));
  koa.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: JSON_LIMIT,
      onError: (err) => {
        const tooLarge = (err as { status?: number }).status === 413;
        throw new AppError(tooLarge ? 413 : 400, tooLarge ? 'bodyTooLarge' : 'malformedJson');
      },
    }),
  );
  // The public calls need no session: they come before the session middleware, which would
  // otherwise make a session object (and a random id) for every anonymous request.
  const publicRoutes = publicRouter(deps, portfolioList);
  koa.use(publicRoutes.routes());
  koa.use(publicRoutes.allowedMethods({ throw: true }));
  koa.use(sessionMiddleware(koa, models, { https, limits: config.limits, clock }));
  koa.use(methodOverride);
  for (const router of [
    adminAuthRouter(deps),
    adminCrudRouter({
      path: '/contacts.php',
      model: models.Contact,
      schema: adminContactSchema,
      toJson: contactJson,
      scope: { spam: 0 },
    }),
    adminCrudRouter({
      path: '/portfolio.php',
      model: models.PortfolioItemModel,
      schema: portfolioItemSchema,
      toJson: portfolioJson,
      onChange: () => {
        portfolioList.invalidate();
        responses.invalidate();
      },
    }),
    adminUploadRouter(deps),
  ]) {
    koa.use(router.routes());
    koa.use(router.allowedMethods({ throw: true }));
  }
  // What no route answered is a JSON 404 (the site middleware turns page paths into the 404 page).
  koa.use(async (ctx) => {
    if (ctx.path.startsWith('/backend/') || ctx.path.startsWith('/uploads/')) throw notFound();
  });

  return {
    koa,
    config,
    sequelize,
    models,
    log,
    close: () => sequelize.close(),
  };
}
