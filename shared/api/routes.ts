import type { AuditEntry } from '../schemas/audit';
import type { LoginResponse, MeResponse } from '../schemas/auth';
import type { ContactMessage } from '../schemas/contact';
import type { ContactNote, ContactStats } from '../schemas/leads';
import type { NotificationStatus } from '../schemas/notifications';
import type { Paged } from '../schemas/paging';
import type { PortfolioItem, PublicPortfolioItem } from '../schemas/portfolio';
import type { AccountInfo, SessionItem, StaffMember } from '../schemas/staff';

/**
 * Every call of the API, the one table the server and every screen share: its method, path, the
 * type of its answer and the error statuses it may answer with (always `{ error }` in the
 * request's language). Imports no code (only types), so the admin, the site and the desktop app
 * take their paths from here at no cost in JavaScript; the schemas that check each call's query and
 * body are joined to it in contract.ts, for the server. `server/test/api-contract.test.ts` fails when
 * a route is mounted that is not here, or an entry here has no route.
 *
 * Updates and deletes are sent as `POST ?_method=PUT|DELETE` (the original API's form); the table
 * names the method the server routes them by.
 */
export interface Route<Answer = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** JSON, or text: a CSV file, an event stream. */
  kind: 'json' | 'csv' | 'event-stream';
  /** Statuses other than 2xx it may answer with. */
  errors: readonly number[];
  /** Never set: carries the answer's type. */
  readonly answer?: Answer;
}

export const PUBLIC_PREFIX = '/backend';
export const ADMIN_PREFIX = '/backend/admin';
const pub = (file: string) => `${PUBLIC_PREFIX}/${file}`;
const admin = (file: string) => `${ADMIN_PREFIX}/${file}`;

const route =
  <M extends Route['method']>(method: M) =>
  <Answer>(path: string, errors: readonly number[], kind: Route['kind'] = 'json') =>
    ({ method, path, kind, errors }) as Route<Answer> & { method: M };
const get = route('GET');
const post = route('POST');
const put = route('PUT');
const del = route('DELETE');

/** Every admin call may answer 401 (no session) and 403 (cross-site, password change pending). */
const SIGNED_IN = [401, 403] as const;

export const ROUTES = {
  // The public site's calls.
  portfolioList: get<PublicPortfolioItem[]>(pub('portfolio.php'), [400]),
  contactSubmit: post<{ ok: true; id: number }>(pub('contact_submit.php'), [400, 403, 413, 429]),
  health: get<{ ok: boolean; error?: string }>('/healthz', [503]),
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
} as const;

export type RouteName = keyof typeof ROUTES;

/** The answer of a call. */
export type AnswerOf<N extends RouteName> = NonNullable<(typeof ROUTES)[N]['answer']>;

/** A call's path below its router's prefix (`/backend/admin/me.php` → `/me.php`), for the server's routers. */
export function routePath(call: Route, prefix: string): string {
  if (!call.path.startsWith(`${prefix}/`)) throw new Error(`${call.path} is not under ${prefix}`);
  return call.path.slice(prefix.length);
}
