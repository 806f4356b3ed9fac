import { App, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/constants';
import { applyLanguage, useLanguageStore } from '@/lib/i18n';
import { LANGUAGE_NAMES } from '@/text/language-names';

/**
 * العربية / English: applies the choice at once (the screen, its filters and page stay, as they live
 * in the URL), then tells `onChosen` so it can be kept (on the account, or for after sign-in).
 */
export function LanguageSwitch({ onChosen }: { onChosen(language: Language): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useLanguageStore((s) => s.language) ?? 'ar';
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('language.label')}
      value={language}
      options={LANGUAGES.map((value) => ({
        value,
        // Each name in its own language, read in its own direction by screen readers too.
        label: (
          <span lang={value} dir={value === 'ar' ? 'rtl' : 'ltr'}>
            {LANGUAGE_NAMES[value]}
          </span>
        ),
      }))}
      onChange={(value) => {
        // Toasts already shown are in the other language: they go with the switch.
        message.destroy();
        void applyLanguage(value);
        onChosen(value);
      }}
    />
  );
}
