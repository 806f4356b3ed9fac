import { bodyParser } from '@koa/bodyparser';
import type { RequestListener } from 'node:http';
import { ADMIN_PREFIX, API, PUBLIC_PREFIX } from '@shared/api/contract';
import Koa from 'koa';
import conditionalGet from 'koa-conditional-get';
import etag from '@koa/etag';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { AuditLog } from './audit/audit-log';
import { startAuditRetention } from './audit/retention';
import { upsertAdmin } from './auth/admins';
import { BackupScheduler, backupSecrets } from './backup/schedule';
import { PasswordHasher } from './auth/password';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { prepareDataDir } from './data-dir';
import { connectDatabase, withStartupLock } from './db/connect';
import { migrate } from './db/migrate';
import { defineModels, type Models } from './db/models';
import { refuseMovedSqlite } from './db/moved-sqlite';
import { openReadConnection, type ReadConnection } from './db/read-connection';
import { mountedRoutes, type MountedRoute } from './http/contract-routes';
import { errorHandler } from './http/error-handler';
import { createLogger } from './http/logger';
import { AppError, notFound } from './http/errors';
import { methodOverride } from './http/method-override';
import { requestLog } from './http/request-log';
import { ContactGuard } from './security/contact-guard';
import { csrfProtection } from './security/csrf';
import { signInShedding } from './security/sign-in-shedding';
import { securityHeaders } from './security/headers';
import { LoginThrottle } from './security/login-throttle';
import { loadPagePolicies } from './security/page-policies';
import { hasSampleDetails } from '@shared/company';
import type { Language } from '@shared/constants';
import type { PublicPortfolioItem } from '@shared/schemas/portfolio';
import { ContentStore } from './publishing/content-store';
import { SitePublisher } from './publishing/site-publisher';
import { openRateLimitStore, type RateLimitStore } from './security/rate-limits';
import { startSpamRetention } from './messages/spam-retention';
import { EventHub } from './events/event-hub';
import { eventsRouter } from './events/events-router';
import { DEFAULT_RETRY, EmailNotifier, type RetrySchedule } from './notify/email-notifier';
import { EmailSettingsStore } from './notify/email-settings-store';
import { sendBackupFailureEmail } from './notify/backup-email';
import { adminRouter } from './routes/admin';
import { healthRouter } from './routes/health';
import { portfolioListCache } from './portfolio/list-cache';
import { publicRouter } from './routes/public';
import { openApiRouter } from './routes/openapi';
import { demoWasRemoved } from './demo/demo-data';
import { seedDemoContent } from './demo/demo-content';
import { seedDemoOffice } from './demo/demo-office';
import { cookieSigner } from './sessions/cookie-signer';
import { sessionCookieName, sessionMiddleware } from './sessions/middleware';
import { StaffSessions } from './sessions/staff-sessions';
import { responseCache } from './static/response-cache';
import { serveAdmin, serveSite, serveUploads } from './static/serve';
import { openUploadStorage } from './uploads/open-storage';
import { deleteVariants } from './uploads/variants';

export interface AppOptions {
  /** Time source for session lifetimes and rate limits (tests move it forward). */
  clock?: Clock;
  /** How often a live stream sends its heartbeat and checks its session (25 s). */
  eventsHeartbeatMs?: number;
  /** How often the office's e-mail outbox looks for rows due again (15 s). */
  emailPollMs?: number;
  /** Delays between attempts of a failed e-mail (30 s doubling, at most 15 min). */
  emailRetry?: RetrySchedule;
  /** How often each instance asks whether an automatic backup is due (60 s). */
  backupCheckMs?: number;
}

export interface App {
  koa: Koa;
  /**
   * The request handler an HTTP server runs: Koa's (the response cache is one of its middleware),
   * behind the sign-in flood's fast refusal (security/sign-in-shedding.ts).
   */
  handler(): RequestListener;
  config: Config;
  sequelize: Sequelize;
  models: Models;
  /** The read connection sessions are read through (db/read-connection.ts). */
  reads: ReadConnection;
  /** The counters of the contact form's limit and of sign-in throttling. */
  rateLimits: RateLimitStore;
  log: Logger;
  /** Password hashing on its own worker threads (auth/password.ts). */
  passwords: PasswordHasher;
  /** The audit log (tests flush what the public form queued before reading it). */
  audit: AuditLog;
  staffSessions: StaffSessions;
  /** Sends the office's e-mail about new messages; null when it is not configured. */
  emailNotifier: EmailNotifier;
  /** The automatic backups (backup/schedule.ts). */
  backups: BackupScheduler;
  /** Ends the open live streams (they never end by themselves): call before stopping the HTTP server. */
  endStreams(): void;
  openStreams(): number;
  /** Every route the routers mount (method and path), for the contract test (shared/api/contract.ts). */
  routes(): MountedRoute[];
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
  log: Logger = createLogger(config.logLevel),
  {
    clock = systemClock,
    eventsHeartbeatMs = 25_000,
    emailPollMs = 15_000,
    emailRetry = DEFAULT_RETRY,
    backupCheckMs = 60_000,
  }: AppOptions = {},
): Promise<App> {
  // A SQLite file npm run db:move has moved is not served: its data is in PostgreSQL now.
  refuseMovedSqlite(config.databaseUrl);
  // Each page's CSP, computed by the build (server/src/site/csp-manifest.ts), read once, before any work.
  const pagePolicies = loadPagePolicies(config.siteDir);
  if (pagePolicies.missing) log.warn(pagePolicies.missing);
  const sessionSecret = prepareDataDir(config);
  // DATA_DIR/uploads, or the bucket of STORAGE_URL (shared by every instance).
  const uploads = openUploadStorage(config);
  log.info({ where: uploads.where }, `uploads in ${config.storage ? 'the bucket of STORAGE_URL' : 'DATA_DIR/uploads'}`);
  // No SQL logging: statements carry session ids and other secrets inline.
  const sequelize = await connectDatabase(config.databaseUrl);
  const models = defineModels(sequelize);
  const audit = new AuditLog(sequelize, clock, log);
  const passwords = new PasswordHasher(config.passwordHashing);
  const content = new ContentStore(sequelize, clock);
  // Instances started together on one PostgreSQL take turns here (db/connect.ts).
  await withStartupLock(sequelize, async () => {
    await migrate(sequelize);
    if (config.adminEmail && config.adminPassword) {
      const name = config.adminName ? { value: config.adminName, onlyIfNone: true } : undefined;
      const result = await upsertAdmin(models, passwords, config.adminEmail, config.adminPassword, audit, name);
      log.info({ email: config.adminEmail, result }, 'admin account from ADMIN_EMAIL');
    }
    // Outside production by default (config.ts); never again once an owner has removed the demo.
    if (config.seedDemo && !(await demoWasRemoved(sequelize))) {
      await seedDemoContent(models, uploads, log);
      await seedDemoOffice(models, clock.now(), log);
    }
    await content.seed();
  });

  const reads = await openReadConnection(sequelize, config.databaseUrl);
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
  const rateLimits = await openRateLimitStore(sequelize, config.dataDir);
  const events = await EventHub.start(sequelize, config.databaseUrl, log);
  // The public gallery list is cached in memory per language, and whole public GET responses for a
  // second (static/response-cache.ts); admin portfolio changes drop both.
  const portfolioList = portfolioListCache(models, undefined, uploads);
  const publicPortfolio = async (lang: Language) =>
    JSON.parse((await portfolioList.get(lang)).body.toString()) as PublicPortfolioItem[];
  // The pages with the published content and the portfolio, rendered before the first request when
  // they are not the build's; a publish or a portfolio change on another instance arrives as a live
  // event and is rendered here too.
  const publisher = new SitePublisher(config, content, log, async () => ({
    ar: await publicPortfolio('ar'),
    en: await publicPortfolio('en'),
  }));
  await publisher.showPublished();
  // The office's e-mail: the server's variables, else what an owner set in the settings screen.
  const emailSettings = new EmailSettingsStore(sequelize, config.notifyEmail, sessionSecret);
  await emailSettings.load();
  const emailNotifier = new EmailNotifier({
    // The office's e-mail is signed with the company's published name.
    senderName: () => publisher.content().company.shortName.ar,
    settings: () => emailSettings.current(),
    publicBaseUrl: config.publicBaseUrl,
    sequelize,
    models,
    clock,
    log,
    pollMs: emailPollMs,
    retry: emailRetry,
  });
  // Automatic backups; a failure is e-mailed to the office, in both languages.
  const backups = new BackupScheduler({
    config: config.backup,
    target: config,
    sequelize,
    clock,
    log,
    checkMs: backupCheckMs,
    secrets: backupSecrets(config.databaseUrl, sessionSecret),
    notifyFailure: (failure) =>
      sendBackupFailureEmail(failure, {
        settings: emailSettings.current(),
        company: publisher.content().company.shortName.ar,
        publicBaseUrl: config.publicBaseUrl,
        log,
      }),
  });
  const emailOn = emailSettings.current();
  log.info(
    { recipients: emailOn?.to.length ?? 0, source: emailSettings.view().source },
    `e-mail to the office ${emailOn ? 'on' : 'off'}`,
  );
  const live = eventsRouter({
    hub: events,
    models,
    reads,
    limits: config.limits,
    clock,
    cookieName: sessionCookieName(config.https),
    heartbeatMs: eventsHeartbeatMs,
  });
  // Ended sessions and changed roles reach the open live streams of every instance at once.
  const staffSessions = new StaffSessions(models, config.limits, clock, audit, (adminId) =>
    events.accountChanged(adminId),
  );
  const stopSessionSweep = await staffSessions.start(log);
  const loginThrottle = new LoginThrottle(rateLimits, config.limits);
  // Settings an owner saved on another instance are read again here.
  const stopHearingSettings = events.subscribe((event) => {
    if (event.type !== 'settings.changed') return;
    emailSettings
      .load()
      .then(() => emailNotifier.sendDue())
      .catch((err: unknown) => log.error({ err }, 'reading the e-mail settings failed'));
  });
  const stopHearingPublishes = events.subscribe((event) => {
    if (event.type === 'content.published')
      publisher.showPublished().catch((err: unknown) => log.error({ err }, 'rendering the published content failed'));
    if (event.type === 'portfolio.changed') {
      portfolioList.invalidate();
      publisher.showPortfolio().catch((err: unknown) => log.error({ err }, 'rendering the portfolio pages failed'));
    }
  });
  const shedding = signInShedding({ passwords, loginThrottle, signer, https: config.https, log });
  const deps = {
    config,
    models,
    log,
    clock,
    loginThrottle,
    passwords,
    contactGuard: new ContactGuard(rateLimits, config.limits),
    events,
    emailNotifier,
    emailSettings,
    audit,
    staffSessions,
    content,
    publisher,
    backups,
    uploads,
  };
  const responses = responseCache();
  publisher.onChange(() => responses.invalidate());

  koa.use(requestLog(log));
  koa.use(responses.middleware);
  koa.use(securityHeaders(config.https));
  koa.use(errorHandler());
  koa.use(conditionalGet());
  // Admin data is no-store (never kept, so never revalidated): no ETag to compute, which would
  // serialize every admin answer twice.
  const etags = etag();
  koa.use((ctx, next) => (ctx.path.startsWith(`${ADMIN_PREFIX}/`) ? next() : etags(ctx, next)));
  const health = healthRouter(sequelize, () => hasSampleDetails(publisher.content().company));
  koa.use(health.routes());
  koa.use(serveUploads(uploads));
  koa.use(serveAdmin(config));
  koa.use(serveSite(config, pagePolicies, () => publisher.root()));
  koa.use(csrfProtection(config.publicBaseUrl));
  const onBodyError = (err: unknown) => {
    const tooLarge = (err as { status?: number }).status === 413;
    throw new AppError(tooLarge ? 413 : 400, tooLarge ? 'bodyTooLarge' : 'malformedJson');
  };
  const jsonBodies = bodyParser({ enableTypes: ['json'], jsonLimit: JSON_LIMIT, onError: onBodyError });
  // Only the public contact call also takes a form's native post (the site's form before or without
  // its scripts); every other call reads JSON alone.
  const formBodies = bodyParser({ enableTypes: ['form'], formLimit: JSON_LIMIT, onError: onBodyError });
  koa.use((ctx, next) =>
    ctx.path === API.contactSubmit.path && ctx.request.is('urlencoded') ? formBodies(ctx, next) : jsonBodies(ctx, next),
  );
  // The public calls need no session: they come before the session middleware, which would
  // otherwise make a session object (and a random id) for every anonymous request.
  const publicRoutes = publicRouter(deps, portfolioList);
  koa.use(publicRoutes.routes());
  koa.use(publicRoutes.allowedMethods({ throw: true }));
  const openApi = openApiRouter();
  koa.use(openApi.routes());
  koa.use(openApi.allowedMethods({ throw: true }));
  koa.use(sessionMiddleware(koa, models, { https: config.https, limits: config.limits, clock, reads, staffSessions }));
  koa.use(methodOverride);
  const admin = adminRouter(deps, {
    live: live.router,
    portfolioChanged: async (goneImages) => {
      // An image no item shows any more loses its variants (they exist only for the pages).
      for (const image of new Set(goneImages)) {
        if ((await models.PortfolioItemModel.count({ where: { image } })) === 0) await deleteVariants(uploads, image);
      }
      portfolioList.invalidate();
      // The save answers once the site's pages show it (they carry the gallery in their HTML).
      await publisher
        .showPortfolio()
        .catch((err: unknown) => log.error({ err }, 'rendering the portfolio pages failed'));
      responses.invalidate();
      await events.record('portfolio.changed', {});
    },
  });
  koa.use(admin.routes());
  koa.use(admin.allowedMethods({ throw: true }));
  // What no route answered is a JSON 404 (the site middleware turns page paths into the 404 page).
  koa.use(async (ctx) => {
    if (ctx.path.startsWith(`${PUBLIC_PREFIX}/`) || ctx.path.startsWith('/uploads/')) throw notFound();
  });

  const stopSpamRetention = await startSpamRetention(sequelize, config.spamRetentionDays, clock, log, audit);
  const stopAuditRetention = await startAuditRetention(sequelize, config.auditRetentionDays, clock, log);
  // What was left waiting before a restart goes out now.
  void emailNotifier.sendDue();
  backups.start();
  log.info(
    config.backup.where
      ? { where: config.backup.where, everyHours: config.backup.everyHours, keep: config.backup.keep }
      : {},
    `automatic backups ${config.backup.where ? 'on' : 'off'}`,
  );

  return {
    koa,
    handler: () => shedding.wrap(koa.callback()),
    config,
    sequelize,
    models,
    reads,
    rateLimits,
    passwords,
    log,
    audit,
    staffSessions,
    emailNotifier,
    backups,
    routes: () => mountedRoutes([health, publicRoutes, openApi, admin]),
    endStreams: live.closeAll,
    openStreams: live.openStreams,
    close: async () => {
      shedding.stop();
      stopHearingPublishes();
      stopHearingSettings();
      stopSpamRetention();
      stopAuditRetention();
      stopSessionSweep();
      live.closeAll();
      // Before the database closes: a backup in progress is stopped and recorded.
      await backups.close();
      await emailNotifier.close();
      await events.close();
      await audit.flush();
      await rateLimits.close();
      await reads.close();
      await sequelize.close();
      await passwords.close();
      await publisher.close();
      uploads.close();
    },
  };
}
