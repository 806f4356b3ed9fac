import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../common/ipc-channels';
import { contextBridge, double } from '../test/electron-double';
import type { DesktopApi } from '@shared/desktop-api';

vi.mock('electron', () => import('../test/electron-double'));

describe('preload', () => {
  beforeAll(async () => {
    double.reset();
    double.ipcHandlers.set(IPC_CHANNELS.getServerUrl, () => 'https://example.com');
    double.ipcHandlers.set(IPC_CHANNELS.setServerUrl, (_e, url) => ({ ok: url === 'https://ok.example' }));
    double.ipcHandlers.set(IPC_CHANNELS.testServer, (_e, url) => ({ ok: false, error: String(url) }));
    double.ipcHandlers.set(IPC_CHANNELS.appVersion, () => '1.0.0');
    await import('./index');
  });

  it('exposes exactly the four named functions as window.desktop', () => {
    const api = contextBridge.exposed.get('desktop') as Record<string, unknown>;
    expect([...contextBridge.exposed.keys()]).toEqual(['desktop']);
    expect(Object.keys(api).sort()).toEqual(['appVersion', 'getServerUrl', 'setServerUrl', 'testServer']);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
  });

  it('maps each function to its channel', async () => {
    const api = contextBridge.exposed.get('desktop') as DesktopApi;
    expect(await api.getServerUrl()).toBe('https://example.com');
    expect(await api.setServerUrl('https://ok.example')).toEqual({ ok: true });
    expect(await api.testServer('u')).toEqual({ ok: false, error: 'u' });
    expect(await api.appVersion()).toBe('1.0.0');
  });
});
