import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { double, net } from './electron-double';
import { startTinyServer } from './tiny-server';

/**
 * The double's session cookie jar keeps Chromium's rules for what the main process's net.fetch
 * stores and sends, or the tests built on it would prove nothing: a real server sets the cookies.
 */
let server: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  server = await startTinyServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/set') {
      res.writeHead(200, { 'set-cookie': url.searchParams.getAll('c') });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(req.headers.cookie ?? '');
  });
});
afterAll(() => server.close());
beforeEach(() => double.reset());

const set = (...cookies: string[]) =>
  net.fetch(`${server.url}/set?${cookies.map((c) => `c=${encodeURIComponent(c)}`).join('&')}`, {
    credentials: 'include',
  });
const sent = async (path: string) => (await net.fetch(`${server.url}${path}`, { credentials: 'include' })).text();

describe('electron double: session cookies like Chromium', () => {
  it('Path: a cookie goes only to its path and below', async () => {
    await set('api=1; Path=/backend', 'all=2; Path=/');
    expect(await sent('/backend/admin/me.php')).toBe('api=1; all=2');
    expect(await sent('/uploads/a.png')).toBe('all=2');
    expect(await sent('/backendx')).toBe('all=2');
  });

  it('Secure: sent only to https, and to loopback, which Chromium counts as secure', async () => {
    await set('plain=1', 'safe=2; Secure');
    expect(await sent('/')).toBe('plain=1; safe=2'); // this server is on 127.0.0.1
    await double.cookies.set({ url: 'https://admin.example.com/', name: 'sid', value: 's', secure: true });
    expect((await double.cookies.get({ url: 'https://admin.example.com/' })).map((c) => c.name)).toEqual(['sid']);
    expect(await double.cookies.get({ url: 'http://admin.example.com/' })).toEqual([]);
  });

  it('__Host- and __Secure- prefixes: refused unless Secure (and for __Host-, Path=/ without Domain)', async () => {
    await set('__Host-a=1; Path=/', '__Secure-b=2', 'ok=3');
    expect(await sent('/')).toBe('ok=3');
  });

  it('SameSite: the main process is its own site, so Strict and Lax cookies go with its requests', async () => {
    await set('strict=1; SameSite=Strict', 'lax=2; SameSite=Lax');
    expect(await sent('/')).toBe('strict=1; lax=2');
  });

  it('without credentials: include nothing is sent or stored', async () => {
    await net.fetch(`${server.url}/set?c=x%3D1`, {});
    expect(double.cookies.jar).toEqual([]);
    await set('y=2');
    expect(await (await net.fetch(`${server.url}/`, {})).text()).toBe('');
  });
});
