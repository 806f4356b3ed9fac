/** One page of the sitemap with its language alternates (hreflang → absolute URL). */
export interface SitemapEntry {
  loc: string;
  alternates: readonly { hreflang: string; href: string }[];
}

export interface SitemapInput {
  baseUrl: string;
  /** Pages in both languages, by their Arabic path. */
  bilingualPaths: readonly string[];
  /** Pages in Arabic only (city and district pages). */
  arabicOnlyPaths: readonly string[];
  englishPath: (arabicPath: string) => string;
}

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Every public URL with the same alternates its <head> announces: bilingual pages list ar, en and
 * x-default (Arabic) on both language versions; Arabic-only pages list ar and x-default.
 */
export function sitemapEntries({
  baseUrl,
  bilingualPaths,
  arabicOnlyPaths,
  englishPath,
}: SitemapInput): SitemapEntry[] {
  const url = (path: string) => `${baseUrl}${path}`;
  const entries: SitemapEntry[] = [];
  for (const arPath of bilingualPaths) {
    const alternates = [
      { hreflang: 'ar', href: url(arPath) },
      { hreflang: 'en', href: url(englishPath(arPath)) },
      { hreflang: 'x-default', href: url(arPath) },
    ];
    entries.push({ loc: url(arPath), alternates }, { loc: url(englishPath(arPath)), alternates });
  }
  for (const arPath of arabicOnlyPaths) {
    entries.push({
      loc: url(arPath),
      alternates: [
        { hreflang: 'ar', href: url(arPath) },
        { hreflang: 'x-default', href: url(arPath) },
      ],
    });
  }
  return entries;
}

/**
 * sitemaps.org urlset with xhtml:link alternates (Google's hreflang-in-sitemap format); `lastmod`
 * (YYYY-MM-DD), when given, is the day of the last publish, which every page shows.
 */
export function sitemapXml(entries: readonly SitemapEntry[], lastmod?: string): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${xmlEscape(entry.loc)}</loc>`,
      ...(lastmod ? [`    <lastmod>${xmlEscape(lastmod)}</lastmod>`] : []),
      ...entry.alternates.map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${xmlEscape(alt.hreflang)}" href="${xmlEscape(alt.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
