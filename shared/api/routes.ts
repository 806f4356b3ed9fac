import type { AuditEntry } from '../schemas/audit';
import type { LoginResponse, MeResponse } from '../schemas/auth';
import type { ContactMessage } from '../schemas/contact';
import type { ContentPreview, ContentState, ContentVersion } from '../schemas/content';
import type { CustomerDetail, CustomerSummary } from '../schemas/customers';
import type { Visit } from '../schemas/visits';
import type { ReportAnswer } from '../schemas/reports';
import type { ContactNote, ContactStats } from '../schemas/leads';
import type { NotificationStatus } from '../schemas/notifications';
import type { BackupStatus } from '../schemas/backups';
import type { Paged } from '../schemas/paging';
import type { PortfolioItem } from '../schemas/portfolio';
import type { AccountInfo, SessionItem, StaffMember } from '../schemas/staff';
import { PUBLIC_ROUTES } from './public-routes';
import { admin, del, get, post, put, type Route } from './route';

export { ADMIN_PREFIX, PUBLIC_PREFIX, type Route } from './route';

/** Every admin call may answer 401 (no session) and 403 (cross-site, password change pending). */
const SIGNED_IN = [401, 403] as const;

/**
 * Every call of the API, the one table the server and every screen share: its method, path, the
 * type of its answer and the error statuses it may answer with (always `{ error }` in the
 * request's language). No schemas here, so the admin, the site and the desktop app take their paths
 * from it at almost no cost in JavaScript; the schemas that check each call's query and body are
 * joined to it in contract.ts, for the server. `server/test/api-contract.test.ts` fails when a route
 * is mounted that is not here, or an entry here has no route.
 */
export const ROUTES = {
  // The public site's calls.
  ...PUBLIC_ROUTES,
  // Signing in and out (no session needed).
  login: post<LoginResponse>(admin('login.php'), [400, 401, 403, 429, 503]),
  me: get<MeResponse>(admin('me.php'), []),
  logout: post<{ ok: true }>(admin('logout.php'), [403]),
  // The lead desk.
  contacts: get<Paged<ContactMessage>>(admin('contacts.php'), [...SIGNED_IN, 400]),
  contactCreate: post<{ item: ContactMessage }>(admin('contacts.php'), [...SIGNED_IN, 400]),
  contactUpdate: put<{ item: ContactMessage }>(admin('contacts.php'), [...SIGNED_IN, 400, 404]),
  contactDelete: del<{ ok: true }>(admin('contacts.php'), [...SIGNED_IN, 400, 404]),
  contact: get<{ item: ContactMessage }>(admin('contact.php'), [...SIGNED_IN, 400, 404]),
  contactStatus: post<{ item: ContactMessage }>(admin('contact-status.php'), [...SIGNED_IN, 400, 404]),
  contactNotes: get<{ items: ContactNote[] }>(admin('contact-notes.php'), [...SIGNED_IN, 400, 404]),
  contactNoteAdd: post<{ item: ContactNote }>(admin('contact-notes.php'), [...SIGNED_IN, 400, 404]),
  contactsExport: get<string>(admin('contacts-export.php'), [...SIGNED_IN, 400], 'csv'),
  contactStats: get<ContactStats>(admin('contact-stats.php'), [...SIGNED_IN]),
  events: get<string>(admin('events.php'), [...SIGNED_IN], 'event-stream'),
  // Customers: the messages of one phone number. One customer is customer.php?id=N, as one
  // message is contact.php?id=N (each method and path is one call, whose roles the guard reads).
  customers: get<Paged<CustomerSummary>>(admin('customers.php'), [...SIGNED_IN, 400]),
  customer: get<{ item: CustomerDetail }>(admin('customer.php'), [...SIGNED_IN, 400, 404]),
  customerMerge: post<{ item: CustomerDetail }>(admin('customer-merge.php'), [...SIGNED_IN, 400, 404]),
  customerSplit: post<{ item: CustomerDetail }>(admin('customer-split.php'), [...SIGNED_IN, 400, 404]),
  // Visits (the bookings screen). 409: the team has another visit then (the answer lists them).
  visits: get<Paged<Visit>>(admin('visits.php'), [...SIGNED_IN, 400]),
  visitCreate: post<{ item: Visit }>(admin('visits.php'), [...SIGNED_IN, 400, 404, 409]),
  visitUpdate: put<{ item: Visit }>(admin('visits.php'), [...SIGNED_IN, 400, 404, 409]),
  visitDelete: del<{ ok: true }>(admin('visits.php'), [...SIGNED_IN, 400, 404]),
  // Reports: one tab's figures for a period, as JSON or as a CSV file.
  reports: get<ReportAnswer>(admin('reports.php'), [...SIGNED_IN, 400]),
  reportsExport: get<string>(admin('reports-export.php'), [...SIGNED_IN, 400], 'csv'),
  // The portfolio.
  portfolio: get<Paged<PortfolioItem>>(admin('portfolio.php'), [...SIGNED_IN, 400]),
  portfolioCreate: post<{ item: PortfolioItem }>(admin('portfolio.php'), [...SIGNED_IN, 400]),
  portfolioUpdate: put<{ item: PortfolioItem }>(admin('portfolio.php'), [...SIGNED_IN, 400, 404]),
  portfolioDelete: del<{ ok: true }>(admin('portfolio.php'), [...SIGNED_IN, 400, 404]),
  upload: post<{ url: string }>(admin('upload.php'), [...SIGNED_IN, 400, 413]),
  // Each person's account, the staff and the audit log.
  account: get<AccountInfo>(admin('account.php'), [...SIGNED_IN]),
  accountUpdate: post<AccountInfo>(admin('account.php'), [...SIGNED_IN, 400]),
  accountPassword: post<{ ok: true }>(admin('account-password.php'), [...SIGNED_IN, 400, 429, 503]),
  sessions: get<{ items: SessionItem[] }>(admin('sessions.php'), [...SIGNED_IN]),
  sessionsEnd: del<{ ok: true; ended: number }>(admin('sessions.php'), [...SIGNED_IN, 400, 404]),
  staff: get<Paged<StaffMember>>(admin('staff.php'), [...SIGNED_IN, 400]),
  staffCreate: post<{ item: StaffMember }>(admin('staff.php'), [...SIGNED_IN, 400, 409]),
  staffUpdate: put<{ item: StaffMember }>(admin('staff.php'), [...SIGNED_IN, 400, 404, 409]),
  audit: get<Paged<AuditEntry>>(admin('audit.php'), [...SIGNED_IN, 400]),
  auditExport: get<string>(admin('audit-export.php'), [...SIGNED_IN, 400], 'csv'),
  notifications: get<NotificationStatus>(admin('notifications.php'), [...SIGNED_IN]),
  notificationSettings: post<NotificationStatus>(admin('notification-settings.php'), [...SIGNED_IN, 400, 409]),
  notificationSettingsClear: del<NotificationStatus>(admin('notification-settings.php'), [...SIGNED_IN, 409]),
  notificationTest: post<{ ok: true; to: string[] }>(admin('notification-test.php'), [...SIGNED_IN, 400, 502]),
  // The server's automatic backups: the last, the next, where they go.
  backups: get<BackupStatus>(admin('backups.php'), [...SIGNED_IN]),
  // The site's content: drafts, publishing and its versions.
  content: get<ContentState>(admin('content.php'), [...SIGNED_IN, 400]),
  contentSave: post<{ version: number; draft: ContentState['draft'] }>(admin('content.php'), [...SIGNED_IN, 400, 409]),
  contentPublish: post<{ version: number }>(admin('content-publish.php'), [...SIGNED_IN, 400, 500]),
  contentVersions: get<{ items: ContentVersion[] }>(admin('content-versions.php'), [...SIGNED_IN]),
  contentRestore: post<{ version: number }>(admin('content-restore.php'), [...SIGNED_IN, 400, 404, 500]),
  contentPreview: get<ContentPreview>(admin('content-preview.php'), [...SIGNED_IN, 400, 404, 500]),
} as const;

export type RouteName = keyof typeof ROUTES;

/** The answer of a call. */
export type AnswerOf<N extends RouteName> = NonNullable<(typeof ROUTES)[N]['answer']>;

/** A call's path below its router's prefix (`/backend/admin/me.php` → `/me.php`), for the server's routers. */
export function routePath(call: Route, prefix: string): string {
  if (!call.path.startsWith(`${prefix}/`)) throw new Error(`${call.path} is not under ${prefix}`);
  return call.path.slice(prefix.length);
}
