import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewContactReport } from '@shared/desktop-api';
import { createDesktopApiHandlers } from '../../desktop/main/desktop-api';
import { createBadge } from '../../desktop/main/notify/badge';
import { createContactNotifier } from '../../desktop/main/notify/contact-notifier';
import { createContactOpener, type RevealableWindow } from '../../desktop/main/notify/open-contact';
import { DESKTOP_PAGES } from '../../desktop/main/pages';
import { createAppHandler } from '../../desktop/main/serve/app-handler';
import { createForwarder } from '../../desktop/main/serve/forwarder';
import { createMemoryHandler } from '../../desktop/main/serve/memory-handler';
import { ADMIN_CSP, PAGES_CSP } from '../../desktop/main/serve/security-headers';
import { createStaticHandler } from '../../desktop/main/serve/static-handler';
import { createSettings, SETTINGS_SCHEMA, type Settings, type SettingsData } from '../../desktop/main/settings';
import { double, Notification } from '../../desktop/test/electron-double';
import { fetchFile } from '../../desktop/test/file-fetch';
import { validContact } from '../../server/test/fixtures';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { ROOT } from '../support/server';
import { startApiServer, TEST_ADMIN, type ApiServer } from './support/api-server';
import { exposeDesktopApi } from './support/chromium-desktop';
import { MemoryCookieJar } from './support/memory-cookie-jar';
import { serveScheme, type SchemeServer } from './support/scheme-server';

vi.mock('electron', () => import('../../desktop/test/electron-double'));

/**
 * From the public contact form to the desktop's native notification, with every part of ours real:
 * the server (SQLite) and its live stream, the desktop's forwarder and scheme handler, the BUILT
 * admin (out/renderer) in Chromium reporting through window.desktop, and the main process's
 * handlers, notifier, badge and click-to-open behind it. Electron alone cannot run here: its
 * Notification is the test double (which records what it was asked to show), app.setBadgeCount a
 * recorder, and the window the Chromium page.
 */
const RENDERER = path.join(ROOT, 'out/renderer');

let api: ApiServer;
let app: SchemeServer;
let browser: Browser;
let dir: string;
let settings: Settings;
let pages: Page[] = [];
const reports: NewContactReport[] = [];
const badgeCounts: number[] = [];

/** The desktop window, played by the first Chromium page. */
const window: RevealableWindow = {
  isDestroyed: () => false,
  isMinimized: () => false,
  restore: () => undefined,
  show: () => undefined,
  focus: () => undefined,
  loadURL: async (url) => void (await pages[0]!.goto(url.replace('app://desktop', app.origin))),
};

async function sendPublicMessage(name: string, urgency = 'normal'): Promise<number> {
  const res = await fetch(`${api.url}/backend/contact_submit.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validContact, name, urgency }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

beforeAll(async () => {
  if (!existsSync(path.join(RENDERER, 'index.html'))) {
    throw new Error('out/renderer is missing: run `npm run desktop:build` before this test');
  }
  api = await startApiServer();
  dir = mkdtempSync(path.join(tmpdir(), 'desktop-notify-'));
  const jar = new MemoryCookieJar();
  settings = createSettings(new Conf<SettingsData>({ cwd: dir, configName: 'settings', schema: SETTINGS_SCHEMA }), jar);
  await settings.setServerUrl(api.url);
  const login = await jar.fetch(`${api.url}/backend/admin/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
    credentials: 'include',
  });
  expect(login.status).toBe(200);

  app = await serveScheme(
    createAppHandler({
      admin: createStaticHandler({ root: RENDERER, mount: '/admin/', csp: ADMIN_CSP, fetchFile }),
      forwarder: createForwarder({ getServerUrl: () => settings.getServerUrl(), fetch: jar.fetch, cookieJar: jar }),
      pages: createMemoryHandler(DESKTOP_PAGES, PAGES_CSP),
    }),
  );
  const notifier = createContactNotifier({
    Notification,
    isSupported: () => true,
    getMode: () => settings.getNotificationMode(),
    openContact: createContactOpener(() => window),
    platform: 'linux',
  });
  const handlers = createDesktopApiHandlers({
    settings,
    probeFetch: fetch,
    appVersion: '1.0.0',
    confirmServerChange: async () => false,
    signOut: async () => undefined,
    onLanguageChanged: () => undefined,
    onServerChanged: () => undefined,
    notifier: { announce: (report) => (reports.push(report), notifier.announce(report)) },
    badge: createBadge({
      platform: 'darwin',
      setBadgeCount: (count) => badgeCounts.push(count),
      setOverlayIcon: () => undefined,
      overlayImage: () => null,
    }),
  });

  double.reset();
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ar' });
  // Two windows on the inbox, each with its own live stream: a message is still announced once.
  pages = await Promise.all([context.newPage(), context.newPage()]);
  for (const page of pages) {
    await exposeDesktopApi(page, handlers);
    await page.goto(`${app.origin}/admin/contacts`);
    await page.getByRole('heading', { name: 'رسائل التواصل' }).waitFor();
  }
  await vi.waitFor(() => expect(api.app.openStreams()).toBe(2), { timeout: 10_000 });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a public message in the desktop app', () => {
  it('becomes one native notification in Arabic, the badge counts it, and a click opens it', async () => {
    const id = await sendPublicMessage('منيرة من الموقع', 'urgent');
    await expect.poll(() => double.notifications.length, { timeout: 5_000 }).toBe(1);
    const [shown] = double.notifications;
    expect(shown!.shown).toBe(true);
    expect(shown!.options).toMatchObject({ title: '⚠ رسالة جديدة — عاجل', silent: false, urgency: 'critical' });
    expect(shown!.options.body).toBe(
      `\u2068منيرة من الموقع\u2069 · \u2068${validContact.service}\u2069\nدرجة الاستعجال: عاجل`,
    );
    // Both windows reported it; it was announced once.
    await expect.poll(() => reports.length).toBe(2);
    expect(reports.map((r) => r.id)).toEqual([id, id]);
    expect(double.notifications).toHaveLength(1);
    await expect.poll(() => badgeCounts.at(-1), { timeout: 5_000 }).toBe(1);

    shown!.click();
    await pages[0]!.waitForURL(`${app.origin}/admin/contacts?id=${id}`);
    await pages[0]!.getByText('منيرة من الموقع').first().waitFor();
  });

  it('follows the setting: silent, then none at all (the badge still counts)', async () => {
    settings.setNotificationMode('silent');
    await sendPublicMessage('رسالة بلا صوت');
    await expect.poll(() => double.notifications.length, { timeout: 5_000 }).toBe(2);
    expect(double.notifications[1]!.options).toMatchObject({ title: 'رسالة جديدة', silent: true });

    settings.setNotificationMode('off');
    const reported = reports.length;
    await sendPublicMessage('رسالة والإشعارات مطفأة');
    await expect.poll(() => reports.length, { timeout: 5_000 }).toBeGreaterThan(reported);
    // The badge is the inbox's unread count: the two messages just sent, and the first one only if
    // opening it from its notification (above) has not marked it read yet.
    const unread = () => api.app.models.Contact.count({ where: { spam: 0, read: 0 } });
    await expect.poll(async () => badgeCounts.at(-1) === (await unread()), { timeout: 5_000 }).toBe(true);
    expect(badgeCounts.at(-1)).toBeGreaterThanOrEqual(2);
    expect(double.notifications).toHaveLength(2);
  });
});
