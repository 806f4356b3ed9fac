import axios from 'axios';

/**
 * The one HTTP client of the admin. It only ever calls relative /backend/* URLs with credentials,
 * so the same build works in the browser (same origin) and in the desktop app, whose app://
 * protocol forwards /backend/* and /uploads/* to the configured server.
 */
export const api = axios.create({
  baseURL: '',
  withCredentials: true,
  timeout: 30_000,
  // The server answers errors in the language asked for: lib/i18n.ts sets the admin's language here.
  headers: { 'Accept-Language': 'ar', Accept: 'application/json' },
});

/** Paths of the API. */
export const API_PATHS = {
  login: '/backend/admin/login.php',
  me: '/backend/admin/me.php',
  logout: '/backend/admin/logout.php',
  contacts: '/backend/admin/contacts.php',
  portfolio: '/backend/admin/portfolio.php',
  upload: '/backend/admin/upload.php',
  // The lead desk's calls (additions to the original ones above).
  contactStatus: '/backend/admin/contact-status.php',
  contactNotes: '/backend/admin/contact-notes.php',
  contactsExport: '/backend/admin/contacts-export.php',
  contactStats: '/backend/admin/contact-stats.php',
  events: '/backend/admin/events.php',
  // Staff accounts and the audit log.
  account: '/backend/admin/account.php',
  accountPassword: '/backend/admin/account-password.php',
  sessions: '/backend/admin/sessions.php',
  staff: '/backend/admin/staff.php',
  audit: '/backend/admin/audit.php',
  auditExport: '/backend/admin/audit-export.php',
  contact: '/backend/admin/contact.php',
  notifications: '/backend/admin/notifications.php',
} as const;

/** The calls of signing in and out themselves (the others need a session). */
export const SIGN_IN_PATHS: string[] = [API_PATHS.login, API_PATHS.me, API_PATHS.logout];
let sessionCalls = new AbortController();

/**
 * Signing out ends the data calls still in flight and refuses new ones without sending them, until
 * the next sign-in: none of them is then answered 401 or reported to the person as a failure.
 */
export function endSessionCalls(): void {
  sessionCalls.abort();
}

/** A new sign-in: data calls go out again. */
export function startSessionCalls(): void {
  if (sessionCalls.signal.aborted) sessionCalls = new AbortController();
}

api.interceptors.request.use((config) => {
  if (!config.signal && !SIGN_IN_PATHS.some((p) => config.url?.startsWith(p))) config.signal = sessionCalls.signal;
  return config;
});
