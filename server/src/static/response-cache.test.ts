import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, validPortfolio, type TestServer } from '../../test/harness';
import { RESPONSE_CACHE_TTL_MS } from './response-cache';

// Real HTTP against the real app: what the response cache replays must be what the app answers.
let server: TestServer;
let admin: Client;
let site: string;
beforeAll(async () => {
  server = await startTestServer();
  site = path.join(server.dataDir, 'no-site');
  mkdirSync(site, { recursive: true });
  writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><html><head><script>1</script></head><body>v1</body></html>',
  );
  writeFileSync(path.join(site, '404.html'), '<!doctype html><html><body>404</body></html>');
  admin = new Client(server.url);
  await admin.login();
});
afterAll(() => server.close());

const get = (p: string, headers: Record<string, string> = {}) => fetch(server.url + p, { headers });
const comparable = (h: Headers) => {
  const copy: Record<string, string> = {};
  h.forEach((value, key) => {
    if (!['date', 'connection', 'keep-alive'].includes(key)) copy[key] = value;
  });
  return copy;
};

describe('response cache of public GETs', () => {
  it('replays a page with exactly the headers and body the app gave it', async () => {
    const first = await get('/');
    const firstBody = await first.text();
    const second = await get('/');
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.headers.get('content-security-policy')).toContain('sha256-');
  });

  it('answers a matching If-None-Match with 304 and no body, with or without the cache', async () => {
    const etag = (await get('/backend/portfolio.php?lang=en')).headers.get('etag')!;
    expect(etag).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      const res = await get('/backend/portfolio.php?lang=en', { 'if-none-match': etag });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
    }
    expect((await get('/backend/portfolio.php?lang=en', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('shows an admin change to the portfolio at once, in both languages', async () => {
    const before = (await (await get('/backend/portfolio.php?lang=ar')).json()) as unknown[];
    await get('/backend/portfolio.php?lang=en');
    const created = await admin.post('/backend/admin/portfolio.php', { ...validPortfolio, title_en: 'Fresh item' });
    expect(created.status).toBe(201);
    const ar = (await (await get('/backend/portfolio.php?lang=ar')).json()) as unknown[];
    const en = (await (await get('/backend/portfolio.php?lang=en')).json()) as { title: string }[];
    expect(ar).toHaveLength(before.length + 1);
    expect(en[0]!.title).toBe('Fresh item');
  });

  it('keeps compressed and plain variants apart', async () => {
    writeFileSync(path.join(site, 'page.html'), `<!doctype html><p>${'x'.repeat(2000)}</p>`);
    writeFileSync(path.join(site, 'page.html.gz'), 'not really gzip');
    const gz = await fetch(`${server.url}/page`, { headers: { 'accept-encoding': 'gzip' } });
    const plainA = await fetch(`${server.url}/page`, { headers: { 'accept-encoding': 'identity' } });
    const plainB = await fetch(`${server.url}/page`, { headers: { 'accept-encoding': 'identity' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(plainA.headers.get('content-encoding')).toBeNull();
    expect(plainB.headers.get('content-encoding')).toBeNull();
    expect(await plainB.text()).toContain('xxxx');
  });

  it('never caches 404s or admin answers', async () => {
    expect((await get('/missing-page')).status).toBe(404);
    writeFileSync(path.join(site, 'missing-page.html'), '<!doctype html><p>now here</p>');
    await new Promise((r) => setTimeout(r, 1100)); // the stat cache of static/files.ts
    expect((await get('/missing-page')).status).toBe(200);
    expect((await get('/backend/admin/me.php')).headers.get('cache-control')).toBe('no-store');
    const me1 = await new Client(server.url).get('/backend/admin/me.php');
    expect(me1.data).toEqual({ authenticated: false });
    const me2 = await admin.get('/backend/admin/me.php');
    expect(me2.data.authenticated).toBe(true);
  });

  it('shows a file replaced on disk after at most a second or two', async () => {
    expect(await (await get('/')).text()).toContain('v1');
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><html><body>v2, a longer page</body></html>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(site, 'index.html'), later, later);
    await new Promise((r) => setTimeout(r, RESPONSE_CACHE_TTL_MS + 1_100));
    expect(await (await get('/')).text()).toContain('v2');
  });
});
