import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadUrl, startTinyServer } from '../test/tiny-server';
import { MESSAGES } from './messages';
import { normalizeServerUrl, probeServer, validateServerUrl } from './server-url';

describe('normalizeServerUrl', () => {
  it('keeps http(s) origins and an optional path, without trailing slash, query or fragment', () => {
    expect(normalizeServerUrl(' https://Example.com/ ')).toEqual({ ok: true, url: 'https://example.com' });
    expect(normalizeServerUrl('http://127.0.0.1:3000')).toEqual({ ok: true, url: 'http://127.0.0.1:3000' });
    expect(normalizeServerUrl('https://example.com/admin-api//?x=1#y')).toEqual({
      ok: true,
      url: 'https://example.com/admin-api',
    });
  });

  it.each([
    '',
    '   ',
    'example.com',
    'ftp://example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'app://desktop/',
  ])('refuses %j with the Arabic message', (input) => {
    expect(normalizeServerUrl(input)).toEqual({ ok: false, error: MESSAGES.invalidUrl });
  });

  it('refuses URLs with credentials and non-strings', () => {
    expect(normalizeServerUrl('https://user:pw@example.com')).toEqual({
      ok: false,
      error: MESSAGES.urlWithCredentials,
    });
    expect(normalizeServerUrl(42)).toEqual({ ok: false, error: MESSAGES.invalidUrl });
    expect(normalizeServerUrl(`https://example.com/${'a'.repeat(3000)}`)).toEqual({
      ok: false,
      error: MESSAGES.invalidUrl,
    });
  });
});

describe('probeServer', () => {
  let server: { url: string; close: () => Promise<void> };
  const seen: { path: string; cookie: string | undefined }[] = [];

  beforeAll(async () => {
    server = await startTinyServer((req, res) => {
      seen.push({ path: req.url ?? '', cookie: req.headers.cookie });
      const redirect = (status: number, location: string) => {
        res.writeHead(status, { location });
        res.end();
      };
      const json = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      if (req.url === '/good/backend/admin/me.php') return json(200, '{"authenticated":false}');
      if (req.url === '/wrong-shape/backend/admin/me.php') return json(200, '{"ok":true}');
      if (req.url === '/html/backend/admin/me.php') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<h1>hello</h1>');
      }
      if (req.url === '/slow/backend/admin/me.php') return setTimeout(() => json(200, '{"authenticated":true}'), 2000);
      // /r301/…, /r302/…, /r307/…, /r308/…: the server moved to /good.
      const moved = /^\/r(301|302|307|308)\/backend\/admin\/me\.php$/.exec(req.url ?? '');
      if (moved) return redirect(Number(moved[1]), '/good/backend/admin/me.php');
      if (req.url === '/chain/backend/admin/me.php') return redirect(302, `${server.url}/r308/backend/admin/me.php`);
      if (req.url === '/loop/backend/admin/me.php') return redirect(302, '/loop/backend/admin/me.php');
      if (req.url === '/to-secret/backend/admin/me.php') return redirect(302, '/secret-page');
      if (req.url === '/to-query/backend/admin/me.php') return redirect(302, '/good/backend/admin/me.php?x=1');
      if (req.url === '/to-file/backend/admin/me.php') return redirect(302, 'file:///etc/backend/admin/me.php');
      json(404, '{"error":"Not Found"}');
    });
  });
  afterAll(() => server.close());

  it('accepts a server that answers me.php with a boolean authenticated', async () => {
    expect(await probeServer(`${server.url}/good`, fetch)).toEqual({ ok: true, url: `${server.url}/good` });
    expect(seen.at(-1)).toEqual({ path: '/good/backend/admin/me.php', cookie: undefined });
  });

  it('refuses servers that answer something else', async () => {
    for (const prefix of ['/wrong-shape', '/html', '/missing']) {
      expect(await probeServer(`${server.url}${prefix}`, fetch)).toEqual({ ok: false, error: MESSAGES.notOurServer });
    }
  });

  it('reports an unreachable or silent server as unreachable', async () => {
    expect(await probeServer(await deadUrl(), fetch)).toEqual({ ok: false, error: MESSAGES.unreachable });
    expect(await probeServer(`${server.url}/slow`, fetch, 200)).toEqual({ ok: false, error: MESSAGES.unreachable });
  });

  it('validateServerUrl normalizes first, then probes', async () => {
    expect(await validateServerUrl(`${server.url}/good/`, fetch)).toEqual({
      ok: true,
      url: `${server.url}/good`,
      typed: `${server.url}/good`,
    });
    expect(await validateServerUrl('not a url', fetch)).toEqual({ ok: false, error: MESSAGES.invalidUrl });
  });

  it.each([301, 302, 307, 308])('after a %i the server is where the redirect led', async (status) => {
    expect(await probeServer(`${server.url}/r${status}`, fetch)).toEqual({ ok: true, url: `${server.url}/good` });
    expect(await validateServerUrl(`${server.url}/r${status}`, fetch)).toEqual({
      ok: true,
      url: `${server.url}/good`,
      typed: `${server.url}/r${status}`,
    });
  });

  it('follows a chain of hops, each only to the health path', async () => {
    seen.length = 0;
    expect(await probeServer(`${server.url}/chain`, fetch)).toEqual({ ok: true, url: `${server.url}/good` });
    expect(seen.map((s) => s.path)).toEqual([
      '/chain/backend/admin/me.php',
      '/r308/backend/admin/me.php',
      '/good/backend/admin/me.php',
    ]);
  });

  it('never follows a redirect anywhere but the health path, nor forever', async () => {
    for (const prefix of ['/to-secret', '/to-query', '/to-file', '/loop']) {
      seen.length = 0;
      expect(await probeServer(`${server.url}${prefix}`, fetch)).toEqual({ ok: false, error: MESSAGES.notOurServer });
      expect(seen.every((s) => s.path.endsWith('/backend/admin/me.php'))).toBe(true);
      expect(seen.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('plain http', () => {
  let plain: { url: string; close: () => Promise<void> };
  // Plays a server on the internet reached by name over plain http: the probe goes to 127.0.0.1,
  // the rule looks at the address the person typed (and the one it led to).
  const publicFetch: typeof fetch = (input, init) =>
    fetch(String(input).replace('http://admin.example.com', plain.url), init);
  beforeAll(async () => {
    plain = await startTinyServer((req, res) => {
      if (req.url === '/to-https/backend/admin/me.php') {
        res.writeHead(301, { location: 'https://admin.example.com/backend/admin/me.php' });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"authenticated":false}');
    });
  });
  afterAll(() => plain.close());

  it('is refused on the internet with the reason, unless the person accepts it', async () => {
    expect(await validateServerUrl('http://admin.example.com', publicFetch)).toEqual({
      ok: false,
      error: MESSAGES.plainHttp,
      url: 'http://admin.example.com',
      plainHttp: true,
    });
    expect(await validateServerUrl('http://admin.example.com', publicFetch, { allowPlainHttp: true })).toEqual({
      ok: true,
      url: 'http://admin.example.com',
      typed: 'http://admin.example.com',
    });
  });

  it('is fine on this computer and the local network', async () => {
    expect(await validateServerUrl(plain.url, fetch)).toMatchObject({ ok: true, url: plain.url });
  });

  it('an http address that moves to https is judged by where it leads', async () => {
    const toHttps: typeof fetch = (input, init) =>
      String(input).startsWith('https://admin.example.com/')
        ? Promise.resolve(Response.json({ authenticated: false }))
        : publicFetch(input, init);
    expect(await validateServerUrl('http://admin.example.com/to-https', toHttps)).toEqual({
      ok: true,
      url: 'https://admin.example.com',
      typed: 'http://admin.example.com/to-https',
    });
  });
});
