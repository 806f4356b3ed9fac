import { screen } from 'electron';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import { needsPlainHttpConsent } from './plain-http';
import { normalizeServerUrl } from './server-url';
import type { CookieJar } from './serve/types';

export interface WindowBounds {
  x: number;
  y: number;
  width: number;
  height: number;
  maximized: boolean;
}

/** How a new message is announced: a notification with sound, a silent one, or none. */
export const NOTIFICATION_MODES = ['sound', 'silent', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

export interface SettingsData {
  serverUrl: string | null;
  /** The plain http:// address outside the local network the person said "I understand" for. */
  plainHttpAcceptedFor: string | null;
  windowBounds: WindowBounds | null;
  notifications: NotificationMode;
  /** The language the person chose in the admin: the menu, window title and dialogs follow it. */
  language: Language;
}

/** What settings need of electron-store (and of conf, the engine under it). */
export interface SettingsStore {
  get<K extends keyof SettingsData>(key: K): SettingsData[K];
  set<K extends keyof SettingsData>(key: K, value: SettingsData[K]): void;
}

const integer = { type: 'integer', minimum: -100_000, maximum: 100_000 } as const;

/** JSON schema of the settings file: a hand-edited or damaged file is reset, never trusted. */
export const SETTINGS_SCHEMA = {
  serverUrl: { type: ['string', 'null'], maxLength: 2048, default: null },
  plainHttpAcceptedFor: { type: ['string', 'null'], maxLength: 2048, default: null },
  windowBounds: {
    anyOf: [
      { type: 'null' },
      {
        type: 'object',
        properties: { x: integer, y: integer, width: integer, height: integer, maximized: { type: 'boolean' } },
        required: ['x', 'y', 'width', 'height', 'maximized'],
        additionalProperties: false,
      },
    ],
    default: null,
  },
  notifications: { enum: NOTIFICATION_MODES, default: 'sound' },
  language: { enum: LANGUAGES, default: DEFAULT_LANGUAGE },
} as const;

export const DEFAULT_WINDOW = { width: 1280, height: 820, minWidth: 900, minHeight: 600 } as const;

export interface Settings {
  /** The stored server, unless it is a plain http:// address on the internet nobody accepted. */
  getServerUrl(): string | null;
  /**
   * Stores an already validated URL (`allowPlainHttp` records the person's "I understand" with it);
   * switching to another server clears the old one's cookies.
   */
  setServerUrl(url: string, options?: { allowPlainHttp?: boolean }): Promise<void>;
  /** Saved bounds when they still fit on a connected display, else null (use the defaults). */
  getWindowBounds(): WindowBounds | null;
  saveWindowBounds(bounds: WindowBounds): void;
  getNotificationMode(): NotificationMode;
  setNotificationMode(mode: NotificationMode): void;
  getLanguage(): Language;
  setLanguage(language: Language): void;
}

export function createSettings(store: SettingsStore, cookieJar: CookieJar): Settings {
  return {
    getServerUrl() {
      const normalized = normalizeServerUrl(store.get('serverUrl'));
      if (!normalized.ok) return null;
      if (needsPlainHttpConsent(normalized.url) && store.get('plainHttpAcceptedFor') !== normalized.url) return null;
      return normalized.url;
    },
    async setServerUrl(url, { allowPlainHttp = false } = {}) {
      const normalized = normalizeServerUrl(url);
      if (!normalized.ok) throw new Error(normalized.error);
      const previous = this.getServerUrl();
      store.set(
        'plainHttpAcceptedFor',
        allowPlainHttp && needsPlainHttpConsent(normalized.url) ? normalized.url : null,
      );
      store.set('serverUrl', normalized.url);
      if (previous && previous !== normalized.url) {
        await cookieJar.clear(previous);
        await cookieJar.flush();
      }
    },
    getWindowBounds() {
      const saved = store.get('windowBounds');
      if (!saved || saved.width < DEFAULT_WINDOW.minWidth || saved.height < DEFAULT_WINDOW.minHeight) return null;
      // At least a 100×100 corner of the window must stay on a connected display's work area.
      const visible = screen.getAllDisplays().some(({ workArea: a }) => {
        const w = Math.min(saved.x + saved.width, a.x + a.width) - Math.max(saved.x, a.x);
        const h = Math.min(saved.y + saved.height, a.y + a.height) - Math.max(saved.y, a.y);
        return w >= 100 && h >= 100;
      });
      return visible ? saved : null;
    },
    saveWindowBounds(bounds) {
      const round = (n: number) => Math.round(n);
      store.set('windowBounds', {
        x: round(bounds.x),
        y: round(bounds.y),
        width: round(bounds.width),
        height: round(bounds.height),
        maximized: bounds.maximized,
      });
    },
    getNotificationMode() {
      const mode = store.get('notifications');
      return NOTIFICATION_MODES.includes(mode) ? mode : 'sound';
    },
    setNotificationMode(mode) {
      if (!NOTIFICATION_MODES.includes(mode)) throw new Error(`unknown notification mode: ${String(mode)}`);
      store.set('notifications', mode);
    },
    getLanguage() {
      const language = store.get('language');
      return LANGUAGES.includes(language) ? language : DEFAULT_LANGUAGE;
    },
    setLanguage(language) {
      if (!LANGUAGES.includes(language)) throw new Error(`unknown language: ${String(language)}`);
      store.set('language', language);
    },
  };
}
