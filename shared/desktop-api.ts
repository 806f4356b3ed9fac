/**
 * What the desktop app's preload exposes to the admin renderer as `window.desktop` (named functions
 * only). In the browser `window.desktop` is undefined.
 */
import type { Urgency } from './constants';

export type DesktopResult = { ok: true } | { ok: false; error: string };

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
  /** Validates (http(s), reachable, answers me.php), stores it and clears the old server's cookies. */
  setServerUrl(url: string): Promise<DesktopResult>;
  /** Validates a URL without storing it. */
  testServer(url: string): Promise<DesktopResult>;
  appVersion(): Promise<string>;
  /** A new message arrived: the app shows a native notification (unless staff turned them off). */
  reportNewContact(report: NewContactReport): Promise<void>;
  /** The inbox's unread count, shown as the app's badge. */
  reportUnreadCount(count: number): Promise<void>;
}

declare global {
  interface Window {
    desktop?: DesktopApi;
  }
}
