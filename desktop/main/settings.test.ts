import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { double } from '../test/electron-double';
import { createSessionCookieJar } from './electron/cookie-jar';
import { createSettings, SETTINGS_SCHEMA, type SettingsData } from './settings';
import type { Session } from 'electron';

vi.mock('electron', () => import('../test/electron-double'));

/**
 * electron-store is conf with Electron's default folder; the app passes the same options, so the
 * tests use conf itself on a real file in a temp folder (electron-store cannot load outside Electron).
 */
function openStore(cwd: string) {
  return new Conf<SettingsData>({
    cwd,
    configName: 'settings',
    projectName: 'desktop-test',
    schema: SETTINGS_SCHEMA,
    clearInvalidConfig: true,
  });
}

let dir: string;
beforeEach(() => {
  double.reset();
  dir = mkdtempSync(path.join(tmpdir(), 'desktop-settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const jar = () => createSessionCookieJar({ cookies: double.cookies } as unknown as Session);

describe('settings: server URL', () => {
  it('is null on first run, then persists to disk across instances', async () => {
    const settings = createSettings(openStore(dir), jar());
    expect(settings.getServerUrl()).toBeNull();
    await settings.setServerUrl('https://admin.example.com/');
    expect(settings.getServerUrl()).toBe('https://admin.example.com');
    expect(createSettings(openStore(dir), jar()).getServerUrl()).toBe('https://admin.example.com');
    expect(JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8'))).toMatchObject({
      serverUrl: 'https://admin.example.com',
    });
  });

  it("clears the old server's cookies (and only those) when the server changes", async () => {
    const settings = createSettings(openStore(dir), jar());
    await settings.setServerUrl('http://192.168.1.20:3000');
    await double.cookies.set({ url: 'http://192.168.1.20:3000/', name: 'mhs_sid', value: 'a' });
    await double.cookies.set({ url: 'http://192.168.1.20:3000/', name: 'mhs_sid.sig', value: 'b' });
    await double.cookies.set({ url: 'https://other.example/', name: 'keep', value: 'c' });

    await settings.setServerUrl('http://192.168.1.20:3000/'); // same server: session kept
    expect(double.cookies.jar).toHaveLength(3);

    await settings.setServerUrl('https://new.example');
    expect(double.cookies.jar.map((c) => c.name)).toEqual(['keep']);
    expect(double.cookies.flushes).toBe(1);
  });

  it('keeps a plain http address on the internet only with the "I understand" stored with it', async () => {
    const settings = createSettings(openStore(dir), jar());
    await settings.setServerUrl('http://admin.example.com');
    expect(settings.getServerUrl()).toBeNull();
    await settings.setServerUrl('http://admin.example.com', { allowPlainHttp: true });
    expect(settings.getServerUrl()).toBe('http://admin.example.com');
    expect(createSettings(openStore(dir), jar()).getServerUrl()).toBe('http://admin.example.com');
    // A hand-edited file cannot move the consent to another address.
    const file = path.join(dir, 'settings.json');
    writeFileSync(
      file,
      JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), serverUrl: 'http://evil.example' }),
    );
    expect(createSettings(openStore(dir), jar()).getServerUrl()).toBeNull();
    // Local addresses need no consent.
    await settings.setServerUrl('http://10.1.2.3:8080');
    expect(settings.getServerUrl()).toBe('http://10.1.2.3:8080');
  });

  it('refuses to store an invalid URL and ignores a hand-edited bad one', async () => {
    const settings = createSettings(openStore(dir), jar());
    await expect(settings.setServerUrl('ftp://x')).rejects.toThrow();
    writeFileSync(
      path.join(dir, 'settings.json'),
      JSON.stringify({ serverUrl: 'javascript:alert(1)', windowBounds: null }),
    );
    expect(createSettings(openStore(dir), jar()).getServerUrl()).toBeNull();
  });

  it('starts over from defaults when the file is damaged or breaks the schema', () => {
    writeFileSync(path.join(dir, 'settings.json'), '{not json');
    expect(createSettings(openStore(dir), jar()).getServerUrl()).toBeNull();
    writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ serverUrl: 42, windowBounds: 'big' }));
    const settings = createSettings(openStore(dir), jar());
    expect(settings.getServerUrl()).toBeNull();
    expect(settings.getWindowBounds()).toBeNull();
  });
});

describe('settings: window bounds', () => {
  it('remembers position, size and maximized state', () => {
    const settings = createSettings(openStore(dir), jar());
    expect(settings.getWindowBounds()).toBeNull();
    settings.saveWindowBounds({ x: 100.4, y: 50, width: 1200, height: 800.6, maximized: true });
    expect(createSettings(openStore(dir), jar()).getWindowBounds()).toEqual({
      x: 100,
      y: 50,
      width: 1200,
      height: 801,
      maximized: true,
    });
  });

  it('forgets bounds that no connected display shows any more, or that are too small', () => {
    const settings = createSettings(openStore(dir), jar());
    double.displays = [
      { workArea: { x: 0, y: 0, width: 1920, height: 1080 } },
      { workArea: { x: 1920, y: 0, width: 1280, height: 1024 } },
    ];
    settings.saveWindowBounds({ x: 2000, y: 100, width: 1000, height: 700, maximized: false });
    expect(settings.getWindowBounds()).not.toBeNull();
    double.displays = [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }]; // second screen unplugged
    expect(settings.getWindowBounds()).toBeNull();
    settings.saveWindowBounds({ x: 10, y: 10, width: 300, height: 200, maximized: false });
    expect(settings.getWindowBounds()).toBeNull();
  });
});

describe('settings: notifications', () => {
  it('announce with sound by default, and remember a change across instances', () => {
    const settings = createSettings(openStore(dir), jar());
    expect(settings.getNotificationMode()).toBe('sound');
    settings.setNotificationMode('off');
    expect(createSettings(openStore(dir), jar()).getNotificationMode()).toBe('off');
    settings.setNotificationMode('silent');
    expect(JSON.parse(readFileSync(path.join(dir, 'settings.json'), 'utf8'))).toMatchObject({
      notifications: 'silent',
    });
  });

  it('keep a settings file written before the setting existed, with the default', () => {
    writeFileSync(
      path.join(dir, 'settings.json'),
      JSON.stringify({ serverUrl: 'https://a.example', windowBounds: null }),
    );
    const settings = createSettings(openStore(dir), jar());
    expect(settings.getServerUrl()).toBe('https://a.example');
    expect(settings.getNotificationMode()).toBe('sound');
  });

  it('refuse an unknown mode, and ignore a hand-edited one', () => {
    const settings = createSettings(openStore(dir), jar());
    expect(() => settings.setNotificationMode('loud' as never)).toThrow();
    expect(settings.getNotificationMode()).toBe('sound');
    writeFileSync(
      path.join(dir, 'settings.json'),
      JSON.stringify({ serverUrl: null, windowBounds: null, notifications: 'loud' }),
    );
    expect(createSettings(openStore(dir), jar()).getNotificationMode()).toBe('sound');
  });
});
