import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '@/lib/i18n';
import type { Language } from '@shared/constants';

const LanguageContext = createContext<Language | null>(null);

/**
 * The page's language, fixed by its URL (Arabic at the bare paths, English under /en): for
 * react-i18next's `useTranslation()` and for `useLanguage()` (links, dates, direction).
 */
export function LanguageProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18nFor(lang)}>
      <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}

export function useLanguage(): Language {
  const lang = useContext(LanguageContext);
  if (lang === null) throw new Error('useLanguage() must be used inside <LanguageProvider>.');
  return lang;
}
