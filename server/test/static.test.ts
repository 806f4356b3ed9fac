import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
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
  writeFileSync(path.join(site, 'about/index.html'), page('about'));
});
afterAll(() => server.close());

describe('static site files', () => {
  it('sends the precompressed copy to clients that accept it', async () => {
    const res = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('fresh');
  });

  it('serves a folder page at /x with the right type, and the plain file to clients without br', async () => {
    const res = await fetch(`${server.url}/about`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('about');
  });

  it('refuses paths that try to leave the site folder', async () => {
    // Sent byte for byte (fetch and URL would fold the dots away before they reach the server). The
    // session secret sits one level above the site folder in these tests.
    const secret = readFileSync(path.join(server.dataDir, 'session-secret'), 'utf8').trim();
    for (const p of [
      '/../session-secret',
      '/%2e%2e/session-secret',
      '/..%2fsession-secret',
      '/%2e%2e%2fsession-secret',
      '/..\\session-secret',
      '/about/../../session-secret',
      '/about/%2e%2e/%2e%2e/session-secret',
    ]) {
      const res = await rawGet(server.url, p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toContain(secret);
    }
  });
});

/** A GET whose path goes out exactly as written. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
