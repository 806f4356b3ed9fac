import { Outlet } from 'react-router';
import { Footer } from '@/components/footer';
import { Navbar } from '@/components/navbar';
import { ToastProvider } from '@/components/toast';
import { LanguageProvider, useT } from '@/lib/language';
import type { PageLanguage } from '@/route-paths';

function Chrome() {
  const t = useT();
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
export function SiteShell({ lang }: { lang: PageLanguage }) {
  return (
    <LanguageProvider lang={lang}>
      <Chrome />
    </LanguageProvider>
  );
}
