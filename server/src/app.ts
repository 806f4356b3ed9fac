import type { RequestListener } from 'node:http';
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { AuditLog } from './audit/audit-log';
import type { PasswordHasher } from './auth/password';
import type { BackupScheduler } from './backup/schedule';
import type { CustomerNotifier } from './bookings/customer-notifier';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Models } from './db/models';
import type { ReadConnection } from './db/read-connection';
import { mountedRoutes, type MountedRoute } from './http/contract-routes';
import { createLogger } from './http/logger';
import { DEFAULT_RETRY, type EmailNotifier, type RetrySchedule } from './notify/email-notifier';
import type { RateLimitStore } from './security/rate-limits';
import { signInShedding } from './security/sign-in-shedding';
import type { StaffSessions } from './sessions/staff-sessions';
import { startBackgroundWork } from './app/background-work';
import { createKoa, useMiddleware } from './app/middleware';
import { liveStream } from './app/live-stream';
import { hearOtherInstances } from './app/other-instances';
import { closeServices, startServices } from './app/services';

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
  /** How often each instance looks for bookings of tomorrow to remind (5 min). */
  reminderCheckMs?: number;
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
  /** Tells the customers of bookings where they stand (e-mail, WhatsApp), and the day before. */
  customerNotifier: CustomerNotifier;
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
    reminderCheckMs = 5 * 60_000,
  }: AppOptions = {},
): Promise<App> {
  const services = await startServices(config, log, {
    clock,
    eventsHeartbeatMs,
    emailPollMs,
    emailRetry,
    backupCheckMs,
    reminderCheckMs,
  });
  const { koa, signer } = createKoa(config, services.sessionSecret, log);
  const live = liveStream(services, eventsHeartbeatMs);
  const stopHearing = hearOtherInstances(services);
  const { passwords, loginThrottle } = services;
  const shedding = signInShedding({ passwords, loginThrottle, signer, https: config.https, log });
  const routers = useMiddleware(koa, services, live.router);
  const stopBackgroundWork = await startBackgroundWork(services, reminderCheckMs);

  return {
    koa,
    handler: () => shedding.wrap(koa.callback()),
    config,
    sequelize: services.sequelize,
    models: services.models,
    reads: services.reads,
    rateLimits: services.rateLimits,
    passwords: services.passwords,
    log,
    audit: services.audit,
    staffSessions: services.staffSessions,
    emailNotifier: services.emailNotifier,
    customerNotifier: services.customerNotifier,
    backups: services.backups,
    routes: () => mountedRoutes(routers),
    endStreams: live.closeAll,
    openStreams: live.openStreams,
    close: async () => {
      shedding.stop();
      stopHearing();
      stopBackgroundWork();
      live.closeAll();
      await closeServices(services);
    },
  };
}
