import i18next, { type i18n as I18n } from 'i18next';
import type { Locale } from '@/locales/ar';
import type { Language } from '@shared/constants';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: Locale };
  }
}

/**
 * One i18next store without resources: each language layout adds its own language's strings when
 * its module loads, so a page only ships the language it shows. Each language gets its own instance
 * over that store (fixed to that language), because prerendering renders both languages in one
 * process and a shared "current language" would leak from one page into the next.
 */
const store = i18next.createInstance();
void store.init({
  lng: 'ar',
  fallbackLng: false,
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

const instances = new Map<Language, I18n>();

/** Registers a language's strings; its layout calls this once when the module loads. */
export function registerLocale(lang: Language, resources: Locale): void {
  if (!store.hasResourceBundle(lang, 'common')) store.addResourceBundle(lang, 'common', resources);
}

/** The i18next instance of one page language, for react-i18next's provider. */
export function i18nFor(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = store.cloneInstance({ lng: lang, initAsync: false });
    instances.set(lang, instance);
  }
  return instance;
}
