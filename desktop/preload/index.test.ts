import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../common/ipc-channels';
import { contextBridge, double } from '../test/electron-double';
import type { DesktopApi } from '@shared/desktop-api';

vi.mock('electron', () => import('../test/electron-double'));

const received: unknown[] = [];

describe('preload', () => {
  beforeAll(async () => {
    double.reset();
    double.ipcHandlers.set(IPC_CHANNELS.getServerUrl, () => 'https://example.com');
    double.ipcHandlers.set(IPC_CHANNELS.setServerUrl, (_e, url) => ({ ok: url === 'https://ok.example' }));
    double.ipcHandlers.set(IPC_CHANNELS.testServer, (_e, url, options) => ({
      ok: false,
      error: `${String(url)} ${JSON.stringify(options)}`,
    }));
    double.ipcHandlers.set(IPC_CHANNELS.appVersion, () => '1.0.0');
    double.ipcHandlers.set(IPC_CHANNELS.reportNewContact, (_e, report) => void received.push(report));
    double.ipcHandlers.set(IPC_CHANNELS.reportUnreadCount, (_e, count) => void received.push(count));
    double.ipcHandlers.set(IPC_CHANNELS.setLanguage, (_e, language) => void received.push(language));
    await import('./index');
  });

  it('exposes exactly the seven named functions as window.desktop', () => {
    const api = contextBridge.exposed.get('desktop') as Record<string, unknown>;
    expect([...contextBridge.exposed.keys()]).toEqual(['desktop']);
    expect(Object.keys(api).sort()).toEqual([
      'appVersion',
      'getServerUrl',
      'reportNewContact',
      'reportUnreadCount',
      'setLanguage',
      'setServerUrl',
      'testServer',
    ]);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
  });

  it('maps each function to its channel', async () => {
    const api = contextBridge.exposed.get('desktop') as DesktopApi;
    expect(await api.getServerUrl()).toBe('https://example.com');
    expect(await api.setServerUrl('https://ok.example')).toEqual({ ok: true });
    expect(await api.testServer('u')).toEqual({ ok: false, error: 'u {"allowPlainHttp":false}' });
    // Only the known option crosses, as a boolean.
    const options = { allowPlainHttp: 1, skipDialog: true } as unknown as { allowPlainHttp: boolean };
    expect(await api.testServer('u', options)).toEqual({ ok: false, error: 'u {"allowPlainHttp":false}' });
    expect(await api.testServer('u', { allowPlainHttp: true })).toEqual({
      ok: false,
      error: 'u {"allowPlainHttp":true}',
    });
    expect(await api.appVersion()).toBe('1.0.0');
    const report = { eventId: '1', id: 2, name: 'n', service: 's', urgency: 'normal' } as const;
    await api.reportNewContact(report);
    await api.reportUnreadCount(2);
    await api.setLanguage('en');
    expect(received).toEqual([report, 2, 'en']);
  });
});
