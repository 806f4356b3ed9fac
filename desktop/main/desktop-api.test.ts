import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../common/ipc-channels';
import { double, FakeWebContents } from '../test/electron-double';
import { deadUrl, startTinyServer } from '../test/tiny-server';
import { createDesktopApiHandlers } from './desktop-api';
import { createSessionCookieJar } from './electron/cookie-jar';
import { registerIpcHandlers } from './ipc';
import { MESSAGES } from './messages';
import { createSettings, SETTINGS_SCHEMA, type Settings, type SettingsData } from './settings';
import type { Session } from 'electron';

vi.mock('electron', () => import('../test/electron-double'));

let server: { url: string; close: () => Promise<void> };
let dir: string;
let settings: Settings;
const changedFor: unknown[] = [];
/** The switch dialog's calls (from, to) and the answer it gives; the servers signed out of. */
const asked: [string, string][] = [];
let answerYes = true;
const signedOut: string[] = [];
const languages: string[] = [];
const announced: unknown[] = [];
const badges: number[] = [];

beforeAll(async () => {
  server = await startTinyServer((req, res) => {
    // /moved/… answers from the root: the server really is at the bare address.
    if (req.url === '/moved/backend/admin/me.php') {
      res.writeHead(301, { location: '/backend/admin/me.php' });
      return res.end();
    }
    res.writeHead(req.url === '/backend/admin/me.php' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(req.url === '/backend/admin/me.php' ? '{"authenticated":false}' : '{"error":"Not Found"}');
  });
  dir = mkdtempSync(path.join(tmpdir(), 'desktop-api-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  double.reset();
  changedFor.length = 0;
  announced.length = 0;
  badges.length = 0;
  asked.length = 0;
  signedOut.length = 0;
  languages.length = 0;
  answerYes = true;
  const store = new Conf<SettingsData>({ cwd: dir, configName: `s${Math.random()}`, schema: SETTINGS_SCHEMA });
  settings = createSettings(store, createSessionCookieJar({ cookies: double.cookies } as unknown as Session));
  registerIpcHandlers(
    createDesktopApiHandlers({
      settings,
      probeFetch: fetch,
      appVersion: '9.9.9',
      confirmServerChange: async (_sender, from, to) => asked.push([from, to]) > 0 && answerYes,
      signOut: async (url) => void signedOut.push(url),
      onServerChanged: (sender) => changedFor.push(sender),
      notifier: { announce: (report) => announced.push(report) > 0 },
      badge: { show: (count) => void badges.push(count) },
      onLanguageChanged: (language) => void languages.push(language),
    }),
  );
});

const setup = 'app://desktop/setup/';

describe('window.desktop handlers', () => {
  it('setServerUrl validates, asks, signs out of the old server, stores, clears the old cookies and restarts the window', async () => {
    await settings.setServerUrl('https://old.example');
    await double.cookies.set({ url: 'https://old.example/', name: 'mhs_sid', value: 'x' });
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, setup, `${server.url}/`)).toEqual({ ok: true });
    expect(asked).toEqual([['https://old.example', server.url]]);
    expect(signedOut).toEqual(['https://old.example']);
    expect(await double.invoke(IPC_CHANNELS.getServerUrl, setup)).toBe(server.url);
    expect(double.cookies.jar).toEqual([]);
    expect(changedFor).toHaveLength(1);
    expect(changedFor[0]).toBeInstanceOf(FakeWebContents);
  });

  it('a switch the person declines in the dialog changes nothing', async () => {
    await settings.setServerUrl('https://old.example');
    await double.cookies.set({ url: 'https://old.example/', name: 'mhs_sid', value: 'x' });
    answerYes = false;
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, setup, server.url)).toEqual({
      ok: false,
      error: MESSAGES.changeCancelled,
    });
    expect(settings.getServerUrl()).toBe('https://old.example');
    expect(signedOut).toEqual([]);
    expect(double.cookies.jar).toHaveLength(1);
    expect(changedFor).toHaveLength(0);
  });

  it('the first server and saving the same one again need no dialog', async () => {
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, setup, server.url)).toEqual({ ok: true });
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, setup, server.url)).toEqual({ ok: true });
    expect(asked).toEqual([]);
    expect(signedOut).toEqual([]);
  });

  it('an address that redirects is not stored: the final one is shown, and saved once confirmed', async () => {
    expect(await double.invoke(IPC_CHANNELS.testServer, setup, `${server.url}/moved`)).toEqual({
      ok: true,
      url: server.url,
    });
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, setup, `${server.url}/moved`)).toEqual({
      ok: false,
      error: MESSAGES.redirected(server.url),
      url: server.url,
    });
    expect(settings.getServerUrl()).toBeNull();
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, setup, server.url)).toEqual({ ok: true });
    expect(settings.getServerUrl()).toBe(server.url);
  });

  it('setServerUrl keeps the old server when the new one fails validation', async () => {
    await settings.setServerUrl(server.url);
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, setup, 'example.com')).toEqual({
      ok: false,
      error: MESSAGES.invalidUrl,
    });
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, setup, await deadUrl())).toEqual({
      ok: false,
      error: MESSAGES.unreachable,
    });
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, setup, `${server.url}/elsewhere`)).toEqual({
      ok: false,
      error: MESSAGES.notOurServer,
    });
    expect(settings.getServerUrl()).toBe(server.url);
    expect(changedFor).toHaveLength(0);
  });

  it('hands a new message to the notifier and the unread count to the badge', async () => {
    const report = { eventId: '5', id: 3, name: 'Omar', service: '', urgency: 'emergency' };
    expect(await double.invoke(IPC_CHANNELS.reportNewContact, 'app://desktop/admin/', report)).toBeUndefined();
    expect(await double.invoke(IPC_CHANNELS.reportUnreadCount, 'app://desktop/admin/', 4)).toBeUndefined();
    expect(announced).toEqual([report]);
    expect(badges).toEqual([4]);
  });

  it('testServer checks without storing, answering only the verdict and the address; appVersion answers', async () => {
    expect(await double.invoke(IPC_CHANNELS.testServer, setup, server.url)).toEqual({ ok: true, url: server.url });
    expect(await double.invoke(IPC_CHANNELS.testServer, setup, `${server.url}/elsewhere`)).toEqual({
      ok: false,
      error: MESSAGES.notOurServer,
    });
    expect(settings.getServerUrl()).toBeNull();
    expect(await double.invoke(IPC_CHANNELS.appVersion, setup)).toBe('9.9.9');
  });

  it('setLanguage stores the language and rebuilds (menu, title) only when it changes', async () => {
    expect(settings.getLanguage()).toBe('ar');
    await double.invoke(IPC_CHANNELS.setLanguage, 'app://desktop/admin/', 'en');
    await double.invoke(IPC_CHANNELS.setLanguage, 'app://desktop/admin/', 'en'); // after the next sign-in
    expect(settings.getLanguage()).toBe('en');
    expect(languages).toEqual(['en']);
    await double.invoke(IPC_CHANNELS.setLanguage, 'app://desktop/admin/', 'ar');
    expect(languages).toEqual(['en', 'ar']);
  });

  it('"I understand" for a plain http server is remembered: its retry and a second save need no new tick', async () => {
    // Servers on the internet over plain http, played by the tiny server on loopback.
    const asPublic = (url: string, init?: RequestInit) =>
      fetch(url.replace(/^http:\/\/[a-z]+\.example\.com/, server.url), init);
    const handlers = createDesktopApiHandlers({
      settings,
      probeFetch: asPublic,
      appVersion: '9.9.9',
      confirmServerChange: async () => true,
      signOut: async () => undefined,
      onServerChanged: () => undefined,
      notifier: { announce: () => false },
      badge: { show: () => undefined },
      onLanguageChanged: () => undefined,
    });
    const sender = { sender: new FakeWebContents() } as unknown as Parameters<typeof handlers.testServer>[0];
    const address = 'http://admin.example.com';
    expect(await handlers.testServer(sender, address)).toMatchObject({ ok: false, plainHttp: true });
    expect(await handlers.setServerUrl(sender, address, { allowPlainHttp: true })).toEqual({ ok: true });
    expect(await handlers.testServer(sender, address)).toEqual({ ok: true, url: address });
    expect(await handlers.setServerUrl(sender, address)).toEqual({ ok: true });
    expect(settings.getServerUrl()).toBe(address);
    // Another plain-http address still needs its own consent.
    expect(await handlers.testServer(sender, 'http://other.example.com')).toMatchObject({ plainHttp: true });
  });
});
