import { fetchFile } from '../../desktop/test/file-fetch';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ar as T } from '../../apps/admin/src/text/ar';
import { createDesktopApiHandlers } from '../../desktop/main/desktop-api';
import { DESKTOP_PAGES } from '../../desktop/main/pages';
import { createAppHandler } from '../../desktop/main/serve/app-handler';
import { createForwarder } from '../../desktop/main/serve/forwarder';
import { createMemoryHandler } from '../../desktop/main/serve/memory-handler';
import { ADMIN_CSP, PAGES_CSP } from '../../desktop/main/serve/security-headers';
import { createStaticHandler } from '../../desktop/main/serve/static-handler';
import { createSettings, SETTINGS_SCHEMA, type Settings, type SettingsData } from '../../desktop/main/settings';
import { signOutOf } from '../../desktop/main/sign-out';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { ROOT } from '../support/server';
import { startApiServer, TEST_ADMIN, type ApiServer } from './support/api-server';
import { DESKTOP_TEST_ORIGIN as ORIGIN, exposeDesktopApi, routeToScheme } from './support/chromium-desktop';
import { MemoryCookieJar } from './support/memory-cookie-jar';

vi.mock('electron', () => import('../../desktop/test/electron-double'));

/**
 * The desktop app minus Electron: the BUILT renderer (out/renderer, the admin build) in real
 * Chromium, served by the app's own scheme handler under the admin CSP, its API calls forwarded by
 * the forwarder to our real server through a main-process cookie jar, and window.desktop wired to
 * the real main-process handlers. Sign-in, contacts, reload still signed in — with the browser never
 * holding the session cookie — and an image upload from the portfolio form.
 */
const RENDERER = path.join(ROOT, 'out/renderer');
const SHOTS = path.join(tmpdir(), 'shots', 'desktop');
const CONTACT = { name: 'عميلة سطح المكتب', phone: '0551112233', service: 'تنظيف', message: 'تنظيف شقة' };

let api: ApiServer;
let browser: Browser;
let dir: string;
let jar: MemoryCookieJar;
let settings: Settings;
/** The server switches the main-process dialog was asked to confirm (from, to). */
const switchAsked: [string, string][] = [];
/** What the admin reported as the app's badge (the unread count). */
const badgeCounts: number[] = [];

beforeAll(async () => {
  if (!existsSync(path.join(RENDERER, 'index.html'))) {
    throw new Error('out/renderer is missing: run `npm run desktop:build` before this test');
  }
  api = await startApiServer();
  const res = await fetch(`${api.url}/backend/contact_submit.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CONTACT, email: '', preferredTime: '', urgency: 'normal' }),
  });
  expect(res.status).toBe(201);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  dir = mkdtempSync(path.join(tmpdir(), 'desktop-admin-'));
  mkdirSync(SHOTS, { recursive: true });
  jar = new MemoryCookieJar();
  settings = createSettings(new Conf<SettingsData>({ cwd: dir, configName: 'settings', schema: SETTINGS_SCHEMA }), jar);
  await settings.setServerUrl(api.url);
});
afterAll(async () => {
  await browser?.close();
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function openApp(pathname: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const handle = createAppHandler({
    admin: createStaticHandler({ root: RENDERER, mount: '/admin/', csp: ADMIN_CSP, fetchFile }),
    forwarder: createForwarder({ getServerUrl: () => settings.getServerUrl(), fetch: jar.fetch, cookieJar: jar }),
    pages: createMemoryHandler(DESKTOP_PAGES, PAGES_CSP),
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ar' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await routeToScheme(context, handle);
  await exposeDesktopApi(
    page,
    createDesktopApiHandlers({
      settings,
      probeFetch: fetch,
      appVersion: '1.0.0',
      confirmServerChange: async (_sender, from, to) => switchAsked.push([from, to]) > 0,
      signOut: (url) => signOutOf(url, jar.fetch),
      onServerChanged: () => {},
      notifier: { announce: () => false },
      badge: { show: (count) => void badgeCounts.push(count) },
      onLanguageChanged: () => undefined,
    }),
  );
  await page.goto(`${ORIGIN}${pathname}`);
  return { context, page, problems };
}

describe('the admin build inside the desktop scheme', () => {
  it('signs in, lists contacts, survives a reload, and the page never holds the session cookie', async () => {
    const { context, page, problems } = await openApp('/admin/');
    await page.waitForURL(/\/admin\/login/);
    // The sign-in screen offers the desktop's change-server action with the current server.
    await expect.poll(() => page.getByTestId('server-line').textContent()).toContain(api.url);
    await page.screenshot({ path: `${SHOTS}/admin-login-1280.png` });

    await page.getByLabel(T.auth.email).fill(TEST_ADMIN.email);
    await page.getByLabel(T.auth.password, { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: T.auth.submit }).click();
    await page.waitForURL(/\/admin\/contacts/);
    await page.getByText(CONTACT.name).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-contacts-1280.png` });
    // The one unread message is the app's badge.
    await expect.poll(() => badgeCounts.at(-1)).toBe(1);

    // The session, and the device cookie that keeps this app out of a sign-in flood's refusals.
    expect(jar.cookies.map((c) => c.name).sort()).toEqual(['mhs_device', 'mhs_device.sig', 'mhs_sid', 'mhs_sid.sig']);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');

    await page.reload();
    await page.getByText(CONTACT.name).first().waitFor();
    expect(page.url()).toMatch(/\/admin\/contacts/);
    // The admin bundle runs under the scheme's CSP without a single violation or error.
    expect(problems).toEqual([]);
    await context.close();
  });

  // Still signed in from the test above: the session lives in the (main-process) jar, not the page.
  it('uploads an image from the portfolio form (Chromium multipart → forwarder) and shows it', async () => {
    const { context, page, problems } = await openApp('/admin/portfolio');
    await page.getByRole('button', { name: 'إضافة عمل' }).first().click();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#14b8a6' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('image-file-input')
      .setInputFiles({ name: 'before.png', mimeType: 'image/png', buffer: png });
    await page.getByText('تم رفع الصورة بنجاح').first().waitFor();
    const preview = page.locator('img.image-preview');
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^\/uploads\/[\w-]+\.(png|webp|jpg)$/);
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
    const upload = jar.sent.find((s) => s.url.endsWith('/backend/admin/upload.php'));
    expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    await page.screenshot({ path: `${SHOTS}/admin-portfolio-upload-1280.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs out from the admin through the forwarder: the session ends on the server', async () => {
    const copied = jar.jar.getCookieStringSync(api.url);
    expect(copied).toContain('mhs_sid=');
    const { context, page, problems } = await openApp('/admin/contacts');
    await page.getByRole('button', { name: T.nav.logout }).click();
    await page.waitForURL(/\/admin\/login/);
    await expect
      .poll(async () => (await jar.fetch(`${api.url}/backend/admin/me.php`, { credentials: 'include' })).json())
      .toEqual({ authenticated: false });
    const replayed = await fetch(`${api.url}/backend/admin/me.php`, { headers: { cookie: copied } });
    expect(await replayed.json()).toEqual({ authenticated: false });
    // A call still in flight when the session ended (the unread count, the live stream's retry) is
    // answered 401, as it should be; anything else is a problem.
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    await context.close();
  });

  // The menu's "change server" opens the setup page; saving another server there is confirmed in
  // the main process's dialog and ends the session on the server left behind.
  it('switches to another server: confirmed by the main process, signed out of the old one first', async () => {
    const login = await jar.fetch(`${api.url}/backend/admin/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
      credentials: 'include',
    });
    expect(login.status).toBe(200);
    const other = await startApiServer();
    const oldCookie = jar.jar.getCookieStringSync(api.url);
    const { context, page, problems } = await openApp('/setup/');
    await page.fill('#server-url', other.url);
    await page.click('#save');
    await expect.poll(() => settings.getServerUrl()).toBe(other.url);
    expect(switchAsked).toEqual([[api.url, other.url]]);
    const replayed = await fetch(`${api.url}/backend/admin/me.php`, { headers: { cookie: oldCookie } });
    expect(await replayed.json()).toEqual({ authenticated: false });
    expect(jar.jar.getCookieStringSync(api.url)).toBe('');
    expect(problems).toEqual([]);
    await context.close();
    await other.close();
  });
});
