import { shell, type WebContents } from 'electron';
import { isAppUrl } from '../common/app-origin';

/**
 * Links that may leave the app, to the system browser or dialer: https pages (wa.me chats
 * included), tel: and mailto:. Everything else (http, file, javascript, custom schemes) stays shut.
 */
export function isAllowedExternalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return Boolean(parsed.hostname) && !parsed.username && !parsed.password;
  if (parsed.protocol === 'tel:') return /^\+?[0-9\-() ]{3,20}$/.test(decodeURIComponent(parsed.pathname));
  if (parsed.protocol === 'mailto:') return parsed.pathname.includes('@');
  return false;
}

/** Opens an allowed external URL in the system browser; returns whether it did. */
export function openExternalIfAllowed(url: string): boolean {
  if (!isAllowedExternalUrl(url)) return false;
  void shell.openExternal(url).catch(() => undefined);
  return true;
}

/**
 * Locks a window's contents to app://desktop: no new windows (allowed links go to the system
 * browser instead), no navigation or redirect elsewhere, no <webview>.
 */
export function applyNavigationPolicy(contents: WebContents): void {
  contents.setWindowOpenHandler(({ url }) => {
    openExternalIfAllowed(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    openExternalIfAllowed(event.url);
  });
  // Sub-frames (none are expected: the CSP allows no frames) may not navigate away either.
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame && !isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
