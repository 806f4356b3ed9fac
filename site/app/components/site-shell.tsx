import { Outlet } from 'react-router';
import { Footer } from '@/components/footer';
import { Navbar } from '@/components/navbar';
import { ToastProvider } from '@/components/toast';
import { LanguageProvider } from '@/lib/language';
import type { Language } from '@shared/constants';
import { useTranslation } from 'react-i18next';

function Chrome() {
  const { t } = useTranslation();
  return (
    <ToastProvider>
      <a href="#main" className="skip-link">
        {t('meta.skipToContent')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </ToastProvider>
  );
}

/** Navigation bar, page, footer and toasts, in one language. */
export function SiteShell({ lang }: { lang: Language }) {
  return (
    <LanguageProvider lang={lang}>
      <Chrome />
    </LanguageProvider>
  );
}
