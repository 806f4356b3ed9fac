import type { Logger } from 'pino';
import type { AuditLog } from '../audit/audit-log';
import type { PasswordHasher } from '../auth/password';
import type { SecondFactors } from '../auth/second-factor/second-factors';
import type { Config } from '../config';
import type { ContentStore } from '../publishing/content-store';
import type { SitePublisher } from '../publishing/site-publisher';
import type { Models } from '../db/models';
import type { EventHub } from '../events/event-hub';
import type { CustomerNotifier } from '../bookings/customer-notifier';
import type { EmailNotifier } from '../notify/email-notifier';
import type { EmailSettingsStore } from '../notify/email-settings-store';
import type { ContactGuard } from '../security/contact-guard';
import type { LoginThrottle } from '../security/login-throttle';
import type { Clock } from '../clock';
import type { StaffSessions } from '../sessions/staff-sessions';
import type { BackupScheduler } from '../backup/schedule';
import type { UploadStorage } from '../uploads/storage';
import type { PortfolioChanged } from '../portfolio/after-change';
import type { PortfolioListCache } from '../portfolio/list-cache';

/**
 * The running app's services, as the routers see them. Each router takes only what it uses,
 * `export type XDeps = Pick<RouteDeps, 'models' | 'audit' | …>` beside `export function xRouter(deps:
 * XDeps): Router`, so its type says what it may touch; routes/admin.ts hands them out.
 */
export interface RouteDeps {
  config: Config;
  models: Models;
  log: Logger;
  clock: Clock;
  loginThrottle: LoginThrottle;
  /** Password hashing on its own worker threads, with bounded admission (auth/password.ts). */
  passwords: PasswordHasher;
  contactGuard: ContactGuard;
  /** The live stream's event log (admin screens and the desktop app hear of changes at once). */
  events: EventHub;
  /** Who did what (server/src/audit). */
  audit: AuditLog;
  staffSessions: StaffSessions;
  /** Staff's second factor: authenticator apps, recovery codes, trusted devices, the policy (auth/second-factor/). */
  secondFactors: SecondFactors;
  /** The site's content: drafts, versions (publishing/content-store.ts). */
  content: ContentStore;
  /** Renders and serves the published content's pages (publishing/site-publisher.ts). */
  publisher: SitePublisher;
  /** The office's e-mail about new messages (it sends nothing while e-mail is off). */
  emailNotifier: EmailNotifier;
  /** What the customers of bookings are told, by e-mail and WhatsApp (bookings/customer-notifier.ts). */
  customerNotifier: CustomerNotifier;
  /** How that e-mail is sent: the server's variables, else the owner's settings (notify/email-settings-store.ts). */
  emailSettings: EmailSettingsStore;
  /** The automatic backups (backup/schedule.ts). */
  backups: BackupScheduler;
  /** Uploaded images and their variants: DATA_DIR/uploads, or STORAGE_URL's bucket (uploads/storage.ts). */
  uploads: UploadStorage;
  /** The public gallery's list, cached per language (portfolio/list-cache.ts). */
  portfolioList: PortfolioListCache;
  /** What follows a change of the portfolio: its pages, caches and the other instances (portfolio/after-change.ts). */
  portfolioChanged: PortfolioChanged;
}
