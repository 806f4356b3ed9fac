import { beforeEach, describe, expect, it, vi } from 'vitest';
import { double } from '../../test/electron-double';
import { createSessionCookieJar } from './cookie-jar';
import type { Session } from 'electron';

vi.mock('electron', () => import('../../test/electron-double'));

describe('createSessionCookieJar', () => {
  beforeEach(() => double.reset());
  const jar = () => createSessionCookieJar({ cookies: double.cookies } as unknown as Session);

  it('removes each cookie of the server by its own URL and name', async () => {
    await double.cookies.set({ url: 'http://10.0.0.5:3000/', name: 'mhs_sid', value: 'a', path: '/' });
    await double.cookies.set({
      url: 'https://admin.example.com/',
      name: 'mhs_sid',
      value: 'b',
      secure: true,
      path: '/',
    });
    await double.cookies.set({
      url: 'https://admin.example.com/',
      name: 'mhs_sid.sig',
      value: 'c',
      secure: true,
      path: '/',
    });
    await jar().clear('https://admin.example.com');
    expect(double.cookies.removed).toEqual([
      ['https://admin.example.com/', 'mhs_sid'],
      ['https://admin.example.com/', 'mhs_sid.sig'],
    ]);
    expect(double.cookies.jar.map((c) => c.value)).toEqual(['a']);
  });

  it('flush writes the store to disk', async () => {
    await jar().flush();
    expect(double.cookies.flushes).toBe(1);
  });
});
