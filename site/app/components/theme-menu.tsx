import { DEFAULT_THEME, THEMES, type Theme } from '@shared/constants';
import { Icon, type IconName } from '@/components/icon';
import { useTranslation } from 'react-i18next';

const ICONS: Record<Theme, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' };

/**
 * The three theme choices (light, dark, automatic) in a native disclosure. The head script
 * (lib/head-script.ts) does the rest, on every page, with or without the page's other scripts:
 * applies and stores a choice, shows the current one (the icon by CSS from data-theme-choice, the
 * label and the pressed option), and closes the menu on Escape or a tap elsewhere. Rendered as for
 * the default, which the head script corrects before the visitor sees it.
 */
export function ThemeMenu() {
  const { t } = useTranslation();
  return (
    <details className="theme-menu">
      <summary
        className="icon-button"
        aria-label={t('theme.button', { current: t(`theme.${DEFAULT_THEME}`) })}
        data-label={t('theme.button', { current: '{}' })}
        suppressHydrationWarning
      >
        {THEMES.map((option) => (
          <Icon key={option} name={ICONS[option]} size={20} className={`theme-icon theme-icon-${option}`} />
        ))}
      </summary>
      <ul className="theme-options" aria-label={t('theme.label')}>
        {THEMES.map((option) => (
          <li key={option}>
            <button
              type="button"
              aria-pressed={option === DEFAULT_THEME}
              data-theme-option={option}
              suppressHydrationWarning
            >
              <Icon name={ICONS[option]} size={18} />
              {t(`theme.${option}`)}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
