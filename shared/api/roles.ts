import type { LiveEventType } from './events';
import type { PUBLIC_ROUTES } from './public-routes';
import type { RouteName } from './routes';

/**
 * Who may do what in the admin: one table of call → the roles allowed to make it. The server's
 * guarded admin router refuses a call whose role is not listed (and any call not in the table: deny
 * by default); the screens read the same table to show only what a person can use.
 *
 * - owner: everything, including staff accounts and their roles, the settings, the backups and the audit log's export.
 * - manager: the lead desk with export and delete, merging and splitting customers, deleting visits, the reports
 *   (revenue included), the portfolio, the site's content and publishing, reading the audit log.
 * - agent: the lead desk without delete and export, visits without delete, no reports; customers, the
 *   portfolio and the content read-only.
 */
export const ROLES = ['owner', 'manager', 'agent'] as const;
export type Role = (typeof ROLES)[number];
/** A colleague added without a role is an agent: the least they need to answer messages. */
export const DEFAULT_ROLE: Role = 'agent';

const EVERYONE: readonly Role[] = ROLES;
const MANAGERS: readonly Role[] = ['owner', 'manager'];
const OWNER: readonly Role[] = ['owner'];

/** Signing in, the session check and signing out: made before there is a session (and so a role). */
export const NO_SESSION_CALLS = ['login', 'me', 'logout'] as const;
export type GuardedCall = Exclude<RouteName, keyof typeof PUBLIC_ROUTES | (typeof NO_SESSION_CALLS)[number]>;

export const CALL_ROLES: Record<GuardedCall, readonly Role[]> = {
  // The lead desk.
  contacts: EVERYONE,
  contact: EVERYONE,
  contactCreate: EVERYONE,
  contactUpdate: EVERYONE,
  contactStatus: EVERYONE,
  contactNotes: EVERYONE,
  contactNoteAdd: EVERYONE,
  contactStats: EVERYONE,
  contactDelete: MANAGERS,
  contactsExport: MANAGERS,
  events: EVERYONE,
  // Customers: everyone reads them; merging and splitting (which move messages) are for managers.
  customers: EVERYONE,
  customer: EVERYONE,
  customerMerge: MANAGERS,
  customerSplit: MANAGERS,
  // Visits: everyone schedules and moves them along; managers delete one.
  visits: EVERYONE,
  visitCreate: EVERYONE,
  visitUpdate: EVERYONE,
  visitDelete: MANAGERS,
  // Reports carry the office's revenue: the whole call (every tab, and its CSV) is for managers.
  reports: MANAGERS,
  reportsExport: MANAGERS,
  // The portfolio: everyone sees it, managers change it.
  portfolio: EVERYONE,
  portfolioCreate: MANAGERS,
  portfolioUpdate: MANAGERS,
  portfolioDelete: MANAGERS,
  upload: MANAGERS,
  // Each person's own account and sessions.
  account: EVERYONE,
  accountUpdate: EVERYONE,
  accountPassword: EVERYONE,
  sessions: EVERYONE,
  sessionsEnd: EVERYONE,
  // The staff, the audit log and the settings.
  staff: OWNER,
  staffCreate: OWNER,
  staffUpdate: OWNER,
  audit: MANAGERS,
  auditExport: OWNER,
  notifications: OWNER,
  notificationSettings: OWNER,
  notificationSettingsClear: OWNER,
  notificationTest: OWNER,
  backups: OWNER,
  // The site's content: everyone reads it, managers change and publish it.
  content: EVERYONE,
  contentVersions: EVERYONE,
  contentPreview: EVERYONE,
  contentSave: MANAGERS,
  contentPublish: MANAGERS,
  contentRestore: MANAGERS,
};

/** Whether a person of `role` may make `call` (false for a call the table does not list). */
export function mayCall(role: Role | undefined, call: string): boolean {
  if (!role || !Object.hasOwn(CALL_ROLES, call)) return false;
  return CALL_ROLES[call as GuardedCall].includes(role);
}

/** Each live event goes to those who may make the call that reads what it tells. */
export const EVENT_READ_BY: Record<LiveEventType, GuardedCall> = {
  'contact.created': 'contacts',
  'contact.updated': 'contacts',
  'contact.deleted': 'contacts',
  'visit.created': 'visits',
  'visit.updated': 'visits',
  'visit.deleted': 'visits',
  'portfolio.changed': 'portfolio',
  'content.published': 'content',
  'staff.changed': 'staff',
  'settings.changed': 'notifications',
};

export const mayReadEvent = (role: Role | undefined, type: LiveEventType) => mayCall(role, EVENT_READ_BY[type]);

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
