/**
 * What the desktop app's preload exposes to the admin renderer as `window.desktop` (named functions
 * only). In the browser `window.desktop` is undefined.
 */
import type { Language, Urgency } from './constants';

/**
 * The verdict of a server check or save. `url` is the address the server really answers from
 * (after redirects), the one that is or would be stored; `plainHttp` marks a refusal that the
 * person may override with `allowPlainHttp`.
 */
export type DesktopResult = { ok: true; url?: string } | { ok: false; error: string; url?: string; plainHttp?: true };

export interface ServerUrlOptions {
  /** "I understand": keep a plain http:// address outside the local network (stored with it). */
  allowPlainHttp?: boolean;
}

/** A new message as the admin's live stream announced it (`contact.created` and its event number). */
export interface NewContactReport {
  /** The event's `id:` on the stream: the app announces each number once. */
  eventId: string;
  id: number;
  name: string;
  service: string;
  urgency: Urgency;
}

export interface DesktopApi {
  /** The configured server URL, or null before the first run's setup. */
  getServerUrl(): Promise<string | null>;
  /**
   * Validates (http(s), reachable, answers me.php, https unless local or allowed), and stores it
   * when it is the address the server really answers from; switching from another server is first
   * confirmed in a dialog of the app, then the old server is signed out of and its cookies cleared.
   */
  setServerUrl(url: string, options?: ServerUrlOptions): Promise<DesktopResult>;
  /** Validates a URL without storing it; on success `url` is the address that would be stored. */
  testServer(url: string, options?: ServerUrlOptions): Promise<DesktopResult>;
  appVersion(): Promise<string>;
  /** A new message arrived: the app shows a native notification (unless staff turned them off). */
  reportNewContact(report: NewContactReport): Promise<void>;
  /** The inbox's unread count, shown as the app's badge. */
  reportUnreadCount(count: number): Promise<void>;
  /**
   * The language the admin is shown in ('ar' or 'en'): the app stores it and rebuilds its menu and
   * window title in it at once (no restart). The admin calls it after sign-in and on every switch.
   */
  setLanguage(language: Language): Promise<void>;
}

declare global {
  interface Window {
    desktop?: DesktopApi;
  }
}
