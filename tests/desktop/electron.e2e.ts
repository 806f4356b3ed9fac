import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { ar as T } from '../../apps/admin/src/text/ar';
import { DESKTOP_TEXTS } from '../../desktop/main/text';
import { ROOT, startBuiltServer, type RunningServer } from '../support/server';
import { findElectronBinary } from './support/electron-binary';
import { TEST_ADMIN } from './support/api-server';

/**
 * The BUILT desktop app (out/, `npm run desktop:build`) in real Electron against the BUILT server:
 * first run asks for the server, sign in, the contacts list, a new message from the public form
 * announced by a native notification whose click brings the minimised window back on that
 * message, the unread count as the app's badge, restart and still signed in.
 * The Electron binary cannot be downloaded on the build machines: there the test is skipped (and
 * reported as skipped, not passed). Run it where `npm install` fetched Electron, or point
 * ELECTRON_OVERRIDE_DIST_PATH at an unpacked Electron 45.
 */
const binary = findElectronBinary();
if (!binary) {
  console.log(
    'skipped: no Electron binary (node_modules/electron/dist is empty and ELECTRON_OVERRIDE_DIST_PATH is unset). ' +
      'On a machine with network access: npm ci && npm run build:server && npm run desktop:build && npm run test:desktop:e2e',
  );
}

const CONTACT = { name: 'عميل سطح المكتب', phone: '0551112233', service: 'تنظيف', message: 'تنظيف شقة' };

interface Recorded {
  __notifications: Electron.Notification[];
  __badge: (number | string)[];
}

/**
 * Records, in the main process, every notification our code shows and every badge it sets (the
 * operating system's own display of them cannot be read back). Notification.isSupported is made
 * true so a machine without a notification service still runs the part of ours.
 */
async function recordNotificationsAndBadge(app: ElectronApplication): Promise<void> {
  await app.evaluate(({ app: electronApp, BrowserWindow, Notification }) => {
    const recorded = globalThis as unknown as Recorded;
    recorded.__notifications = [];
    recorded.__badge = [];
    Notification.isSupported = () => true;
    const show = Notification.prototype.show;
    Notification.prototype.show = function (this: Electron.Notification) {
      recorded.__notifications.push(this);
      show.call(this);
    };
    const setBadgeCount = electronApp.setBadgeCount.bind(electronApp);
    electronApp.setBadgeCount = (count?: number) => {
      recorded.__badge.push(count ?? 0);
      return setBadgeCount(count);
    };
    const win = BrowserWindow.getAllWindows()[0]!;
    const setOverlayIcon = win.setOverlayIcon.bind(win);
    win.setOverlayIcon = (image, description) => {
      recorded.__badge.push(description);
      setOverlayIcon(image, description);
    };
  });
}

test.describe('desktop app in Electron', () => {
  // Reason: the Electron binary cannot be downloaded on machines without internet (ours); this
  // test then reports itself skipped (never passed) and runs wherever a binary exists.
  test.skip(!binary, 'skipped: no Electron binary'); // reason: no binary download here (see above)

  let server: RunningServer;
  let userData: string;

  test.beforeAll(async () => {
    server = await startBuiltServer({ ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password });
    userData = mkdtempSync(path.join(tmpdir(), 'desktop-e2e-'));
    const res = await fetch(`${server.url}/backend/contact_submit.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ ...CONTACT, email: '', preferredTime: '', urgency: 'normal' }),
    });
    expect(res.status).toBe(201);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (userData) rmSync(userData, { recursive: true, force: true });
  });

  async function launch(): Promise<{ app: ElectronApplication; page: Page; errors: string[] }> {
    const app = await _electron.launch({
      executablePath: binary!,
      args: [ROOT, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      env: { ...process.env, MHS_DESKTOP_USER_DATA: userData, ELECTRON_ENABLE_LOGGING: '1' },
    });
    const page = await app.firstWindow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { app, page, errors };
  }

  test('first run → server URL → sign in → contacts → new message announced → restart, still signed in', async () => {
    let { app, page, errors } = await launch();
    await expect(page).toHaveURL('app://desktop/setup/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.locator('#server-url').fill(server.url);
    await page.getByRole('button', { name: 'حفظ ومتابعة' }).click();
    await page.waitForURL(/^app:\/\/desktop\/admin\//);

    // The renderer has window.desktop (named functions only) and no Node.
    expect(await page.evaluate(() => Object.keys(window.desktop ?? {}).sort())).toEqual([
      'appVersion',
      'getServerUrl',
      'reportNewContact',
      'reportUnreadCount',
      'setLanguage',
      'setServerUrl',
      'testServer',
    ]);
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await page.evaluate(() => window.desktop?.getServerUrl())).toBe(server.url);

    await page.getByLabel(T.auth.email).fill(TEST_ADMIN.email);
    await page.getByLabel(T.auth.password, { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: T.auth.submit }).click();
    await page.waitForURL(/\/admin\/contacts/);
    await expect(page.getByText(CONTACT.name).first()).toBeVisible();
    // The session cookie is the main process's: the page sees none.
    expect(await page.evaluate(() => document.cookie)).toBe('');

    // A new message while the window is minimised: one native notification, the badge, and a
    // click that brings the window back on that message.
    await recordNotificationsAndBadge(app);
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.minimize());
    const sent = await fetch(`${server.url}/backend/contact_submit.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ ...CONTACT, name: 'إشعار سطح المكتب', email: '', preferredTime: '', urgency: 'urgent' }),
    });
    const { id } = (await sent.json()) as { id: number };
    await expect
      .poll(() => app.evaluate(() => (globalThis as unknown as Recorded).__notifications.map((n) => n.title)))
      .toEqual(['⚠ رسالة جديدة — عاجل']);
    expect(await app.evaluate(() => (globalThis as unknown as Recorded).__notifications[0]!.body)).toContain(
      'إشعار سطح المكتب',
    );
    // Two unread now (the first message and this one).
    await expect
      .poll(() => app.evaluate(() => (globalThis as unknown as Recorded).__badge))
      .toContainEqual(process.platform === 'win32' ? 'رسالتان غير مقروءتين' : 2);
    await app.evaluate(() => (globalThis as unknown as Recorded).__notifications[0]!.emit('click'));
    await page.waitForURL(new RegExp(`/admin/contacts\\?id=${id}$`));
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.isMinimized())).toBe(false);
    expect(errors).toEqual([]);
    await app.close();

    ({ app, page, errors } = await launch());
    await page.waitForURL(/^app:\/\/desktop\/admin\//);
    await page.goto('app://desktop/admin/contacts');
    await expect(page.getByText(CONTACT.name).first()).toBeVisible();
    await expect(page.getByLabel(T.auth.password, { exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
    await app.close();
  });

  test('the admin switched to English: window title and menus follow at once, and return to Arabic', async () => {
    // Runs after the test above (same data folder: the server is set and the person signed in).
    const { app, page, errors } = await launch();
    await page.waitForURL(/^app:\/\/desktop\/admin\//);
    await page.goto('app://desktop/admin/contacts');
    await expect(page.getByRole('heading', { name: 'رسائل التواصل' })).toBeVisible();
    const menu = () => app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.items.map((item) => item.label) ?? []);
    const title = () => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.getTitle());
    const arabic = /[\u0600-\u06FF]/;

    await page.getByText('English', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect.poll(menu).toContain(DESKTOP_TEXTS.en.menu.edit);
    expect((await menu()).filter((label) => arabic.test(label))).toEqual([]);
    await expect.poll(title).not.toMatch(arabic);

    await page.getByText('العربية', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(menu).toContain(DESKTOP_TEXTS.ar.menu.edit);
    await expect.poll(title).toMatch(arabic);
    expect(errors).toEqual([]);
    await app.close();
  });
});
