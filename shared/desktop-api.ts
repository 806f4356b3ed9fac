/**
 * What the desktop app's preload exposes to the admin renderer as `window.desktop` (named functions
 * only). In the browser `window.desktop` is undefined.
 */
export type DesktopResult = { ok: true } | { ok: false; error: string };

export interface DesktopApi {
  /** The configured server URL, or null before the first run's setup. */
  getServerUrl(): Promise<string | null>;
  /** Validates (http(s), reachable, answers me.php), stores it and clears the old server's cookies. */
  setServerUrl(url: string): Promise<DesktopResult>;
  /** Validates a URL without storing it. */
  testServer(url: string): Promise<DesktopResult>;
  appVersion(): Promise<string>;
}

declare global {
  interface Window {
    desktop?: DesktopApi;
  }
}
