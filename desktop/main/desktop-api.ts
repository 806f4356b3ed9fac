import type { WebContents } from 'electron';
import type { IpcHandlers } from './ipc';
import type { Badge } from './notify/badge';
import type { ContactNotifier } from './notify/contact-notifier';
import { validateServerUrl, type FetchLike } from './server-url';
import type { Settings } from './settings';

export interface DesktopApiDeps {
  settings: Settings;
  /** fetch WITHOUT cookies, for probing a server that is not trusted yet. */
  probeFetch: FetchLike;
  appVersion: string;
  /** Called after a new server was stored: the window starts over on its sign-in screen. */
  onServerChanged: (sender: WebContents) => void;
  /** Announces the new messages the admin's live stream reports. */
  notifier: ContactNotifier;
  /** Shows the unread count the admin reports. */
  badge: Badge;
}

/** The main-process side of window.desktop (shared/desktop-api.ts). */
export function createDesktopApiHandlers({
  settings,
  probeFetch,
  appVersion,
  onServerChanged,
  notifier,
  badge,
}: DesktopApiDeps): IpcHandlers {
  return {
    getServerUrl: () => settings.getServerUrl(),
    async setServerUrl({ sender }, input) {
      const result = await validateServerUrl(input, probeFetch);
      if (!result.ok) return result;
      await settings.setServerUrl(result.url);
      onServerChanged(sender);
      return { ok: true };
    },
    async testServer(_context, input) {
      const result = await validateServerUrl(input, probeFetch);
      return result.ok ? { ok: true } : result;
    },
    appVersion: () => appVersion,
    reportNewContact(_context, report) {
      notifier.announce(report);
    },
    reportUnreadCount(_context, count) {
      badge.show(count);
    },
  };
}
