import { Link, useLocation } from 'react-router';
import { useLanguage } from '@/lib/language';
import { languageTogglePath } from '@/route-paths';
import { useTranslation } from 'react-i18next';

/**
 * Goes to the same page in the other language; the head script remembers the choice for the next
 * visit (`data-language-option`), with or without the page's other scripts.
 */
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
      data-language-option={other}
      onClick={onNavigate}
    >
      {t('language.switchTo')}
    </Link>
  );
}
