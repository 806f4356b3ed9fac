import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/constants';
import { ToggleGroup } from '@/components/toggle-group';
import { applyLanguage, useLanguage } from '@/lib/i18n';
import { LANGUAGE_NAMES } from '@/text/language-names';

/**
 * العربية / English: applies the choice at once (the screen, its filters and page stay, as they live
 * in the URL), then tells `onChosen` so it can be kept (on the account, or for after sign-in). Two
 * plain toggle buttons, as the sign-in screen shows it before antd has loaded.
 */
export function LanguageSwitch({ onChosen }: { onChosen(language: Language): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ToggleGroup
      label={t('language.label')}
      value={language}
      // Each name in its own language, read in its own direction by screen readers too.
      options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value], lang: value }))}
      onChange={(value) => {
        void applyLanguage(value);
        onChosen(value);
      }}
    />
  );
}
