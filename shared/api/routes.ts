import type { AuditEntry } from '../schemas/audit';
import type { AdminBooking, BookingSettings } from '../schemas/bookings';
import type { LoginResponse, MeResponse } from '../schemas/auth';
import type { LoginMfaRequired, MfaPolicy, RecoveryCodes, TotpSetup } from '../schemas/second-factor';
import type { Passkey, PasskeyCreationOptions, PasskeyRegistered, PasskeyRequestOptions } from '../schemas/passkeys';
import type { ContactMessage } from '../schemas/contact';
import type { ContentPreview, ContentState, ContentVersion } from '../schemas/content';
import type { CustomerDetail, CustomerSummary } from '../schemas/customers';
import type { Visit } from '../schemas/visits';
import type { ReportAnswer } from '../schemas/reports';
import type { ContactNote, ContactStats } from '../schemas/messages';
import type { NotificationStatus } from '../schemas/notifications';
import type { BackupStatus } from '../schemas/backups';
import type { DemoDataRemoved, DemoDataStatus } from '../schemas/demo-data';
import type { GoLiveChecklist } from '../schemas/go-live';
import type { OpenApiDocument } from '../schemas/openapi';
import type { Paged } from '../schemas/paging';
import type { PortfolioItem } from '../schemas/portfolio';
import type { AccountInfo, SessionItem, StaffMember } from '../schemas/staff';
import { PUBLIC_ROUTES } from './public-routes';
import { admin, del, get, post, pub, put, type Route } from './route';
import { EVERYONE, MANAGERS, OWNER } from './role-names';

export { ADMIN_PREFIX, PUBLIC_PREFIX, type Route } from './route';

/** Every admin call may answer 401 (no session) and 403 (cross-site, password change pending). */
const SIGNED_IN = [401, 403] as const;

/**
 * Every call of the API, the one table the server and every screen share: its method, path, the
 * type of its answer, the error statuses it may answer with (always `{ error }` in the request's
 * language) and, for a signed-in call, the roles that may make it (role-names.ts says what each
 * role is for; roles.ts reads them for the server's guard and the screens). No schemas here, so
 * the admin, the site and the desktop app take their paths from it at almost no cost in JavaScript;
 * the schemas that check each call's query and body are joined to it in contract.ts, for the server. `server/test/api-contract.test.ts` fails when a route
 * is mounted that is not here, or an entry here has no route.
 */
export const ROUTES = {
  // The public site's calls.
  ...PUBLIC_ROUTES,
  // WhatsApp Business's webhook (when the owner set it up; 404 otherwise): the set-up handshake
  // (403: not the verify token) and the status updates of the messages sent (401: not signed with
  // the app's secret).
  whatsappWebhookVerify: get<string>(pub('whatsapp-webhook.php'), [400, 403, 404], { kind: 'text' }),
  whatsappWebhook: post<{ ok: true }>(pub('whatsapp-webhook.php'), [400, 401, 404, 413]),
  // This table described for machines (OpenAPI 3.1), for whoever integrates with the API.
  openapi: get<OpenApiDocument>(pub('openapi.json'), []),
  // Signing in and out (no session needed).
  // A right password answers the session, or `{mfa_required, methods}` and no session when the
  // person has a second factor: login-mfa.php then takes the code (or a passkey's answer to the
  // challenge its `?action=passkey` gives) and answers as login.php would.
  login: post<LoginResponse | LoginMfaRequired>(admin('login.php'), [400, 401, 403, 429, 503]),
  loginMfa: post<LoginResponse | PasskeyRequestOptions>(admin('login-mfa.php'), [400, 401, 403, 409, 429]),
  me: get<MeResponse>(admin('me.php'), []),
  logout: post<{ ok: true }>(admin('logout.php'), [403]),
  // Messages (the specification's contacts calls): everyone answers them; managers delete and export them.
  contacts: get<Paged<ContactMessage>>(admin('contacts.php'), [...SIGNED_IN, 400], { roles: EVERYONE }),
  contactCreate: post<{ item: ContactMessage }>(admin('contacts.php'), [...SIGNED_IN, 400], {
    roles: EVERYONE,
    status: 201,
  }),
  contactUpdate: put<{ item: ContactMessage }>(admin('contacts.php'), [...SIGNED_IN, 400, 404], { roles: EVERYONE }),
  contactDelete: del<{ ok: true }>(admin('contacts.php'), [...SIGNED_IN, 400, 404], { roles: MANAGERS }),
  contact: get<{ item: ContactMessage }>(admin('contact.php'), [...SIGNED_IN, 400, 404], { roles: EVERYONE }),
  contactStatus: post<{ item: ContactMessage }>(admin('contact-status.php'), [...SIGNED_IN, 400, 404], {
    roles: EVERYONE,
  }),
  contactNotes: get<{ items: ContactNote[] }>(admin('contact-notes.php'), [...SIGNED_IN, 400, 404], {
    roles: EVERYONE,
  }),
  contactNoteAdd: post<{ item: ContactNote }>(admin('contact-notes.php'), [...SIGNED_IN, 400, 404], {
    roles: EVERYONE,
    status: 201,
  }),
  contactsExport: get<string>(admin('contacts-export.php'), [...SIGNED_IN, 400], { kind: 'csv', roles: MANAGERS }),
  contactStats: get<ContactStats>(admin('contact-stats.php'), [...SIGNED_IN], { roles: EVERYONE }),
  events: get<string>(admin('events.php'), [...SIGNED_IN], { kind: 'event-stream', roles: EVERYONE }),
  // Customers: the messages of one phone number. One customer is customer.php?id=N, as one
  // message is contact.php?id=N (each method and path is one call, whose roles the guard reads).
  // Everyone reads them; merging and splitting (which move messages) are for managers.
  customers: get<Paged<CustomerSummary>>(admin('customers.php'), [...SIGNED_IN, 400], { roles: EVERYONE }),
  customer: get<{ item: CustomerDetail }>(admin('customer.php'), [...SIGNED_IN, 400, 404], { roles: EVERYONE }),
  customerMerge: post<{ item: CustomerDetail }>(admin('customer-merge.php'), [...SIGNED_IN, 400, 404], {
    roles: MANAGERS,
  }),
  customerSplit: post<{ item: CustomerDetail }>(admin('customer-split.php'), [...SIGNED_IN, 400, 404], {
    roles: MANAGERS,
    status: 201,
  }),
  // Visits (the visits screen). 409: the team has another visit then (the answer lists them).
  // Everyone schedules them and moves them along; managers delete one.
  visits: get<Paged<Visit>>(admin('visits.php'), [...SIGNED_IN, 400], { roles: EVERYONE }),
  visitCreate: post<{ item: Visit }>(admin('visits.php'), [...SIGNED_IN, 400, 404, 409], {
    roles: EVERYONE,
    status: 201,
  }),
  visitUpdate: put<{ item: Visit }>(admin('visits.php'), [...SIGNED_IN, 400, 404, 409], { roles: EVERYONE }),
  visitDelete: del<{ ok: true }>(admin('visits.php'), [...SIGNED_IN, 400, 404], { roles: MANAGERS }),
  // Bookings: their settings (teams, hours, lengths: managers), and answering one from its message's
  // panel (everyone, as with visits). 409: the window is not free then, or the booking is past that step.
  bookingSettings: get<BookingSettings>(admin('booking-settings.php'), [...SIGNED_IN], { roles: MANAGERS }),
  bookingSettingsSave: post<BookingSettings>(admin('booking-settings.php'), [...SIGNED_IN, 400], { roles: MANAGERS }),
  contactBooking: get<{ item: AdminBooking | null }>(admin('contact-booking.php'), [...SIGNED_IN, 400], {
    roles: EVERYONE,
  }),
  bookingConfirm: post<{ item: AdminBooking }>(admin('booking-confirm.php'), [...SIGNED_IN, 400, 404, 409], {
    roles: EVERYONE,
  }),
  bookingPropose: post<{ item: AdminBooking }>(admin('booking-propose.php'), [...SIGNED_IN, 400, 404, 409], {
    roles: EVERYONE,
  }),
  bookingDecline: post<{ item: AdminBooking }>(admin('booking-decline.php'), [...SIGNED_IN, 400, 404, 409], {
    roles: EVERYONE,
  }),
  // Reports: one tab's figures for a period, as JSON or as a CSV file. They carry the office's
  // revenue: every tab, and its CSV, is for managers.
  reports: get<ReportAnswer>(admin('reports.php'), [...SIGNED_IN, 400], { roles: MANAGERS }),
  reportsExport: get<string>(admin('reports-export.php'), [...SIGNED_IN, 400], { kind: 'csv', roles: MANAGERS }),
  // The portfolio: everyone sees it, managers change it.
  portfolio: get<Paged<PortfolioItem>>(admin('portfolio.php'), [...SIGNED_IN, 400], { roles: EVERYONE }),
  portfolioCreate: post<{ item: PortfolioItem }>(admin('portfolio.php'), [...SIGNED_IN, 400], {
    roles: MANAGERS,
    status: 201,
  }),
  portfolioUpdate: put<{ item: PortfolioItem }>(admin('portfolio.php'), [...SIGNED_IN, 400, 404], { roles: MANAGERS }),
  portfolioDelete: del<{ ok: true }>(admin('portfolio.php'), [...SIGNED_IN, 400, 404], { roles: MANAGERS }),
  upload: post<{ url: string }>(admin('upload.php'), [...SIGNED_IN, 400, 413], { roles: MANAGERS, status: 201 }),
  // Each person's own account and sessions; the staff (the owner's), the audit log and the settings.
  account: get<AccountInfo>(admin('account.php'), [...SIGNED_IN], { roles: EVERYONE }),
  accountUpdate: post<AccountInfo>(admin('account.php'), [...SIGNED_IN, 400], { roles: EVERYONE }),
  accountPassword: post<{ ok: true }>(admin('account-password.php'), [...SIGNED_IN, 400, 429, 503], {
    roles: EVERYONE,
  }),
  sessions: get<{ items: SessionItem[] }>(admin('sessions.php'), [...SIGNED_IN], { roles: EVERYONE }),
  sessionsEnd: del<{ ok: true; ended: number }>(admin('sessions.php'), [...SIGNED_IN, 400, 404], { roles: EVERYONE }),
  // One's own authenticator app: start linking it (the key), then `?action=confirm` with a code (the
  // recovery codes); `_method=DELETE` with a code turns it off. Everyone may have one.
  mfaTotp: post<TotpSetup | RecoveryCodes>(admin('mfa-totp.php'), [...SIGNED_IN, 400, 409, 429], { roles: EVERYONE }),
  mfaTotpDelete: del<{ ok: true }>(admin('mfa-totp.php'), [...SIGNED_IN, 400, 409, 429], { roles: EVERYONE }),
  // One's own passkeys: the list; start registering one, then `?action=confirm` with its name and
  // the browser's answer; rename one; remove one (not the last second factor the policy requires).
  passkeys: get<{ items: Passkey[] }>(admin('passkeys.php'), [...SIGNED_IN], { roles: EVERYONE }),
  passkeyRegister: post<PasskeyCreationOptions | PasskeyRegistered>(admin('passkeys.php'), [...SIGNED_IN, 400, 409], {
    roles: EVERYONE,
  }),
  passkeyRename: put<{ item: Passkey }>(admin('passkeys.php'), [...SIGNED_IN, 400, 404], { roles: EVERYONE }),
  passkeyDelete: del<{ ok: true }>(admin('passkeys.php'), [...SIGNED_IN, 400, 404, 409], { roles: EVERYONE }),
  // Whether owners and managers must have a second factor (the owner's policy), and an owner's reset
  // of a colleague's second factor (a lost phone).
  mfaPolicy: get<MfaPolicy>(admin('mfa-policy.php'), [...SIGNED_IN], { roles: OWNER }),
  mfaPolicyUpdate: post<MfaPolicy>(admin('mfa-policy.php'), [...SIGNED_IN, 400], { roles: OWNER }),
  staffMfaReset: del<{ ok: true; sessionsEnded: number }>(admin('staff-mfa.php'), [...SIGNED_IN, 400, 404], {
    roles: OWNER,
  }),
  staff: get<Paged<StaffMember>>(admin('staff.php'), [...SIGNED_IN, 400], { roles: OWNER }),
  staffCreate: post<{ item: StaffMember }>(admin('staff.php'), [...SIGNED_IN, 400, 409], { roles: OWNER, status: 201 }),
  staffUpdate: put<{ item: StaffMember }>(admin('staff.php'), [...SIGNED_IN, 400, 404, 409], { roles: OWNER }),
  audit: get<Paged<AuditEntry>>(admin('audit.php'), [...SIGNED_IN, 400], { roles: MANAGERS }),
  auditExport: get<string>(admin('audit-export.php'), [...SIGNED_IN, 400], { kind: 'csv', roles: OWNER }),
  notifications: get<NotificationStatus>(admin('notifications.php'), [...SIGNED_IN], { roles: OWNER }),
  notificationSettings: post<NotificationStatus>(admin('notification-settings.php'), [...SIGNED_IN, 400, 409], {
    roles: OWNER,
  }),
  notificationSettingsClear: del<NotificationStatus>(admin('notification-settings.php'), [...SIGNED_IN, 409], {
    roles: OWNER,
  }),
  notificationTest: post<{ ok: true; to: string[] }>(admin('notification-test.php'), [...SIGNED_IN, 400, 502], {
    roles: OWNER,
  }),
  // The server's automatic backups: the last, the next, where they go.
  backups: get<BackupStatus>(admin('backups.php'), [...SIGNED_IN], { roles: OWNER }),
  // The demo's rows (SEED_DEMO): everyone sees the banner that counts them; an owner removes them.
  demoData: get<DemoDataStatus>(admin('demo-data.php'), [...SIGNED_IN], { roles: EVERYONE }),
  demoDataRemove: del<DemoDataRemoved>(admin('demo-data.php'), [...SIGNED_IN], { roles: OWNER }),
  // What the company must settle before going live, read from the server's state (owners).
  goLive: get<GoLiveChecklist>(admin('go-live.php'), [...SIGNED_IN], { roles: OWNER }),
  // The site's content: drafts, publishing and its versions. Everyone reads it, managers change and
  // publish it.
  content: get<ContentState>(admin('content.php'), [...SIGNED_IN, 400], { roles: EVERYONE }),
  contentSave: post<{ version: number; draft: ContentState['draft'] }>(admin('content.php'), [...SIGNED_IN, 400, 409], {
    roles: MANAGERS,
  }),
  contentPublish: post<{ version: number }>(admin('content-publish.php'), [...SIGNED_IN, 400, 500], {
    roles: MANAGERS,
  }),
  contentVersions: get<{ items: ContentVersion[] }>(admin('content-versions.php'), [...SIGNED_IN], { roles: EVERYONE }),
  contentRestore: post<{ version: number }>(admin('content-restore.php'), [...SIGNED_IN, 400, 404, 500], {
    roles: MANAGERS,
  }),
  contentPreview: get<ContentPreview>(admin('content-preview.php'), [...SIGNED_IN, 400, 404, 500], { roles: EVERYONE }),
} as const;

export type RouteName = keyof typeof ROUTES;

/** The answer of a call. */
export type AnswerOf<N extends RouteName> = NonNullable<(typeof ROUTES)[N]['answer']>;

/** A call's path below its router's prefix (`/backend/admin/me.php` → `/me.php`), for the server's routers. */
export function routePath(call: Route, prefix: string): string {
  if (!call.path.startsWith(`${prefix}/`)) throw new Error(`${call.path} is not under ${prefix}`);
  return call.path.slice(prefix.length);
}
