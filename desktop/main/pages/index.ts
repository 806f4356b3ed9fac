/// <reference types="vite/client" />
import icon from '../../resources/icon.svg?raw';
import offline from './offline.html?raw';
import { PAGES_CSS } from './pages-css';
import script from './pages.js?raw';
import setup from './setup.html?raw';

/** The desktop's own pages, bundled into the main process and served by createMemoryHandler. */
export const DESKTOP_PAGES = {
  '/setup/': { name: 'setup.html', body: setup },
  '/offline/': { name: 'offline.html', body: offline },
  '/pages/pages.css': { name: 'pages.css', body: PAGES_CSS },
  '/pages/pages.js': { name: 'pages.js', body: script },
  '/pages/icon.svg': { name: 'icon.svg', body: icon },
} as const satisfies Record<string, { name: string; body: string }>;
