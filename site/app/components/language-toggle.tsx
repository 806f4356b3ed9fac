import { Link, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@shared/constants';
import { useLanguage } from '@/lib/language';
import { languageTogglePath } from '@/route-paths';
import { useTranslation } from 'react-i18next';

/** Goes to the same page in the other language and remembers the choice for the next visit. */
export function LanguageToggle({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname, hash } = useLocation();
  const other = lang === 'ar' ? 'en' : 'ar';
  return (
    <Link
      to={languageTogglePath(pathname, hash)}
      className="lang-toggle"
      lang={other}
      hrefLang={other}
      onClick={() => {
        try {
          localStorage.setItem(STORAGE_KEYS.language, other);
        } catch {
          // Without storage the toggle still works for this visit.
        }
        onNavigate?.();
      }}
    >
      {t('language.switchTo')}
    </Link>
  );
}
