import { useEffect, useRef, useState } from 'react';
import { THEMES, type Theme } from '@shared/constants';
import { Icon, type IconName } from '@/components/icon';

import { useTheme } from '@/lib/theme';
import { useTranslation } from 'react-i18next';

const ICONS: Record<Theme, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' };

/**
 * The three theme choices (light, dark, automatic) in a native disclosure: it opens before the
 * page's scripts run, and a choice made then is applied by the head script (lib/head-script.ts).
 * Once the scripts run, a tap outside or Escape closes it too.
 */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = () => {
      if (rootRef.current) rootRef.current.open = false;
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        summaryRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <details className="theme-menu" ref={rootRef} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        ref={summaryRef}
        className="icon-button"
        aria-label={t('theme.button', { current: t(`theme.${theme}`) })}
      >
        <Icon name={ICONS[theme]} size={20} />
      </summary>
      <ul className="theme-options" aria-label={t('theme.label')}>
        {THEMES.map((option) => (
          <li key={option}>
            <button
              type="button"
              aria-pressed={theme === option}
              data-theme-option={option}
              onClick={() => {
                setTheme(option);
                if (rootRef.current) rootRef.current.open = false;
                summaryRef.current?.focus();
              }}
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
