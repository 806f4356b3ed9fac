import type { WebContents } from 'electron';
import type { Language } from '@shared/constants';
import type { DesktopResult, ServerUrlOptions } from '@shared/desktop-api';
import type { IpcHandlers } from './ipc';
import { MESSAGES } from './messages';
import type { Badge } from './notify/badge';
import type { ContactNotifier } from './notify/contact-notifier';
import { normalizeServerUrl, validateServerUrl, type FetchLike } from './server-url';
import type { Settings } from './settings';

/** The check of a typed address answers fast: the setup page waits for it. */
export const SERVER_CHECK_TIMEOUT_MS = 5000;

export interface DesktopApiDeps {
  settings: Settings;
  /**
   * GET WITHOUT cookies that answers a redirect as it is (`redirect: 'manual'`), for probing a
   * server that is not trusted yet: the probe follows the hops itself, only to the health path.
   */
  probeFetch: FetchLike;
  appVersion: string;
  /**
   * Asks the person, in a dialog of the main process the page cannot answer for, whether to leave
   * `from` for `to`; resolves true only on their yes.
   */
  confirmServerChange: (sender: WebContents, from: string, to: string) => Promise<boolean>;
  /** Ends the session on the old server (its cookies are still in the jar); never throws. */
  signOut: (serverUrl: string) => Promise<void>;
  /** Called after a new server was stored: the window starts over on its sign-in screen. */
  onServerChanged: (sender: WebContents) => void;
  /** Announces the new messages the admin's live stream reports. */
  notifier: ContactNotifier;
  /** Shows the unread count the admin reports. */
  badge: Badge;
  /** The person's language was stored: rebuild the menu and the window title in it. */
  onLanguageChanged: (language: Language) => void;
}

/** The main-process side of window.desktop (shared/desktop-api.ts). */
export function createDesktopApiHandlers({
  settings,
  probeFetch,
  appVersion,
  confirmServerChange,
  signOut,
  onServerChanged,
  notifier,
  badge,
  onLanguageChanged,
}: DesktopApiDeps): IpcHandlers {
  /** "I understand" given now, or given before for the very address stored (the offline page's retry). */
  const plainHttpAllowed = (input: string, options: ServerUrlOptions = {}) => {
    const stored = settings.getServerUrl();
    const typed = normalizeServerUrl(input);
    return options.allowPlainHttp === true || (stored !== null && typed.ok && typed.url === stored);
  };
  const check = (input: string, allowPlainHttp: boolean) =>
    validateServerUrl(input, probeFetch, { allowPlainHttp, timeoutMs: SERVER_CHECK_TIMEOUT_MS });
  return {
    getServerUrl: () => settings.getServerUrl(),
    async setServerUrl({ sender }, input, options): Promise<DesktopResult> {
      const allowed = plainHttpAllowed(input, options);
      const result = await check(input, allowed);
      if (!result.ok) return result;
      // What is stored is where the server really is: the person sees that address before it is kept.
      if (result.url !== result.typed) return { ok: false, error: MESSAGES.redirected(result.url), url: result.url };
      const previous = settings.getServerUrl();
      if (previous && previous !== result.url) {
        if (!(await confirmServerChange(sender, previous, result.url))) {
          return { ok: false, error: MESSAGES.changeCancelled };
        }
        await signOut(previous);
      }
      await settings.setServerUrl(result.url, { allowPlainHttp: allowed });
      onServerChanged(sender);
      return { ok: true };
    },
    async testServer(_context, input, options): Promise<DesktopResult> {
      // Only the verdict and the address it was given for go back to the page, never the server's answer.
      const result = await check(input, plainHttpAllowed(input, options));
      return result.ok ? { ok: true, url: result.url } : result;
    },
    appVersion: () => appVersion,
    reportNewContact(_context, report) {
      notifier.announce(report);
    },
    reportUnreadCount(_context, count) {
      badge.show(count);
    },
    setLanguage(_context, language) {
      // Called after every sign-in too: only a real change rebuilds anything.
      if (settings.getLanguage() === language) return;
      settings.setLanguage(language);
      onLanguageChanged(language);
    },
  };
}
