import { useEffect, useId, useRef, useState } from 'react';
import { THEMES, type Theme } from '@shared/constants';
import { Icon, type IconName } from '@/components/icon';

import { useTheme } from '@/lib/theme';
import { useTranslation } from 'react-i18next';

const ICONS: Record<Theme, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' };

/** Disclosure button with the three theme choices (light, dark, automatic). */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
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
    <div className="theme-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('theme.button', { current: t(`theme.${theme}`) })}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={ICONS[theme]} size={20} />
      </button>
      <ul id={listId} className="theme-options" hidden={!open} aria-label={t('theme.label')}>
        {THEMES.map((option) => (
          <li key={option}>
            <button
              type="button"
              aria-pressed={theme === option}
              data-theme-option={option}
              onClick={() => {
                setTheme(option);
                setOpen(false);
                buttonRef.current?.focus();
              }}
            >
              <Icon name={ICONS[option]} size={18} />
              {t(`theme.${option}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
