import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { sitemapEntries, sitemapXml } from './sitemap';

const englishPath = (p: string) => (p === '/' ? '/en' : `/en${p}`);

describe('sitemap', () => {
  const entries = sitemapEntries({
    baseUrl: 'https://example.sa',
    bilingualPaths: ['/', '/cities'],
    arabicOnlyPaths: ['/cities/medina'],
    englishPath,
  });

  it('lists both language versions of bilingual pages with the same ar/en/x-default alternates', () => {
    expect(entries.map((e) => e.loc)).toEqual([
      'https://example.sa/',
      'https://example.sa/en',
      'https://example.sa/cities',
      'https://example.sa/en/cities',
      'https://example.sa/cities/medina',
    ]);
    expect(entries[2]?.alternates).toEqual([
      { hreflang: 'ar', href: 'https://example.sa/cities' },
      { hreflang: 'en', href: 'https://example.sa/en/cities' },
      { hreflang: 'x-default', href: 'https://example.sa/cities' },
    ]);
    expect(entries[3]?.alternates).toEqual(entries[2]?.alternates);
  });

  it('gives Arabic-only pages no English alternate', () => {
    expect(entries[4]?.alternates.map((a) => a.hreflang)).toEqual(['ar', 'x-default']);
  });

  it('writes a urlset with xhtml:link alternates and escapes XML characters', () => {
    const xml = sitemapXml([
      { loc: 'https://example.sa/a?b=1&c=2', alternates: [{ hreflang: 'ar', href: 'https://example.sa/a?b=1&c=2' }] },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml).toContain('<loc>https://example.sa/a?b=1&amp;c=2</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://example.sa/a?b=1&amp;c=2"/>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it("carries the day of the last publish as every URL's lastmod, and none before any publish", () => {
    expect(sitemapXml(entries)).not.toContain('<lastmod>');
    const xml = sitemapXml(entries, '2026-11-26');
    expect(xml.match(/<lastmod>2026-11-26<\/lastmod>/g)).toHaveLength(entries.length);
  });
});

describe('robots.txt', () => {
  it('keeps /admin and the API out and points to the sitemap', () => {
    const text = robotsTxt('https://example.sa');
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Sitemap: https://example.sa/sitemap.xml']),
    );
  });
});
