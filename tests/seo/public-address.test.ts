import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, TEST_ADMIN, type RunningServer } from '../support/server';
import { assertBuilt, BASE_URL, CLIENT_DIR } from './built-site';

/**
 * The site's address is the running server's PUBLIC_BASE_URL, not the one the build was made with:
 * the built server started on another address (and port) serves every prerendered file with that
 * address only, at start, after a publish and in the admin's preview; started on the build's own
 * address it serves the build's files as they are, rendering nothing.
 */
const ADDRESS = 'https://example.sa';

/** What the server renders again for another address: pages, their data, the sitemap, robots.txt, the manifest. */
const RENDERED = /(\.html|\.data|^sitemap\.xml|^robots\.txt|^manifest\.webmanifest)$/;

/** Every such file of the build, with the path that serves it (the 404 documents answer unknown paths). */
function prerenderedFiles(): { file: string; url: string }[] {
  return readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && RENDERED.test(entry.name))
    .map((entry) => path.relative(CLIENT_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .map((file) => ({ file, url: servedAt(file) }));
}

function servedAt(file: string): string {
  if (file === '404.html') return '/no-such-page';
  if (file === 'en/404.html') return '/en/no-such-page';
  if (file === 'index.html') return '/';
  return `/${file.replace(/\/index\.html$/, '')}`;
}

/** A port nothing listens on now, other than the build's 3000. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** As the server's TLS proxy passes every request on (TRUST_PROXY=true). */
const VIA_PROXY = { 'X-Forwarded-Proto': 'https' };

/** Each prerendered file as served through the proxy, compressed (br, as browsers ask) and not. */
async function servedFiles(server: RunningServer) {
  const served: { url: string; encoding: string; status: number; body: string }[] = [];
  for (const { url } of prerenderedFiles()) {
    for (const encoding of ['br', 'identity']) {
      const res = await fetch(server.url + url, { headers: { ...VIA_PROXY, 'Accept-Encoding': encoding } });
      served.push({ url, encoding, status: res.status, body: await res.text() });
    }
  }
  return served;
}

/** What was served with the build's address, or none, where an absolute URL is expected. */
function wrongAddresses(served: Awaited<ReturnType<typeof servedFiles>>): string[] {
  return served.flatMap(({ url, encoding, body }) => {
    const where = `${url} (${encoding})`;
    if (body.includes('localhost')) return [`${where}: ${/.{0,60}localhost.{0,40}/.exec(body)?.[0]}`];
    // The manifest has no absolute URL; everything else has the running address.
    if (url !== '/manifest.webmanifest' && !body.includes(ADDRESS)) return [`${where}: no ${ADDRESS}`];
    return [];
  });
}

/** The server's output once its buffered log lines are out (they are written at least once a second). */
async function outputAfterFlush(server: RunningServer): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return server.tail();
}

/** The admin's calls, through the proxy. */
async function signIn(server: RunningServer) {
  const login = await fetch(`${server.url}/backend/admin/login.php`, {
    method: 'POST',
    headers: { ...VIA_PROXY, 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method: 'GET' | 'POST', pathAndQuery: string, json?: unknown) => {
    const res = await fetch(server.url + pathAndQuery, {
      method,
      headers: { ...VIA_PROXY, cookie, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: res.status, data: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

beforeAll(assertBuilt);

describe('a build started with another PUBLIC_BASE_URL and PORT', () => {
  let server: RunningServer;
  let startLog = '';
  beforeAll(async () => {
    expect(BASE_URL).not.toBe(ADDRESS);
    const port = await freePort();
    server = await startBuiltServer({
      PUBLIC_BASE_URL: ADDRESS,
      TRUST_PROXY: 'true',
      PORT: String(port),
      LOG_LEVEL: 'info',
    });
    startLog = await outputAfterFlush(server);
  }, 120_000);
  afterAll(() => server?.stop());

  it('says at start that it rendered the pages for its address', () => {
    expect(startLog).toContain('site pages rendered for PUBLIC_BASE_URL, the build made them for another address');
    expect(startLog).toContain(`"publicBaseUrl":"${ADDRESS}"`);
  });

  it('serves every prerendered file with its address only, none with the build’s', async () => {
    const served = await servedFiles(server);
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((s) => s.status !== (s.url.includes('no-such-page') ? 404 : 200))).toEqual([]);
    expect(wrongAddresses(served)).toEqual([]);
    const about = served.find((s) => s.url === '/en/about')!.body;
    expect(about).toContain(`<link rel="canonical" href="${ADDRESS}/en/about"/>`);
    expect(about).toContain(`<meta property="og:image" content="${ADDRESS}/og-image.png"/>`);
    expect(served.find((s) => s.url === '/robots.txt')!.body).toContain(`Sitemap: ${ADDRESS}/sitemap.xml`);
  }, 60_000);

  it('keeps its address after a publish from the admin, and in the preview', async () => {
    const call = await signIn(server);
    const { version, draft } = (await call('GET', '/backend/admin/content.php?section=company')).data;
    const renamed = { ...draft, name: { ...draft.name, en: 'Lamsat Address Test Services' } };
    expect((await call('POST', '/backend/admin/content.php?section=company', { version, draft: renamed })).status).toBe(
      200,
    );
    const preview = await call('GET', '/backend/admin/content-preview.php?path=/en/about');
    expect(preview.status).toBe(200);
    expect(preview.data.html).toContain(`<link rel="canonical" href="${ADDRESS}/en/about"/>`);
    expect(preview.data.html).toContain('Lamsat Address Test Services');
    expect(preview.data.html).not.toContain('localhost');

    expect((await call('POST', '/backend/admin/content-publish.php')).status).toBe(200);
    const served = await servedFiles(server);
    expect(served.find((s) => s.url === '/en/about')!.body).toContain('Lamsat Address Test Services');
    expect(wrongAddresses(served)).toEqual([]);
  }, 120_000);
});

describe('a build started with its own address (on another port)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({
      PUBLIC_BASE_URL: BASE_URL,
      PORT: String(await freePort()),
      LOG_LEVEL: 'info',
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it('renders nothing at start and serves the build’s own files', async () => {
    expect(await outputAfterFlush(server)).not.toContain('site pages rendered');
    expect(existsSync(path.join(server.dataDir, 'site'))).toBe(false);
    for (const { file, url } of prerenderedFiles()) {
      const res = await fetch(server.url + url, { headers: { 'Accept-Encoding': 'identity' } });
      expect(await res.text(), url).toBe(readFileSync(path.join(CLIENT_DIR, file), 'utf8'));
    }
  }, 60_000);
});
