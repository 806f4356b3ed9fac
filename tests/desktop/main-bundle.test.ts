import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_URLS } from '../../desktop/common/app-origin';
import { IPC_CHANNELS } from '../../desktop/common/ipc-channels';
import { BrowserWindow, double, nativeTheme } from '../../desktop/test/electron-double';
import type { MenuItemConstructorOptions } from 'electron';
import { APP_ID } from '../../desktop/main/app-id';
import { MESSAGES } from '../../desktop/main/messages';
import { DESKTOP_TEXTS } from '../../desktop/main/text';
import { startTinyServer } from '../../desktop/test/tiny-server';
import { ROOT } from '../support/server';
import { startApiServer, TEST_ADMIN, type ApiServer } from './support/api-server';

vi.mock('electron', () => import('../../desktop/test/electron-double'));

const MENU_LABELS = DESKTOP_TEXTS.ar.menu;

/**
 * The BUILT main process (out/main/index.js, from `npm run desktop:build`) started in Node on the
 * electron test double, against our real server: what the Electron end-to-end test checks, minus
 * Chromium. It proves the bundle wires the scheme, the forwarder, IPC, settings and the window as
 * the unit tests assume.
 */
const MAIN = path.join(ROOT, 'out/main/index.js');
const userData = mkdtempSync(path.join(tmpdir(), 'desktop-userdata-'));
let api: ApiServer;

/** Starts the bundle as a fresh process would (a new module instance, the same userData folder). */
async function launch(): Promise<BrowserWindow> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run desktop:build\` first`);
  double.reset({ keepCookies: true });
  await import(/* @vite-ignore */ `${pathToFileURL(MAIN).href}?launch=${Date.now()}`);
  // The loading page comes at once; the launch is done when the page after it is chosen.
  await vi.waitFor(
    () => expect(BrowserWindow.instances[0]?.webContents.loaded.filter((u) => u !== APP_URLS.loading)).not.toEqual([]),
    { timeout: 10_000 },
  );
  return BrowserWindow.instances[0]!;
}

const scheme = (url: string, init?: RequestInit) => double.protocolHandlers.get('app')!(new Request(url, init));

beforeAll(async () => {
  process.env.MHS_DESKTOP_USER_DATA = userData;
  api = await startApiServer();
});
afterAll(async () => {
  delete process.env.MHS_DESKTOP_USER_DATA;
  await api.close();
  rmSync(userData, { recursive: true, force: true });
});

describe('built main process', () => {
  let win: BrowserWindow;

  it('first run: secure window on the Arabic setup page, app:// privileged, permissions denied', async () => {
    win = await launch();
    expect(double.app.getPath('userData')).toBe(userData);
    expect(double.app.sandboxEnabled).toBe(true);
    expect(double.privilegedSchemes).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true, supportFetchAPI: true }),
      }),
    ]);
    const prefs = win.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false });
    expect(prefs).not.toHaveProperty('webSecurity');
    // The admin's live stream keeps reporting new messages while the window is minimised or hidden.
    expect(prefs.backgroundThrottling).toBe(false);
    expect(prefs.preload).toBe(path.join(ROOT, 'out/preload/index.cjs'));
    expect(existsSync(prefs.preload as string)).toBe(true);
    expect(existsSync(win.options.icon as string)).toBe(true);
    // Shown at once in the pages' colour, with the loading page, then the setup page.
    expect(win.options).toMatchObject({ show: true, backgroundColor: '#f4f7f6' });
    expect(win.webContents.loaded).toEqual(['app://desktop/loading/', 'app://desktop/setup/']);
    // Crashes are recorded in the app's folder and sent nowhere.
    expect(double.crashReporter).toEqual({ uploadToServer: false, compress: true });
    expect(double.app.getPath('crashDumps')).toBe(path.join(userData, 'crashes'));

    let granted: boolean | undefined;
    double.permissionHandler?.({}, 'media', (ok: boolean) => (granted = ok));
    expect(granted).toBe(false);
    for (const permission of ['notifications', 'clipboard-read', 'media', 'geolocation']) {
      expect(double.permissionCheckHandler?.(win.webContents, permission, 'app://desktop')).toBe(false);
    }
    expect(win.webContents.fire('will-navigate', { url: 'http://127.0.0.1:1/' })).toBe(true);
    expect(win.webContents.fire('will-navigate', { url: 'app://desktop/admin/' })).toBe(false);
    expect(win.webContents.windowOpenHandler?.({ url: 'https://wa.me/966500000001' })).toEqual({ action: 'deny' });
    expect(double.openedExternally).toEqual(['https://wa.me/966500000001']);
  });

  it('serves the setup page and the very admin build from out/renderer, each with a CSP', async () => {
    const setup = await scheme('app://desktop/setup/');
    expect(setup.status).toBe(200);
    expect(setup.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await setup.text()).toMatch(/<html lang="ar" dir="rtl">/);

    const index = await scheme('app://desktop/admin/contacts');
    const html = await index.text();
    expect(html).toBe(readFileSync(path.join(ROOT, 'out/renderer/index.html'), 'utf8'));
    const entry = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const script = await scheme(`app://desktop${entry}`);
    expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(index.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('window.desktop: refuses strangers, validates, stores the server and opens the admin', async () => {
    await expect(double.invoke(IPC_CHANNELS.setServerUrl, 'https://evil.example/', api.url)).rejects.toThrow();
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, 'app://desktop/setup/', 'nonsense')).toMatchObject({
      ok: false,
    });
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, 'app://desktop/setup/', `${api.url}/`)).toEqual({ ok: true });
    expect(await double.invoke(IPC_CHANNELS.getServerUrl, 'app://desktop/admin/')).toBe(api.url);
    expect(win.webContents.loaded.at(-1)).toBe('app://desktop/admin/');
    expect(JSON.parse(readFileSync(path.join(userData, 'settings.json'), 'utf8'))).toMatchObject({
      serverUrl: api.url,
    });
  });

  it('signs in through the scheme: cookie in the session jar, flushed, hidden from the page', async () => {
    const login = await scheme('app://desktop/backend/admin/login.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'app://desktop' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie()).toEqual([]);
    // The session, and the device cookie that keeps this app out of a sign-in flood's refusals.
    expect(double.cookies.jar.map((c) => c.name).sort()).toEqual([
      'mhs_device',
      'mhs_device.sig',
      'mhs_sid',
      'mhs_sid.sig',
    ]);
    expect(double.cookies.flushes).toBeGreaterThan(0);
    expect(double.netRequests.at(-1)?.headers.get('origin')).toBeNull();
    const contacts = await scheme('app://desktop/backend/admin/contacts.php?page=1&limit=20');
    expect(await contacts.json()).toEqual({ items: [], total: 0 });
  });

  const admin = 'app://desktop/admin/contacts';
  const report = { eventId: '31', id: 5, name: 'ريم', service: 'تنظيف خزانات', urgency: 'urgent' };

  it('a new message: one Arabic notification, the badge, and a click brings the window back on it', async () => {
    await double.invoke(IPC_CHANNELS.reportNewContact, admin, report);
    await double.invoke(IPC_CHANNELS.reportNewContact, admin, report); // the same event again (a reconnect)
    await expect(
      double.invoke(IPC_CHANNELS.reportNewContact, 'https://evil.example/', { ...report, eventId: '32' }),
    ).rejects.toThrow();
    await expect(double.invoke(IPC_CHANNELS.reportNewContact, admin, { ...report, eventId: 'x' })).rejects.toThrow();
    expect(double.notifications).toHaveLength(1);
    const [shown] = double.notifications;
    expect(shown!.shown).toBe(true);
    expect(shown!.options).toMatchObject({ title: '⚠ رسالة جديدة — عاجل', silent: false, urgency: 'critical' });
    expect(shown!.options.body).toMatch(/ريم.*تنظيف خزانات.*\nدرجة الاستعجال: عاجل/s);
    expect(existsSync(shown!.options.icon as string)).toBe(true);

    await double.invoke(IPC_CHANNELS.reportUnreadCount, admin, 2);
    expect(double.app.badgeCount).toBe(2);

    win.minimize();
    shown!.click();
    expect([win.minimized, win.visible, win.focused]).toEqual([false, true, true]);
    expect(win.webContents.loaded.at(-1)).toBe('app://desktop/admin/contacts?id=5');
    // The offline or setup page has no unread count to show.
    win.webContents.emit('did-navigate', {}, 'app://desktop/offline/');
    expect(double.app.badgeCount).toBe(0);
  });

  it('the menu turns the sound, then every notification, off; the choice is kept in settings.json', async () => {
    const appMenu = (double.applicationMenu as { template: MenuItemConstructorOptions[] }).template[0]!;
    const group = (appMenu.submenu as MenuItemConstructorOptions[]).find((i) => i.label === MENU_LABELS.notifications);
    const choose = (label: string) =>
      ((group!.submenu as MenuItemConstructorOptions[]).find((i) => i.label === label)!.click as () => void)();

    choose(MENU_LABELS.notifySilent);
    await double.invoke(IPC_CHANNELS.reportNewContact, admin, { ...report, eventId: '40' });
    expect(double.notifications.at(-1)!.options.silent).toBe(true);
    choose(MENU_LABELS.notifyOff);
    await double.invoke(IPC_CHANNELS.reportNewContact, admin, { ...report, eventId: '41' });
    expect(double.notifications).toHaveLength(2);
    expect(JSON.parse(readFileSync(path.join(userData, 'settings.json'), 'utf8'))).toMatchObject({
      notifications: 'off',
    });
    choose(MENU_LABELS.notifySound);
  });

  it('switching to another server waits for the main-process dialog; "cancel" keeps everything', async () => {
    const other = await startTinyServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"authenticated":false}');
    });
    double.messageBoxResponse = 1;
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, 'app://desktop/setup/', other.url)).toEqual({
      ok: false,
      error: MESSAGES.changeCancelled,
    });
    expect(double.messageBoxes).toHaveLength(1);
    expect(double.messageBoxes[0]).toMatchObject({ type: 'question', cancelId: 1, defaultId: 1 });
    expect(double.messageBoxes[0]!.detail).toContain(api.url);
    expect(double.messageBoxes[0]!.detail).toContain(other.url);
    expect(await double.invoke(IPC_CHANNELS.getServerUrl, 'app://desktop/admin/')).toBe(api.url);
    const me = await scheme('app://desktop/backend/admin/me.php');
    expect(await me.json()).toMatchObject({ authenticated: true });
    double.messageBoxResponse = 0;
    await other.close();
  });

  it('a page that keeps crashing is reloaded three times a minute, then the error page; the log has it', async () => {
    const gone = () => win.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    const before = win.webContents.loaded.length;
    gone();
    gone();
    gone();
    expect(win.webContents.reloads).toBe(3);
    expect(win.webContents.loaded.length).toBe(before);
    gone();
    expect(win.webContents.reloads).toBe(3);
    expect(win.webContents.loaded.at(-1)).toBe('app://desktop/crashed/');
    const page = await (await scheme('app://desktop/crashed/')).text();
    expect(page).toContain('href="/admin/"');
    expect(page).toContain('href="/setup/"');

    const help = (double.applicationMenu as { template: MenuItemConstructorOptions[] }).template.at(-1)!;
    const openLog = (help.submenu as MenuItemConstructorOptions[]).find((i) => i.label === MENU_LABELS.openLog)!;
    (openLog.click as () => void)();
    const logFile = path.join(userData, 'logs', 'main.log');
    expect(double.shownInFolder).toEqual([logFile]);
    await vi.waitFor(() => expect(readFileSync(logFile, 'utf8')).toContain('renderer gone crashed 11'));
  });

  it("the person's language: menu and window title switch at once, and stay after a restart", async () => {
    const labels = () =>
      JSON.stringify((double.applicationMenu as { template: MenuItemConstructorOptions[] }).template);
    expect(win.title).toBe(DESKTOP_TEXTS.ar.windowTitle);
    await double.invoke(IPC_CHANNELS.setLanguage, admin, 'en');
    expect(labels()).toContain('Change Server…');
    expect(labels()).not.toMatch(/[\u0600-\u06FF]/);
    expect(win.title).toBe('Lamsat Al-Madinah Admin');
    expect(JSON.parse(readFileSync(path.join(userData, 'settings.json'), 'utf8'))).toMatchObject({ language: 'en' });
    await expect(double.invoke(IPC_CHANNELS.setLanguage, admin, 'fr')).rejects.toThrow();

    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { ...platform, value: 'darwin' });
    try {
      win = await launch();
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
    const template = (double.applicationMenu as { template: MenuItemConstructorOptions[] }).template;
    expect(template[0]).toMatchObject({ role: 'appMenu' });
    expect(labels()).toContain('Hide Others');
    expect(win.options.title).toBe('Lamsat Al-Madinah Admin');
    await double.invoke(IPC_CHANNELS.setLanguage, admin, 'ar');
    expect(labels()).toContain(MENU_LABELS.changeServer);
    expect(win.title).toBe(DESKTOP_TEXTS.ar.windowTitle);
  });

  it('after a restart: straight to the admin, still signed in; quitting flushes the cookies', async () => {
    const flushesBefore = double.cookies.flushes;
    win = await launch();
    expect(win.webContents.loaded).toEqual(['app://desktop/loading/', 'app://desktop/admin/']);
    const me = await scheme('app://desktop/backend/admin/me.php');
    expect(await me.json()).toEqual({ authenticated: true, admin: { email: TEST_ADMIN.email, role: 'owner' } });

    let prevented = false;
    double.app.emit('before-quit', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    await vi.waitFor(() => expect(double.app.quitCalls).toBeGreaterThan(0));
    expect(double.cookies.flushes).toBeGreaterThan(flushesBefore);
  });

  it('on Windows: toasts under the installer’s app id, the unread count over the taskbar button', async () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { ...platform, value: 'win32' });
    nativeTheme.shouldUseDarkColors = true;
    try {
      win = await launch();
    } finally {
      Object.defineProperty(process, 'platform', platform);
      nativeTheme.shouldUseDarkColors = false;
    }
    // A dark system gets the pages' dark background from the first moment.
    expect(win.options.backgroundColor).toBe('#0f1716');
    expect(double.app.appUserModelId).toBe(APP_ID);
    await double.invoke(IPC_CHANNELS.reportUnreadCount, admin, 3);
    expect(double.app.badgeCount).toBe(0);
    expect(win.overlay?.description).toBe('3 رسائل غير مقروءة');
    const { dataUrl } = win.overlay!.image as { dataUrl: string };
    const png = readFileSync(path.join(ROOT, 'desktop/resources/badges/3.png'));
    expect(Buffer.from(dataUrl.split(',')[1]!, 'base64').equals(png)).toBe(true);
    await double.invoke(IPC_CHANNELS.reportUnreadCount, admin, 0);
    expect(win.overlay).toEqual({ image: null, description: '' });
  });

  it('server down at start: the Arabic offline page, never a blank window', async () => {
    await api.stop();
    win = await launch();
    expect(win.webContents.loaded).toEqual(['app://desktop/loading/', 'app://desktop/offline/']);
    const offline = await scheme('app://desktop/offline/');
    const html = await offline.text();
    expect(html).toContain('تعذّر الوصول إلى الخادم');
    expect(html).toContain('id="retry"');
    expect(html).toContain('href="/setup/"');
    const api503 = await scheme('app://desktop/backend/admin/me.php');
    expect(api503.status).toBe(503);
    expect(((await api503.json()) as { error: string }).error).toMatch(/[\u0600-\u06FF]/);
  });
});
