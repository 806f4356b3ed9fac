import { App as AntApp, ConfigProvider, theme } from 'antd';
import arEG from 'antd/locale/ar_EG';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { useSyncExternalStore, type ReactNode } from 'react';
import { ErrorNotifier } from '@/lib/notify';

dayjs.locale('ar');

const darkQuery = '(prefers-color-scheme: dark)';
function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(darkQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const prefersDark = () => window.matchMedia(darkQuery).matches;

/**
 * antd right-to-left with the Arabic locale; light or dark following the system, live. The primary
 * colour is dark enough for white button text to pass WCAG AA contrast, and secondary text is a
 * shade darker than antd's default for the same reason.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const dark = useSyncExternalStore(subscribe, prefersDark, () => false);
  return (
    <ConfigProvider
      direction="rtl"
      locale={arEG}
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
