/**
 * Where the desktop app serves its pages. The admin build keeps the base `/admin/` (and router
 * basename `/admin`) it has in the browser, so it is served at app://desktop/admin/… and the very
 * same files work unchanged; the desktop's own setup and offline pages live beside it.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'desktop';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export const ADMIN_BASE = '/admin/';
export const SETUP_PATH = '/setup/';
export const OFFLINE_PATH = '/offline/';
export const LOADING_PATH = '/loading/';
export const CRASHED_PATH = '/crashed/';

export const APP_URLS = {
  admin: `${APP_ORIGIN}${ADMIN_BASE}`,
  setup: `${APP_ORIGIN}${SETUP_PATH}`,
  offline: `${APP_ORIGIN}${OFFLINE_PATH}`,
  /** Shown the moment the window opens, while the server is checked. */
  loading: `${APP_ORIGIN}${LOADING_PATH}`,
  /** Shown when the page keeps crashing (more than three times a minute). */
  crashed: `${APP_ORIGIN}${CRASHED_PATH}`,
} as const;

/** True for URLs of our own scheme and host (the only pages the window may show). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** The admin's contacts screen opened on one message (what a notification's click shows). */
export function contactUrl(id: number): string {
  return `${APP_URLS.admin}contacts?id=${id}`;
}
