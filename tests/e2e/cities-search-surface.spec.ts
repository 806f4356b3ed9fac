import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/server';
import { PUBLIC_PATHS } from '../../site/app/route-paths';
import { expect, test } from './fixtures';

/** /sitemap.xml, /robots.txt and the manifest as the real server sends them. */
const CLIENT_DIR = path.join(ROOT, 'dist/site/client');

/** Every prerendered page on disk (x/index.html → /x); 404 documents are x.html files and not listed. */
function prerenderedPaths(dir = CLIENT_DIR, prefix = ''): string[] {
  if (!existsSync(dir)) throw new Error('The built site is missing: run npm run build:site first.');
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return prerenderedPaths(full, `${prefix}/${entry}`);
    return entry === 'index.html' ? [prefix || '/'] : [];
  });
}

test('sitemap.xml is valid XML listing exactly the prerendered pages, each with hreflang alternates', async ({
  page,
  request,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const xml = await res.text();

  // Parsed by the browser's own XML parser: a malformed document yields <parsererror>.
  await page.goto('/cities');
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const XHTML = 'http://www.w3.org/1999/xhtml';
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      urls: Array.from(doc.getElementsByTagNameNS(SM, 'url')).map((url) => ({
        loc: url.getElementsByTagNameNS(SM, 'loc')[0]?.textContent ?? '',
        alternates: Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map((link) => ({
          rel: link.getAttribute('rel'),
          hreflang: link.getAttribute('hreflang') ?? '',
          href: link.getAttribute('href') ?? '',
        })),
      })),
    };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');

  const origin = new URL(parsed.urls[0]?.loc ?? '').origin;
  const listed = parsed.urls.map((url) => new URL(url.loc).pathname.replace(/(.)\/$/, '$1'));
  expect(new Set(parsed.urls.map((url) => new URL(url.loc).origin))).toEqual(new Set([origin]));
  expect([...listed].sort()).toEqual(prerenderedPaths().sort());
  expect([...listed].sort()).toEqual([...PUBLIC_PATHS].sort());

  for (const url of parsed.urls) {
    const langs = url.alternates.map((a) => a.hreflang);
    const pathname = new URL(url.loc).pathname;
    const arabicOnly = pathname.startsWith('/cities/');
    expect(langs, pathname).toEqual(arabicOnly ? ['ar', 'x-default'] : ['ar', 'en', 'x-default']);
    expect(url.alternates.every((a) => a.rel === 'alternate' && a.href.startsWith(origin))).toBe(true);
    expect(url.alternates.map((a) => a.href)).toContain(url.loc);
  }

  // Every listed page is really served by the server.
  for (const pathname of listed) {
    const page = await request.get(pathname);
    expect(page.status(), pathname).toBe(200);
  }
});

test('robots.txt lets crawlers in, keeps /admin out and points to the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await res.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /admin');
  expect(lines.some((line) => /^Sitemap: https?:\/\/[^ ]+\/sitemap\.xml$/.test(line))).toBe(true);
});

test('the web app manifest and icons are served with their types', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const body = (await manifest.json()) as { dir: string; lang: string; icons: { src: string }[] };
  expect(body).toMatchObject({ dir: 'rtl', lang: 'ar' });
  for (const icon of [...body.icons.map((i) => i.src), '/favicon.svg', '/favicon.ico', '/og-image.png']) {
    const res = await request.get(icon);
    expect(res.status(), icon).toBe(200);
    expect(res.headers()['content-type'], icon).toMatch(/^image\//);
  }
});
