import type { MetaDescriptor } from 'react-router';
import type { CompanyProfile } from '@shared/company';
import type { Language } from '@shared/constants';
import { absoluteUrl, PUBLIC_BASE_URL } from '@/lib/seo';
import { jsonLdMeta } from './json-ld';
import { companyJsonLd, faqPageJsonLd } from './site-json-ld';

/**
 * Hook-ins for the site's own pages: pass the result as `extra` to pageMeta().
 * Home, about and contact present the company (Organization + HomeAndConstructionBusiness).
 */
export function companyJsonLdMeta(
  company: CompanyProfile,
  lang: Language,
  path: string,
  description: string,
): MetaDescriptor[] {
  return companyJsonLd({ company, lang, baseUrl: PUBLIC_BASE_URL, pageUrl: absoluteUrl(path), description }).map(
    jsonLdMeta,
  );
}

/** The home FAQ as FAQPage data (the same questions and answers the page shows). */
export function faqJsonLdMeta(
  entries: readonly { question: string; answer: string }[],
  path: string,
): MetaDescriptor[] {
  return [jsonLdMeta(faqPageJsonLd(entries, absoluteUrl(path)))];
}
