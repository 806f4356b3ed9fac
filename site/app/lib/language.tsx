import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import type { PageLanguage } from '@/route-paths';

const LanguageContext = createContext<PageLanguage | null>(null);

/** The page's language, fixed by its URL (Arabic at the bare paths, English under /en). */
export function LanguageProvider({ lang, children }: { lang: PageLanguage; children: ReactNode }) {
  return <LanguageContext.Provider value={lang}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): PageLanguage {
  const lang = useContext(LanguageContext);
  if (lang === null) throw new Error('useLanguage() must be used inside <LanguageProvider>.');
  return lang;
}

/** Typed translation function for the page's language. */
export function useT() {
  const lang = useLanguage();
  return useMemo(() => i18n.getFixedT(lang, 'common'), [lang]);
}
