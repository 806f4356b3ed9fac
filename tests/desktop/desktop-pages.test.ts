import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDesktopApiHandlers } from '../../desktop/main/desktop-api';
import { MESSAGES } from '../../desktop/main/messages';
import { DESKTOP_PAGES } from '../../desktop/main/pages';
import { createMemoryHandler } from '../../desktop/main/serve/memory-handler';
import { PAGES_CSP } from '../../desktop/main/serve/security-headers';
import { createSettings, SETTINGS_SCHEMA, type SettingsData } from '../../desktop/main/settings';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { deadUrl, startTinyServer } from '../../desktop/test/tiny-server';
import { startApiServer, type ApiServer } from './support/api-server';
import { DESKTOP_TEST_ORIGIN, exposeDesktopApi, routeToScheme } from './support/chromium-desktop';
import { MemoryCookieJar } from './support/memory-cookie-jar';

/**
 * The desktop's own setup and offline pages in real Chromium, under their real CSP, with
 * window.desktop wired (as the preload does over IPC) to the real main-process handlers, which
 * probe our real server. Chromium cannot open app:// outside Electron, so the pages are served at
 * http://desktop.test by the same handler. Screenshots go to shots/desktop/ in the system temp folder.
 */
vi.mock('electron', () => import('../../desktop/test/electron-double'));

const ORIGIN = DESKTOP_TEST_ORIGIN;
const pages = createMemoryHandler(DESKTOP_PAGES, PAGES_CSP);
const SHOTS = path.join(tmpdir(), 'shots', 'desktop');

let api: ApiServer;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  api = await startApiServer();
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  dir = mkdtempSync(path.join(tmpdir(), 'desktop-pages-'));
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Opened {
  settings: ReturnType<typeof createSettings>;
  page: Page;
  problems: string[];
  changed: string[];
}

async function open(
  pathname: string,
  initialServer: string | null,
  scheme: 'light' | 'dark' = 'light',
  width = 1280,
  probeFetch: typeof fetch = fetch,
) {
  const store = new Conf<SettingsData>({ cwd: dir, configName: `s${Math.random()}`, schema: SETTINGS_SCHEMA });
  const settings = createSettings(store, new MemoryCookieJar());
  if (initialServer) await settings.setServerUrl(initialServer);
  const changed: string[] = [];
  const handlers = createDesktopApiHandlers({
    settings,
    probeFetch: (url, init) => probeFetch(url, init),
    appVersion: '1.0.0',
    confirmServerChange: async () => true,
    signOut: async () => undefined,
    onLanguageChanged: () => undefined,
    onServerChanged: () => changed.push(settings.getServerUrl() ?? ''),
    notifier: { announce: () => false },
    badge: { show: () => undefined },
  });
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme, locale: 'ar' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await routeToScheme(context, pages);
  await exposeDesktopApi(page, handlers);
  await page.goto(`${ORIGIN}${pathname}`);
  return { page, problems, changed, settings } satisfies Opened;
}

describe('setup page (first run, change server)', () => {
  it('is Arabic, right-to-left, and runs under its CSP without a single violation', async () => {
    const { page, problems } = await open('/setup/', null);
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expect.poll(() => page.textContent('#version')).toBe('الإصدار 1.0.0');
    // The stylesheet and the logo really arrive (and the CSP lets them in).
    expect(await page.$eval('.card', (el) => getComputedStyle(el).borderTopLeftRadius)).toBe('16px');
    expect(await page.$eval('.logo', (el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/setup-light-1280.png` });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the Arabic reason for a bad, unreachable or foreign URL, and stores nothing', async () => {
    const { page, problems, changed } = await open('/setup/', null);
    await page.fill('#server-url', 'example.com');
    await page.click('#save');
    await expect.poll(() => page.textContent('#status')).toBe(MESSAGES.invalidUrl);
    await page.fill('#server-url', `${api.url}/not-here`);
    await page.click('#test');
    await expect.poll(() => page.textContent('#status')).toBe(MESSAGES.notOurServer);
    await page.screenshot({ path: `${SHOTS}/setup-error-light-1280.png` });
    expect(changed).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('tests, then saves a good URL: the main process stores it and opens the admin', async () => {
    const { page, changed } = await open('/setup/', null, 'dark', 390);
    await page.fill('#server-url', `${api.url}/`);
    await page.click('#test');
    await expect
      .poll(() => page.textContent('#status'))
      .toBe(`تم الاتصال بالخادم بنجاح. العنوان الذي سيُحفظ: ${api.url}`);
    expect(changed).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/setup-ok-dark-390.png` });
    await page.click('#save');
    await expect.poll(() => changed).toEqual([api.url]);
    await page.context().close();
  });

  it('shows where an address that redirects really leads, and saves that one only', async () => {
    const moved = await startTinyServer((req, res) => {
      res.writeHead(301, { location: `${api.url}${req.url ?? ''}` });
      res.end();
    });
    const { page, changed } = await open('/setup/', null);
    await page.fill('#server-url', moved.url);
    await page.click('#save');
    await expect.poll(() => page.textContent('#status')).toBe(MESSAGES.redirected(api.url));
    // In view (this runner's expect has no toBeInViewport): the status box lies within the window.
    const box = (await page.locator('#status').boundingBox())!;
    expect(box.y >= 0 && box.y + box.height <= page.viewportSize()!.height).toBe(true);
    expect(await page.inputValue('#server-url')).toBe(api.url);
    expect(changed).toEqual([]);
    await page.click('#save');
    await expect.poll(() => changed).toEqual([api.url]);
    await moved.close();
    await page.context().close();
  });

  it('a plain http address on the internet is refused with the reason until "I understand" is ticked', async () => {
    // admin.example.com over plain http, played by the real server on loopback.
    const asPublic: typeof fetch = (input, init) =>
      fetch(String(input).replace('http://admin.example.com', api.url), init);
    const { page, changed, settings, problems } = await open('/setup/', null, 'light', 1280, asPublic);
    expect(await page.isVisible('#plain-http')).toBe(false);
    await page.fill('#server-url', 'http://admin.example.com');
    await page.click('#save');
    await expect.poll(() => page.textContent('#status')).toBe(MESSAGES.plainHttp);
    expect(await page.isVisible('#plain-http')).toBe(true);
    expect(changed).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/setup-plain-http-1280.png` });
    await page.check('#allow-plain-http');
    await page.click('#save');
    await expect.poll(() => changed).toEqual(['http://admin.example.com']);
    expect(settings.getServerUrl()).toBe('http://admin.example.com');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('pre-fills the current server and offers the way back when one is set', async () => {
    const { page } = await open('/setup/', api.url);
    await expect.poll(() => page.inputValue('#server-url')).toBe(api.url);
    expect(await page.isVisible('#back')).toBe(true);
    await page.context().close();
  });
});

describe('offline page', () => {
  it('names the server, retries, and offers change-server; returns to the admin once it answers', async () => {
    const { page, problems } = await open('/offline/', api.url, 'dark');
    await expect.poll(() => page.textContent('#current-server')).toBe(api.url);
    expect(await page.textContent('h1')).toBe('تعذّر الوصول إلى الخادم');
    expect(await page.getAttribute('#change-server', 'href')).toBe('/setup/');
    await page.screenshot({ path: `${SHOTS}/offline-dark-1280.png` });
    await page.click('#retry');
    await page.waitForURL(`${ORIGIN}/admin/`);
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    await page.context().close();
  });

  it('says so in Arabic when the server is still down', async () => {
    const { page } = await open('/offline/', await deadUrl(), 'light', 390);
    await page.click('#retry');
    await expect.poll(() => page.textContent('#status')).toBe(MESSAGES.unreachable);
    expect(page.url()).toBe(`${ORIGIN}/offline/`);
    await page.screenshot({ path: `${SHOTS}/offline-light-390.png` });
    await page.context().close();
  });
});

describe('loading and crashed pages', () => {
  it('the loading page shows at once, in Arabic, under the CSP', async () => {
    const { page, problems } = await open('/loading/', null);
    expect(await page.textContent('h1')).toBe('لوحة تحكم لمسة المدينة');
    expect(await page.isVisible('.spinner')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/loading-light-1280.png` });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the crashed page offers "reload" (the admin) and "choose another server" (setup)', async () => {
    const { page, problems } = await open('/crashed/', api.url, 'dark', 390);
    expect(await page.textContent('h1')).toBe('توقفت الشاشة عن العمل');
    for (const id of ['#reload', '#change-server']) {
      const box = (await page.locator(id).boundingBox())!;
      expect(box.y >= 0 && box.y + box.height <= page.viewportSize()!.height).toBe(true);
    }
    await page.screenshot({ path: `${SHOTS}/crashed-dark-390.png` });
    await page.click('#change-server');
    await page.waitForURL(`${ORIGIN}/setup/`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
