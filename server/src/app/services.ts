import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { AppOptions } from '../app';
import { AuditLog } from '../audit/audit-log';
import { PasswordHasher } from '../auth/password';
import { SecondFactors } from '../auth/second-factor/second-factors';
import type { Config } from '../config';
import { prepareDataDir } from '../data-dir';
import { refuseMovedSqlite } from '../db/moved-sqlite';
import { openReadConnection, type ReadConnection } from '../db/read-connection';
import { EventHub } from '../events/event-hub';
import { afterPortfolioChange } from '../portfolio/after-change';
import { portfolioListCache } from '../portfolio/list-cache';
import { ContentStore } from '../publishing/content-store';
import type { RouteDeps } from '../routes/context';
import { ContactGuard } from '../security/contact-guard';
import { LoginThrottle } from '../security/login-throttle';
import { loadPagePolicies, type PagePolicies } from '../security/page-policies';
import { openRateLimitStore, type RateLimitStore } from '../security/rate-limits';
import { StaffSessions } from '../sessions/staff-sessions';
import { responseCache, type ResponseCache } from '../static/response-cache';
import { openUploadStorage } from '../uploads/open-storage';
import { CustomerNotifier } from '../bookings/customer-notifier';
import { automaticBackups } from './backups';
import { openDatabase, prepareDatabase } from './database';
import { logOfficeEmail, officeEmail } from './office-email';
import { startPublisher } from './publishing';

/** Every long-lived part of the server: what the routers use, and what only the app holds. */
export interface Services extends RouteDeps {
  sequelize: Sequelize;
  /** The read connection sessions are read through (db/read-connection.ts). */
  reads: ReadConnection;
  /** The counters of the contact form's limit and of sign-in throttling. */
  rateLimits: RateLimitStore;
  /** The session cookie's key: SESSION_SECRET, else the one generated in DATA_DIR. */
  sessionSecret: string;
  /** Each page's CSP, computed by the build (server/src/site/csp-manifest.ts). */
  pagePolicies: PagePolicies;
  /** Whole public GET answers, kept for a second (static/response-cache.ts). */
  responses: ResponseCache;
}

/**
 * Makes every service in the order each needs the others, the database migrated and seeded first;
 * the work on timers starts after them (background-work.ts), but the outbox's poll.
 */
export async function startServices(config: Config, log: Logger, timing: Required<AppOptions>): Promise<Services> {
  const { clock } = timing;
  // A SQLite file npm run db:move has moved is not served: its data is in PostgreSQL now.
  refuseMovedSqlite(config.databaseUrl);
  // Each page's CSP, computed by the build (server/src/site/csp-manifest.ts), read once, before any work.
  const pagePolicies = loadPagePolicies(config.siteDir);
  if (pagePolicies.missing) log.warn(pagePolicies.missing);
  const sessionSecret = prepareDataDir(config);
  // DATA_DIR/uploads, or the bucket of STORAGE_URL (shared by every instance).
  const uploads = openUploadStorage(config);
  log.info({ where: uploads.where }, `uploads in ${config.storage ? 'the bucket of STORAGE_URL' : 'DATA_DIR/uploads'}`);
  const { sequelize, models } = await openDatabase(config);
  const audit = new AuditLog(sequelize, clock, log);
  const passwords = new PasswordHasher(config.passwordHashing);
  const content = new ContentStore(sequelize, clock);
  await prepareDatabase({ config, log, clock, sequelize, models, passwords, audit, content, uploads });

  const reads = await openReadConnection(sequelize, config.databaseUrl);
  const rateLimits = await openRateLimitStore(sequelize, config.dataDir);
  const events = await EventHub.start(sequelize, config.databaseUrl, log);
  // The public gallery list is cached in memory per language, and whole public GET responses for a
  // second; portfolio changes drop both.
  const portfolioList = portfolioListCache(models, undefined, uploads);
  const publisher = await startPublisher(config, content, portfolioList, log);
  const email = await officeEmail({
    config,
    sequelize,
    models,
    clock,
    log,
    sessionSecret,
    publisher,
    pollMs: timing.emailPollMs,
    retry: timing.emailRetry,
  });
  const backups = automaticBackups({
    config,
    sequelize,
    clock,
    log,
    sessionSecret,
    emailSettings: email.emailSettings,
    publisher,
    checkMs: timing.backupCheckMs,
  });
  logOfficeEmail(email.emailSettings, log);
  // The customers of bookings: e-mail with the office's settings, WhatsApp when the owner set it up.
  const customerNotifier = new CustomerNotifier({
    sequelize,
    clock,
    log,
    publicBaseUrl: config.publicBaseUrl,
    emailSettings: () => email.emailSettings.current(),
    companyName: (lang) => publisher.content().company.shortName[lang],
    whatsapp: config.whatsapp,
    pollMs: timing.emailPollMs,
    retry: timing.emailRetry,
  });
  log.info(`WhatsApp Business messages to customers ${config.whatsapp ? 'on' : 'off'}`);
  // Ended sessions and changed roles reach the open live streams of every instance at once.
  const staffSessions = new StaffSessions(models, config.limits, clock, audit, (adminId) =>
    events.accountChanged(adminId),
  );
  const responses = responseCache();
  publisher.onChange(() => responses.invalidate());
  return {
    config,
    log,
    clock,
    sequelize,
    models,
    reads,
    rateLimits,
    sessionSecret,
    pagePolicies,
    uploads,
    audit,
    passwords,
    content,
    events,
    publisher,
    ...email,
    customerNotifier,
    backups,
    staffSessions,
    secondFactors: new SecondFactors(sequelize, models, clock, config, sessionSecret, rateLimits),
    loginThrottle: new LoginThrottle(rateLimits, config.limits),
    contactGuard: new ContactGuard(rateLimits, config.limits),
    responses,
    portfolioList,
    portfolioChanged: afterPortfolioChange({ models, uploads, portfolioList, publisher, responses, events, log }),
  };
}

/** Closes what startServices opened, after the HTTP server and the timers have stopped. */
export async function closeServices(s: Services): Promise<void> {
  // Before the database closes: a backup in progress is stopped and recorded.
  await s.backups.close();
  await s.emailNotifier.close();
  await s.customerNotifier.close();
  await s.events.close();
  await s.audit.flush();
  await s.rateLimits.close();
  await s.reads.close();
  await s.sequelize.close();
  await s.passwords.close();
  await s.publisher.close();
  s.uploads.close();
}
