import { App as AntApp, ConfigProvider, theme } from 'antd';
import { useSyncExternalStore, type ReactNode } from 'react';
import { directionOf, useLanguageStore } from '@/lib/i18n';
import { ErrorNotifier } from '@/lib/notify';

const darkQuery = '(prefers-color-scheme: dark)';
function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(darkQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const prefersDark = () => window.matchMedia(darkQuery).matches;

/**
 * antd in the person's language: Arabic right-to-left with the ar_EG locale, English left-to-right
 * with en_US (lib/i18n.ts loads the one chosen); light or dark following the system, live. The primary
 * colour is dark enough for white button text to pass WCAG AA contrast, and secondary text is a
 * shade darker than antd's default for the same reason.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const dark = useSyncExternalStore(subscribe, prefersDark, () => false);
  const language = useLanguageStore((s) => s.language) ?? 'ar';
  const locale = useLanguageStore((s) => s.antdLocale);
  return (
    <ConfigProvider
      direction={directionOf(language)}
      locale={locale}
      theme={{
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: dark ? '#2bb3a3' : '#0f766e',
          colorLink: dark ? '#5cd6c6' : '#0f766e',
          // In dark mode the bright teal carries dark text (white on it would be under 4.5:1).
          ...(dark ? { colorTextLightSolid: '#08201d' } : {}),
          // antd's default red is too light on white and too dark on the dark background for small text.
          colorError: dark ? '#ff7875' : '#cf1322',
          colorTextDescription: dark ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.62)',
          colorTextPlaceholder: dark ? 'rgba(255,255,255,0.55)' : 'rgba(0,0,0,0.56)',
          fontFamily:
            "'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Naskh Arabic', 'DejaVu Sans', system-ui, sans-serif",
          borderRadius: 8,
        },
        components: {
          Menu: dark
            ? { itemSelectedBg: '#16332f', itemSelectedColor: '#7de3d6' }
            : { itemSelectedBg: '#e1f2ef', itemSelectedColor: '#0b5d56' },
        },
      }}
    >
      <AntApp>
        <ErrorNotifier />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
