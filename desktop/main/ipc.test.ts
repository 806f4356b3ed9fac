import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../common/ipc-channels';
import { double } from '../test/electron-double';
import { isTrustedSender, registerIpcHandlers, type IpcHandlers } from './ipc';
import { MESSAGES } from './messages';

vi.mock('electron', () => import('../test/electron-double'));

const calls: unknown[] = [];
const handlers: IpcHandlers = {
  getServerUrl: () => 'https://example.com',
  setServerUrl: (_context, url) => {
    calls.push(url);
    return { ok: true };
  },
  testServer: () => ({ ok: false, error: 'x' }),
  appVersion: () => '1.2.3',
  reportNewContact: (_context, report) => void calls.push(report),
  reportUnreadCount: (_context, count) => void calls.push(count),
  setLanguage: (_context, language) => void calls.push(language),
};
const report = { eventId: '12', id: 7, name: 'سارة', service: 'تنظيف', urgency: 'urgent' };

describe('isTrustedSender', () => {
  it.each([
    ['app://desktop/admin/', true],
    ['app://desktop/setup/', true],
    ['app://evil/admin/', false],
    ['https://desktop/admin/', false],
    ['http://127.0.0.1:3000/admin/', false],
    ['file:///tmp/x.html', false],
    ['about:blank', false],
    ['', false],
  ])('%s → %s', (url, trusted) => expect(isTrustedSender({ senderFrame: { url } as never })).toBe(trusted));

  it('refuses a sender without a frame', () => expect(isTrustedSender({ senderFrame: null })).toBe(false));
});

describe('registerIpcHandlers', () => {
  beforeEach(() => {
    double.reset();
    calls.length = 0;
    registerIpcHandlers(handlers);
  });

  it('registers exactly the typed channel list', () => {
    expect([...double.ipcHandlers.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
  });

  it('answers our own pages', async () => {
    expect(await double.invoke(IPC_CHANNELS.getServerUrl, 'app://desktop/admin/login')).toBe('https://example.com');
    expect(await double.invoke(IPC_CHANNELS.appVersion, 'app://desktop/setup/')).toBe('1.2.3');
    expect(await double.invoke(IPC_CHANNELS.setServerUrl, 'app://desktop/setup/', 'https://a.example')).toEqual({
      ok: true,
    });
    expect(calls).toEqual(['https://a.example']);
  });

  it('refuses any other sender before the handler runs', async () => {
    for (const url of ['https://evil.example/', 'app://other/', 'file:///x', null]) {
      await expect(double.invoke(IPC_CHANNELS.setServerUrl, url, 'https://b.example')).rejects.toThrow(
        MESSAGES.forbiddenSender,
      );
    }
    expect(calls).toEqual([]);
  });

  it('refuses wrong arguments', async () => {
    await expect(double.invoke(IPC_CHANNELS.setServerUrl, 'app://desktop/setup/', { url: 'x' })).rejects.toThrow();
    await expect(double.invoke(IPC_CHANNELS.setServerUrl, 'app://desktop/setup/')).rejects.toThrow();
    await expect(double.invoke(IPC_CHANNELS.getServerUrl, 'app://desktop/setup/', 'extra')).rejects.toThrow();
    for (const options of [{ allowPlainHttp: 'yes' }, { allowPlainHttp: true, skipDialog: true }, null, 'x']) {
      await expect(
        double.invoke(IPC_CHANNELS.setServerUrl, 'app://desktop/setup/', 'https://a.example', options),
      ).rejects.toThrow();
    }
    expect(calls).toEqual([]);
  });

  it("setLanguage takes 'ar' or 'en' only", async () => {
    await double.invoke(IPC_CHANNELS.setLanguage, 'app://desktop/admin/', 'en');
    await double.invoke(IPC_CHANNELS.setLanguage, 'app://desktop/admin/', 'ar');
    for (const bad of ['fr', 'EN', '', 1, null, { language: 'en' }]) {
      await expect(double.invoke(IPC_CHANNELS.setLanguage, 'app://desktop/admin/', bad)).rejects.toThrow();
    }
    await expect(double.invoke(IPC_CHANNELS.setLanguage, 'https://evil.example/', 'en')).rejects.toThrow();
    await expect(double.invoke(IPC_CHANNELS.setLanguage, 'app://desktop/admin/', 'en', 'x')).rejects.toThrow();
    expect(calls).toEqual(['en', 'ar']);
  });

  it('accepts the one server option, a boolean allowPlainHttp', async () => {
    await double.invoke(IPC_CHANNELS.setServerUrl, 'app://desktop/setup/', 'https://a.example', {
      allowPlainHttp: true,
    });
    expect(calls).toEqual(['https://a.example']);
  });

  it('passes a well-formed new-message report and unread count on', async () => {
    await double.invoke(IPC_CHANNELS.reportNewContact, 'app://desktop/admin/contacts', report);
    await double.invoke(IPC_CHANNELS.reportNewContact, 'app://desktop/admin/', { ...report, service: '' });
    await double.invoke(IPC_CHANNELS.reportUnreadCount, 'app://desktop/admin/', 3);
    expect(calls).toEqual([report, { ...report, service: '' }, 3]);
  });

  it.each([
    ['no object', ['x']],
    ['an extra field', [{ ...report, html: '<b>x</b>' }]],
    ['a missing field', [{ ...report, urgency: undefined }]],
    ['an unknown urgency', [{ ...report, urgency: 'critical' }]],
    ['a non-numeric event id', [{ ...report, eventId: '12; drop' }]],
    ['a fractional id', [{ ...report, id: 1.5 }]],
    ['a negative id', [{ ...report, id: -1 }]],
    ['an empty name', [{ ...report, name: '' }]],
    ['a name over 100 characters', [{ ...report, name: 'ا'.repeat(101) }]],
    ['a control character', [{ ...report, name: 'a\u0007b' }]],
    ['a line break in the service', [{ ...report, service: 'a\nb' }]],
    ['an unpaired surrogate', [{ ...report, name: '\ud800' }]],
    ['two arguments', [report, report]],
  ])('refuses a new-message report with %s', async (_what, args) => {
    await expect(double.invoke(IPC_CHANNELS.reportNewContact, 'app://desktop/admin/', ...args)).rejects.toThrow(
      MESSAGES.forbiddenSender,
    );
    expect(calls).toEqual([]);
  });

  it.each([[-1], [1.5], ['3'], [Number.NaN], [Infinity], [10_000_000], [null]])(
    'refuses the unread count %s',
    async (count) => {
      await expect(double.invoke(IPC_CHANNELS.reportUnreadCount, 'app://desktop/admin/', count)).rejects.toThrow();
      expect(calls).toEqual([]);
    },
  );

  it('refuses reports from other senders', async () => {
    await expect(double.invoke(IPC_CHANNELS.reportNewContact, 'https://evil.example/', report)).rejects.toThrow();
    await expect(double.invoke(IPC_CHANNELS.reportUnreadCount, null, 1)).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it('can be unregistered', () => {
    double.reset();
    const unregister = registerIpcHandlers(handlers);
    unregister();
    expect(double.ipcHandlers.size).toBe(0);
  });
});
