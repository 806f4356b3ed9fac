import { COMPANY } from '@shared/company';
import { describe, expect, it } from 'vitest';
import { pageMeta } from './seo';

type Link = { hrefLang?: string; href?: string };
const links = (meta: ReturnType<typeof pageMeta>) => meta.filter((m) => 'hrefLang' in m) as Link[];

describe('pageMeta', () => {
  it('gives title, canonical and the three hreflang alternates', () => {
    const meta = pageMeta({ company: COMPANY, lang: 'en', path: '/en/about', title: 'About', description: 'd' });
    expect(meta).toContainEqual({ title: 'About' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://localhost:3000/en/about' });
    const hreflangs = links(meta).map((m) => [m.hrefLang, m.href]);
    expect(hreflangs).toEqual([
      ['ar', 'http://localhost:3000/about'],
      ['en', 'http://localhost:3000/en/about'],
      ['x-default', 'http://localhost:3000/about'],
    ]);
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_US' });
  });

  it('announces no English alternate for Arabic-only pages', () => {
    const meta = pageMeta({
      company: COMPANY,
      lang: 'ar',
      path: '/cities/medina',
      title: 'x',
      description: 'd',
      bilingual: false,
    });
    expect(links(meta).map((m) => m.hrefLang)).toEqual(['ar', 'x-default']);
  });
});
