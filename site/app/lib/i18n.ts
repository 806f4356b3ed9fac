import i18next from 'i18next';
import type { Locale } from '@/locales/ar';
import type { PageLanguage } from '@/route-paths';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: Locale };
  }
}

/**
 * One i18next instance without resources: each language layout registers its own language's
 * strings when its module loads, so a page only ships the language it shows.
 */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: 'ar',
  fallbackLng: false,
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function registerLocale(lang: PageLanguage, resources: Locale): void {
  if (!i18n.hasResourceBundle(lang, 'common')) i18n.addResourceBundle(lang, 'common', resources);
}
