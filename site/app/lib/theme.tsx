import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '@shared/constants';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme);
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function apply(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia(DARK_QUERY).matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

/**
 * Light, dark or system (default). The head script already set data-theme before first paint;
 * this keeps it in sync with the choice and, for `system`, with the OS setting live.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // Render code never reads localStorage: start unknown (shown as the default), then read the stored
  // choice. Nothing is applied while unknown, so the head script's choice is never overwritten.
  const [stored, setThemeState] = useState<Theme | null>(null);
  const theme = stored ?? DEFAULT_THEME;

  useEffect(() => setThemeState(readStoredTheme()), []);

  useEffect(() => {
    if (stored === null) return;
    apply(theme);
    if (theme !== 'system') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => apply('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [stored, theme]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // Storage may be unavailable (private mode); the choice still applies to this page.
    }
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (state === null) throw new Error('useTheme() must be used inside <ThemeProvider>.');
  return state;
}
