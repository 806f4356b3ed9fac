/// <reference types="vite/client" />
import icon from '../../resources/icon.svg?raw';
import crashed from './crashed.html?raw';
import loading from './loading.html?raw';
import offline from './offline.html?raw';
import { PAGES_CSS } from './pages-css';
import script from './pages.js?raw';
import setup from './setup.html?raw';

/** The desktop's own pages, bundled into the main process and served by createMemoryHandler. */
const HTML = 'text/html; charset=utf-8';
export const DESKTOP_PAGES = {
  '/setup/': { type: HTML, body: setup },
  '/offline/': { type: HTML, body: offline },
  '/loading/': { type: HTML, body: loading },
  '/crashed/': { type: HTML, body: crashed },
  '/pages/pages.css': { type: 'text/css; charset=utf-8', body: PAGES_CSS },
  '/pages/pages.js': { type: 'text/javascript; charset=utf-8', body: script },
  '/pages/icon.svg': { type: 'image/svg+xml', body: icon },
} as const satisfies Record<string, { type: string; body: string }>;
