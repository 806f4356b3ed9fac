import i18next from 'i18next';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';
import type { AdminText } from '@/text/ar';
import { setApiLanguage } from './api-client';

/**
 * The admin's one i18next instance, for react-i18next's `useTranslation()` and, outside React, `i18n.t`.
 * It starts without texts: applyLanguage() loads the chosen language's shared texts, so an Arabic-only
 * person never downloads the English ones (nor antd's and dayjs's English locales), and the reverse;
 * each screen adds its own few texts, both languages, when its chunk loads (screen-text.ts, which also
 * types `t()` with both).
 * antd's locale loads only once antd itself has (components/antd-theme.tsx adds it with addLanguagePart).
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  fallbackLng: false,
  ns: ['admin'],
  defaultNS: 'admin',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Each language's own chunks: its texts and dayjs's locale (which registers itself). */
const TEXT_LOADERS: Record<Language, () => Promise<AdminText>> = {
  ar: async () => (await Promise.all([import('@/text/ar'), import('dayjs/locale/ar')]))[0].ar,
  en: async () => (await Promise.all([import('@/text/en'), import('dayjs/locale/en')]))[0].en,
};

interface LanguageState {
  /** null until the first language has loaded (nothing is rendered before). */
  language: Language | null;
  antdLocale: AntdLocale | undefined;
  /** A choice made on the sign-in screen: saved to the account after signing in, instead of the account's. */
  chosenSignedOut: Language | null;
}

export const useLanguageStore = create<LanguageState>(() => ({
  language: null,
  antdLocale: undefined,
  chosenSignedOut: null,
}));

/** More of a language that a later chunk needs, loaded with its texts from then on. */
type LanguagePart = (language: Language) => Promise<Partial<LanguageState>>;
const languageParts: LanguagePart[] = [];

export function addLanguagePart(part: LanguagePart): void {
  languageParts.push(part);
}

export const LANGUAGE_STORAGE_KEY = 'adminLanguage';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Before sign-in: the last choice on this computer, else Arabic. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/** The desktop app's language call (its preload adds it; an older app has none). */
interface DesktopLanguage {
  setLanguage?(language: Language): Promise<void>;
}

let latest: Language | null = null;
/** The languages whose shared texts are in (a screen's texts may have made the language's bundle first). */
const loadedTexts = new Set<Language>();

/**
 * Shows the admin in `language` at once, without a reload (the route, its filters and page stay): texts,
 * antd, dayjs, the document's lang/dir, the API's answer language; remembers it on this computer and
 * tells the desktop app (its menus and window title follow).
 */
export async function applyLanguage(language: Language): Promise<void> {
  latest = language;
  const [text, ...parts] = await Promise.all([
    TEXT_LOADERS[language](),
    ...languageParts.map((part) => part(language)),
  ]);
  // A quicker later choice wins over a slower earlier one.
  if (latest !== language) return;
  if (!loadedTexts.has(language)) i18n.addResourceBundle(language, 'admin', text, true, false);
  loadedTexts.add(language);
  dayjs.locale(language);
  // The screen's own title (admin-layout.tsx) replaces this one once it shows.
  document.title = i18n.getFixedT(language)('appTitle');
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  setApiLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts until the page closes (and stays on the account).
  }
  useLanguageStore.setState(Object.assign({ language }, ...parts));
  void (window.desktop as DesktopLanguage | undefined)?.setLanguage?.(language)?.catch(() => undefined);
}

/** A choice on the sign-in screen: shown at once and, after signing in, kept on the account. */
export function chooseBeforeSignIn(language: Language): void {
  useLanguageStore.setState({ chosenSignedOut: language });
}

/** The language shown now, re-rendering on a switch (Arabic until the first has loaded). */
export const useLanguage = (): Language => useLanguageStore((s) => s.language) ?? DEFAULT_LANGUAGE;

/** The language shown now (for formatting outside react-i18next's hooks). */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
