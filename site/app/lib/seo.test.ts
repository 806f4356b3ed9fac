import { COMPANY } from '@shared/company';
import { describe, expect, it } from 'vitest';
import { pageMeta } from './seo';

type Link = { hrefLang?: string; href?: string };
const links = (meta: ReturnType<typeof pageMeta>) => meta.filter((m) => 'hrefLang' in m) as Link[];
/** The root data of a page served at https://example.sa. */
const site = { company: COMPANY, publicBaseUrl: 'https://example.sa' };

describe('pageMeta', () => {
  it('gives title, canonical and the three hreflang alternates, on the address of the root data', () => {
    const meta = pageMeta({ site, lang: 'en', path: '/en/about', title: 'About', description: 'd' });
    expect(meta).toContainEqual({ title: 'About' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://example.sa/en/about' });
    const hreflangs = links(meta).map((m) => [m.hrefLang, m.href]);
    expect(hreflangs).toEqual([
      ['ar', 'https://example.sa/about'],
      ['en', 'https://example.sa/en/about'],
      ['x-default', 'https://example.sa/about'],
    ]);
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_US' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://example.sa/en/about' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://example.sa/og-image.png' });
    expect(meta).toContainEqual({ name: 'twitter:image', content: 'https://example.sa/og-image.png' });
  });

  it('gives a page rendered at its path with a trailing slash the address without it', () => {
    const meta = pageMeta({ site, lang: 'en', path: '/en/404/', title: 'x', description: 'd', noindex: true });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://example.sa/en/404' });
  });

  it('announces no English alternate for Arabic-only pages', () => {
    const meta = pageMeta({
      site,
      lang: 'ar',
      path: '/cities/medina',
      title: 'x',
      description: 'd',
      bilingual: false,
    });
    expect(links(meta).map((m) => m.hrefLang)).toEqual(['ar', 'x-default']);
  });
});
