import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, validPortfolio, type TestServer } from '../../test/harness';
import { makeSite } from '../../test/site-fixture';
import { RESPONSE_CACHE_TTL_MS } from './response-cache';

// Real HTTP against the real app: what the response cache replays must be what the app answers.
let server: TestServer;
let admin: Client;
let site: string;
beforeAll(async () => {
  site = makeSite({
    'index.html': '<!doctype html><html><head><script>1</script></head><body>v1</body></html>',
    '404.html': '<!doctype html><html><body>404</body></html>',
  });
  server = await startTestServer({ SITE_DIR: site });
  admin = new Client(server.url);
  await admin.login();
});
afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(server.url + p, { headers });
const revalidate = (p: string, etag: string) =>
  new Promise<{ status: number; body: string; etag: string | undefined }>((resolve, reject) => {
    const req = request(server.url + p, { headers: { 'if-none-match': etag } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, etag: res.headers.etag }));
    });
    req.on('error', reject);
    req.end();
  });
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
    // Sent as a browser revalidates (fetch() would add Cache-Control: no-cache, which asks for a 200).
    for (const p of ['/backend/portfolio.php?lang=en', '/']) {
      const etag = (await get(p)).headers.get('etag')!;
      expect(etag, p).toBeTruthy();
      for (let i = 0; i < 2; i++) {
        const res = await revalidate(p, etag);
        expect(res.status, p).toBe(304);
        expect(res.body, p).toBe('');
        expect(res.etag, p).toBe(etag);
      }
      expect((await revalidate(p, '"other"')).status, p).toBe(200);
    }
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

describe('never cached, whatever the query string', () => {
  it('answers /admin?x from the files as they are now', async () => {
    const adminDir = path.join(server.dataDir, 'no-admin');
    mkdirSync(adminDir, { recursive: true });
    writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><p>admin v1</p>');
    expect(await (await get('/admin?x')).text()).toContain('admin v1');
    writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><p>admin v2</p>');
    expect(await (await get('/admin?x')).text()).toContain('admin v2');
  });

  it('asks the database on every /healthz?x', async () => {
    const own = await startTestServer();
    try {
      expect((await fetch(`${own.url}/healthz?x`)).status).toBe(200);
      await own.app.sequelize.close();
      expect((await fetch(`${own.url}/healthz?x`)).status).toBe(503);
    } finally {
      await own.close().catch(() => {});
    }
  });
});
