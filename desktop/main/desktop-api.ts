import type { WebContents } from 'electron';
import type { IpcHandlers } from './ipc';
import { validateServerUrl, type FetchLike } from './server-url';
import type { Settings } from './settings';

export interface DesktopApiDeps {
  settings: Settings;
  /** fetch WITHOUT cookies, for probing a server that is not trusted yet. */
  probeFetch: FetchLike;
  appVersion: string;
  /** Called after a new server was stored: the window starts over on its sign-in screen. */
  onServerChanged: (sender: WebContents) => void;
}

/** The main-process side of window.desktop (shared/desktop-api.ts). */
export function createDesktopApiHandlers({
  settings,
  probeFetch,
  appVersion,
  onServerChanged,
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
  };
}
