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
      json(404, '{"error":"Not Found"}');
    });
  });
  afterAll(() => server.close());

  it('accepts a server that answers me.php with a boolean authenticated', async () => {
    expect(await probeServer(`${server.url}/good`, fetch)).toEqual({ ok: true });
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
    expect(await validateServerUrl(`${server.url}/good/`, fetch)).toEqual({ ok: true, url: `${server.url}/good` });
    expect(await validateServerUrl('not a url', fetch)).toEqual({ ok: false, error: MESSAGES.invalidUrl });
  });
});
