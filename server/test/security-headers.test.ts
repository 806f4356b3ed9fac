import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@shared/content-security-policy';
import { CSP_MANIFEST, loadPagePolicies } from '../src/security/page-policies';
import { Client, startTestServer, type TestServer } from './harness';
import { makeSite } from './site-fixture';

const THEME_SCRIPT = "document.documentElement.dataset.theme=localStorage.getItem('theme')||'system'";
const withInlineScript = (text: string) =>
  `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body>${text}</body></html>`;
let server: TestServer;
let admin: Client;
let site: string;
beforeAll(async () => {
  // A tiny prerendered site, finished by the build's own step (its CSP manifest), and an admin build.
  site = makeSite({
    'index.html': `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/assets/a.js"></script></head><body>home</body></html>`,
    '404.html': '<!doctype html><html><body>404</body></html>',
  });
  server = await startTestServer({ SITE_DIR: site });
  const adminDir = path.join(server.dataDir, 'no-admin');
  mkdirSync(adminDir, { recursive: true });
  writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><html><body>admin</body></html>');
  admin = new Client(server.url);
  await admin.login();
});
afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
});

function expectCommonHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  expect(headers.get('strict-transport-security')).toBeNull(); // plain HTTP here
  return scriptSrc;
}

describe('security headers', () => {
  it('are on HTML pages, whose CSP allows exactly their inline script by hash', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const scriptSrc = expectCommonHeaders(res.headers);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(1); // the JSON-LD block is data, not script
  });

  it('fail safe on a page the build did not list: no hash, nothing inline allowed', async () => {
    writeFileSync(path.join(site, 'added-later.html'), withInlineScript('added after the build'));
    const res = await fetch(`${server.url}/added-later`);
    expect(await res.text()).toContain('added after the build');
    expectCommonHeaders(res.headers);
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
  });

  it('fail safe without a manifest; one not made by the build stops the start', async () => {
    const bare = makeSite({ 'index.html': withInlineScript('home') });
    rmSync(path.join(bare, CSP_MANIFEST));
    const own = await startTestServer({ SITE_DIR: bare });
    try {
      const res = await fetch(`${own.url}/`);
      expect(await res.text()).toContain('home');
      expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    } finally {
      await own.close();
    }
    writeFileSync(
      path.join(bare, CSP_MANIFEST),
      JSON.stringify({ '/index.html': "script-src 'unsafe-inline'\r\nX: 1" }),
    );
    expect(() => loadPagePolicies(bare)).toThrow(/is not a CSP manifest of the build/);
    rmSync(bare, { recursive: true, force: true });
  });

  it('are on the 404 page, API answers (errors too) and uploads', async () => {
    const notFound = await fetch(`${server.url}/no/such/page`);
    expect(notFound.status).toBe(404);
    expectCommonHeaders(notFound.headers);
    expectCommonHeaders((await fetch(`${server.url}/backend/portfolio.php?lang=ar`)).headers);
    expectCommonHeaders((await fetch(`${server.url}/backend/admin/contacts.php`)).headers);
    expectCommonHeaders(
      (
        await fetch(`${server.url}/backend/contact_submit.php`, {
          method: 'POST',
          body: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).headers,
    );
    const form = new FormData();
    const sharp = (await import('sharp')).default;
    form.append(
      'image',
      new Blob([
        new Uint8Array(
          await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
        ),
      ]),
      'a.png',
    );
    const { data } = await admin.request('POST', '/backend/admin/upload.php', { body: form });
    expectCommonHeaders((await fetch(server.url + data.url)).headers);
  });

  it('make admin screens and admin data uncacheable', async () => {
    for (const p of ['/admin/contacts', '/admin']) {
      const res = await fetch(server.url + p);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expectCommonHeaders(res.headers);
    }
    const data = await admin.get('/backend/admin/contacts.php');
    expect(data.headers.get('cache-control')).toBe('no-store');
    expect((await admin.get('/backend/admin/me.php')).headers.get('cache-control')).toBe('no-store');
  });
});
