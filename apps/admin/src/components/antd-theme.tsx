import {
  CalendarOutlined,
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  DownOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
  LoadingOutlined,
} from '@ant-design/icons';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/constants';
import { usePrefersDark } from '@/lib/color-scheme';
import { addLanguagePart, currentLanguage, directionOf, useLanguage, useLanguageStore } from '@/lib/i18n';

/** The palette lives in palette.css (the sign-in screen, drawn without antd, uses it too). */
const paletteColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

const ANTD_LOCALES: Record<Language, () => Promise<{ default: AntdLocale }>> = {
  ar: () => import('antd/locale/ar_EG'),
  en: () => import('antd/locale/en_US'),
};
const antdLocaleOf = async (language: Language) => ({ antdLocale: (await ANTD_LOCALES[language]()).default });

// This chunk comes with antd: from now on a language switch also waits for antd's locale, and the
// first antd screen already has the one shown.
addLanguagePart(antdLocaleOf);
useLanguageStore.setState(await antdLocaleOf(currentLanguage()));

/**
 * The icons antd draws inside its own parts (an alert's, a dialog's, a field's arrow or calendar),
 * hidden from screen readers: each is named after itself in English ("calendar", "info-circle"),
 * which a screen reader would read out in the Arabic admin. The text beside each says what it means.
 */
const ALERT_ICONS = {
  successIcon: <CheckCircleFilled aria-hidden />,
  infoIcon: <InfoCircleFilled aria-hidden />,
  warningIcon: <ExclamationCircleFilled aria-hidden />,
  errorIcon: <CloseCircleFilled aria-hidden />,
};
const CLEAR = { clearIcon: <CloseCircleFilled aria-hidden /> };
const QUIET_ICONS = {
  alert: ALERT_ICONS,
  modal: ALERT_ICONS,
  select: { suffixIcon: <DownOutlined aria-hidden />, ...CLEAR },
  datePicker: { suffixIcon: <CalendarOutlined aria-hidden />, ...CLEAR },
  timePicker: { suffixIcon: <ClockCircleOutlined aria-hidden />, ...CLEAR },
};

/**
 * antd in the person's language: Arabic right-to-left with the ar_EG locale, English left-to-right
 * with en_US; light or dark following the system, live. The primary colour is dark enough for white
 * button text to pass WCAG AA contrast, and secondary text is a shade darker than antd's default for
 * the same reason (palette.css).
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const dark = usePrefersDark();
  const language = useLanguage();
  const locale = useLanguageStore((s) => s.antdLocale);
  const { t } = useTranslation();
  // A busy button's spinner says so in the person's language (antd's says "loading").
  const button = { loadingIcon: <LoadingOutlined aria-label={t('common.loading')} /> };
  return (
    <ConfigProvider
      direction={directionOf(language)}
      locale={locale}
      {...QUIET_ICONS}
      button={button}
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        // Read again when `dark` changes: the palette's media query has switched by then.
        token: {
          colorPrimary: paletteColour('--admin-primary'),
          colorLink: paletteColour('--admin-link'),
          colorTextLightSolid: paletteColour('--admin-on-primary'),
          colorError: paletteColour('--admin-error'),
          colorTextDescription: paletteColour('--admin-text-description'),
          colorTextPlaceholder: paletteColour('--admin-text-placeholder'),
          fontFamily: paletteColour('--admin-font'),
          borderRadius: 8,
        },
        components: {
          // antd's labels are its tertiary text, under 4.5:1 on white.
          Descriptions: { labelColor: paletteColour('--admin-text-description') },
          // A switch at least 24 px tall: a target a finger can hit (WCAG 2.5.8).
          Switch: { trackHeight: 24, handleSize: 20, trackMinWidth: 48 },
          Menu: dark
            ? { itemSelectedBg: '#16332f', itemSelectedColor: '#7de3d6' }
            : { itemSelectedBg: '#e1f2ef', itemSelectedColor: '#0b5d56' },
        },
      }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
