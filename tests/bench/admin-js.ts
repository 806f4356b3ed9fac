// The admin's first-screen JavaScript, as a real Chromium loads it from the built server: the
// sign-in screen, and a list screen (contact messages) opened signed in. Each file counts with its
// gzip size (the build's .gz copy), like the home page row. Alone: `npx tsx --tsconfig
// tests/tsconfig.json tests/bench/admin-js.ts` after `npm run build:admin && npm run build:server`.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { ROOT } from '../support/server';
import { LOAD_ADMIN, startServerProcess } from '../load/server-process';

export const ADMIN_JS_GOALS = { signIn: 220 * 1024, list: 320 * 1024 };

export interface ScreenJs {
  bytes: number;
  files: string[];
}

/** The built admin measured (ADMIN_DIR, as the server reads it, to compare another build). */
const adminDir = process.env.ADMIN_DIR ?? path.join(ROOT, 'dist/admin');

function gzipSize(urlPath: string): number {
  const file = path.join(adminDir, urlPath.replace(/^\/admin\//, ''));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Every script file the page loads until the network is quiet, with their gzip sizes summed. */
async function screenJs(context: BrowserContext, url: string, ready: string): Promise<ScreenJs> {
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) files.add(pathname);
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  const sorted = [...files].sort();
  return { bytes: sorted.reduce((sum, file) => sum + gzipSize(file), 0), files: sorted };
}

/** Sign-in and list screens in Arabic and English, each from an empty cache (a new context). */
export async function adminJsMeasures(baseUrl: string, credentials = LOAD_ADMIN) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const fresh = async (language: 'ar' | 'en', signedIn: boolean) => {
      const context = await browser.newContext();
      // The last choice on this computer, as the language switch leaves it.
      await context.addInitScript((lang) => localStorage.setItem('adminLanguage', lang), language);
      if (signedIn) {
        const res = await context.request.post(`${baseUrl}/backend/admin/login.php`, { data: credentials });
        if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
        await context.request.post(`${baseUrl}/backend/admin/account.php`, { data: { language } });
      }
      return context;
    };
    const measure = async (language: 'ar' | 'en') => {
      const signedOut = await fresh(language, false);
      const signIn = await screenJs(signedOut, `${baseUrl}/admin/login`, 'input[type=password]');
      await signedOut.close();
      const signedIn = await fresh(language, true);
      const list = await screenJs(signedIn, `${baseUrl}/admin/contacts`, 'table');
      await signedIn.close();
      return { signIn, list };
    };
    return { ar: await measure('ar'), en: await measure('en') };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhs-admin-js-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_DIR: adminDir });
  try {
    const m = await adminJsMeasures(server.url);
    for (const [lang, screens] of Object.entries(m)) {
      for (const [screen, js] of Object.entries(screens)) {
        const goal = screen === 'signIn' ? ADMIN_JS_GOALS.signIn : ADMIN_JS_GOALS.list;
        const met = js.bytes <= goal ? 'met' : 'not met';
        console.log(
          `${lang} ${screen}: ${(js.bytes / 1024).toFixed(1)} KB gzip in ${js.files.length} files (goal ≤ ${goal / 1024} KB: ${met})`,
        );
        if (process.env.VERBOSE)
          console.log(js.files.map((f) => `   ${(gzipSize(f) / 1024).toFixed(1)} ${f}`).join('\n'));
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
