import { useSyncExternalStore } from 'react';

const darkQuery = '(prefers-color-scheme: dark)';
function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(darkQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const prefersDark = () => window.matchMedia(darkQuery).matches;

/** Whether the system asks for dark colours, live: the admin follows it (palette.css, antd, charts). */
export const usePrefersDark = () => useSyncExternalStore(subscribe, prefersDark, () => false);
