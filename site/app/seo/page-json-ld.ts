import type { MetaDescriptor } from 'react-router';
import type { Language } from '@shared/constants';
import type { RootData } from '@/lib/company';
import { absoluteUrl, pageMeta } from '@/lib/seo';
import { jsonLdMeta } from './json-ld';
import { companyJsonLd, faqPageJsonLd } from './site-json-ld';

/**
 * Hook-ins for the site's own pages: pass the result as `extra` to pageMeta().
 * Home, about and contact present the company (Organization + HomeAndConstructionBusiness).
 */
export function companyJsonLdMeta(
  { company, publicBaseUrl }: RootData,
  lang: Language,
  path: string,
  description: string,
): MetaDescriptor[] {
  const pageUrl = absoluteUrl(publicBaseUrl, path);
  return companyJsonLd({ company, lang, baseUrl: publicBaseUrl, pageUrl, description }).map(jsonLdMeta);
}

/** The home FAQ as FAQPage data (the same questions and answers the page shows). */
export function faqJsonLdMeta(
  { publicBaseUrl }: RootData,
  entries: readonly { question: string; answer: string }[],
  path: string,
): MetaDescriptor[] {
  return [jsonLdMeta(faqPageJsonLd(entries, absoluteUrl(publicBaseUrl, path)))];
}

/** The head of a page that presents the company (about, contact): its own title and description, and the company's data. */
export function companyPageMeta(
  site: RootData,
  { lang, path, content }: { lang: Language; path: string; content: { seo: { title: string; description: string } } },
): MetaDescriptor[] {
  const extra = companyJsonLdMeta(site, lang, path, content.seo.description);
  return pageMeta({ site, lang, path, ...content.seo, extra });
}
