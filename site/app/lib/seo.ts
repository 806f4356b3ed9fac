import type { MetaDescriptor } from 'react-router';
import type { RootData } from './company';
import type { Language } from '@shared/constants';
import { arabicPath, englishPath } from '../route-paths';

/** A path of the site as an absolute URL on its public address (RootData.publicBaseUrl). */
export function absoluteUrl(publicBaseUrl: string, path: string): string {
  return `${publicBaseUrl}${path === '/' ? '/' : path}`;
}

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export const THEME_COLORS = { light: '#ffffff', dark: '#0f172a' } as const;

export interface PageMetaInput {
  /** The company's details and the site's address: the page's root data (`siteOf(matches)`, lib/company.ts). */
  site: RootData;
  lang: Language;
  /** The page's own path, e.g. '/en/about' or '/cities/medina'. */
  path: string;
  title: string;
  description: string;
  /** False for pages that exist in Arabic only: no English alternate is announced. */
  bilingual?: boolean;
  /** Extra descriptors (e.g. a JSON-LD `script:ld+json` entry). */
  extra?: MetaDescriptor[];
  /** Set for pages that must not be indexed (404). */
  noindex?: boolean;
}

/**
 * Everything a page puts in <head>: title, description, canonical, hreflang alternates
 * (ar, en, x-default → Arabic), Open Graph and Twitter card tags, colour scheme and theme colour.
 */
export function pageMeta({
  site: { company, publicBaseUrl },
  lang,
  path,
  title,
  description,
  bilingual = true,
  extra = [],
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  // The build renders each page at its path with a slash at the end (/404/); its address has none.
  const pagePath = path.replace(/(.)\/$/, '$1');
  const arPath = arabicPath(pagePath);
  const url = absoluteUrl(publicBaseUrl, pagePath);
  const image = absoluteUrl(publicBaseUrl, OG_IMAGE.path);
  const alternates: MetaDescriptor[] = [
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: absoluteUrl(publicBaseUrl, arPath) },
    ...(bilingual
      ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: absoluteUrl(publicBaseUrl, englishPath(arPath)) }]
      : []),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(publicBaseUrl, arPath) },
  ];
  return [
    { title },
    { name: 'description', content: description },
    ...(noindex
      ? [{ name: 'robots', content: 'noindex' }]
      : [{ tagName: 'link', rel: 'canonical', href: url }, ...alternates]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name[lang] },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: lang === 'ar' ? 'ar_SA' : 'en_US' },
    ...(bilingual ? [{ property: 'og:locale:alternate', content: lang === 'ar' ? 'en_US' : 'ar_SA' }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: company.name[lang] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...extra,
  ];
}
