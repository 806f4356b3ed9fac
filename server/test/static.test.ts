import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let site: string;
const page = (text: string) => `<!doctype html><html><body>${text.repeat(200)}</body></html>`;

beforeAll(async () => {
  server = await startTestServer();
  site = path.join(server.dataDir, 'no-site');
  mkdirSync(path.join(site, 'about'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), page('fresh'));
  writeFileSync(path.join(site, 'index.html.br'), brotliCompressSync(page('fresh')));
  writeFileSync(path.join(site, 'about/index.html'), page('new about'));
  writeFileSync(path.join(site, 'about/index.html.br'), brotliCompressSync(page('old about')));
  // The .br is older than the page: a rebuild of the site that was not recompressed yet.
  const past = new Date(Date.now() - 3_600_000);
  utimesSync(path.join(site, 'about/index.html.br'), past, past);
});
afterAll(() => server.close());

describe('static site files', () => {
  it('sends the precompressed copy to clients that accept it', async () => {
    const res = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('fresh');
  });

  it('ignores a compressed copy older than its source', async () => {
    const res = await fetch(`${server.url}/about`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(text).toContain('new about');
    expect(text).not.toContain('old about');
  });

  it('refuses paths that try to leave the site folder', async () => {
    for (const p of [
      '/..%2f..%2fsession-secret',
      '/%2e%2e/session-secret',
      '/..\\session-secret',
      '/about/../../session-secret',
    ]) {
      const res = await fetch(server.url + p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).not.toMatch(/^[\w-]{40,}$/);
    }
  });
});
