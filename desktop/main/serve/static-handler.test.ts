import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveInside, safeSegments } from './safe-path';
import { ADMIN_CSP } from './security-headers';
import { fetchFile } from '../../test/file-fetch';
import { createStaticHandler } from './static-handler';

const root = mkdtempSync(path.join(tmpdir(), 'desktop-static-'));
const outside = mkdtempSync(path.join(tmpdir(), 'desktop-outside-'));
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>admin</title>');
writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(path.join(root, 'assets', 'logo.svg'), '<svg/>');
writeFileSync(path.join(outside, 'secret.txt'), 'secret');
writeFileSync(path.join(path.dirname(root), 'sibling-secret.txt'), 'secret');

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
  rmSync(path.join(path.dirname(root), 'sibling-secret.txt'), { force: true });
});

const serve = createStaticHandler({ root, mount: '/admin/', csp: ADMIN_CSP, fetchFile });
const get = (url: string, method = 'GET') => serve(new Request(url, { method }));

describe('safeSegments', () => {
  it('decodes plain segments and drops empty ones', () => {
    expect(safeSegments('assets//a%20b.js')).toEqual({ ok: true, segments: ['assets', 'a b.js'] });
  });
  it.each(['..', 'a/../b', '%2e%2e', '.%2E', 'a%2f..%2fb', 'a%5cb', 'a\\b', '%00', 'C:', '%E0%A4%A'])(
    'refuses %j',
    (p) => {
      expect(safeSegments(p).ok).toBe(false);
    },
  );
  it('resolveInside never leaves the root', () => {
    expect(resolveInside(root, ['assets', 'x.js'])).toBe(path.join(root, 'assets', 'x.js'));
    expect(resolveInside(root, ['..', 'x'])).toBeNull();
    expect(resolveInside(root, [outside])).toBeNull();
  });
});

describe('createStaticHandler', () => {
  it('serves files with their type, the CSP and nosniff', async () => {
    const res = await get('app://desktop/admin/assets/index-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(ADMIN_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers the mount and every client route with index.html', async () => {
    for (const url of [
      'app://desktop/admin/',
      'app://desktop/admin/contacts',
      'app://desktop/admin/portfolio/12/edit?x=1',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toBe(ADMIN_CSP);
      expect(await res.text()).toContain('<title>admin</title>');
    }
  });

  it('redirects /admin to /admin/ and gives 404 for missing files', async () => {
    const bare = await get('app://desktop/admin');
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/admin/');
    expect((await get('app://desktop/admin/assets/missing.js')).status).toBe(404);
  });

  it('refuses every traversal attempt and never returns a file outside the root', async () => {
    const attempts = [
      'app://desktop/admin/%2e%2e/sibling-secret.txt',
      'app://desktop/admin/..%2fsibling-secret.txt',
      'app://desktop/admin/..%2Fsibling-secret.txt',
      'app://desktop/admin/..%5csibling-secret.txt',
      'app://desktop/admin/assets/..%2f..%2fsibling-secret.txt',
      `app://desktop/admin/${encodeURIComponent(path.join(outside, 'secret.txt'))}`,
      `app://desktop/admin//${outside.slice(1)}/secret.txt`,
      'app://desktop/admin/%252e%252e/sibling-secret.txt',
      'app://desktop/admin/%00index.html',
    ];
    for (const url of attempts) {
      const res = await get(url);
      const body = await res.text();
      expect(body, url).not.toContain('secret');
      expect([200, 400, 404], url).toContain(res.status);
      if (res.status === 200) expect(body, url).toContain('<title>admin</title>');
    }
    // The URL parser itself already folds literal and %2e dot segments; what is left is refused.
    expect((await get('app://desktop/admin/..%2fsibling-secret.txt')).status).toBe(400);
    expect((await get(`app://desktop/admin/${encodeURIComponent(path.join(outside, 'secret.txt'))}`)).status).toBe(400);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('app://desktop/admin/assets/logo.svg', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/svg+xml');
    expect(await head.text()).toBe('');
    expect((await get('app://desktop/admin/', 'POST')).status).toBe(405);
  });
});
