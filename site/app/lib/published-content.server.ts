import type { AppLoadContext } from 'react-router';
import type { CompanyProfile } from '@shared/company';
import type { Language } from '@shared/constants';
import { SHIPPED_CONTENT, type SiteContent } from '@shared/content/sections';

/**
 * What the server passes to the loaders when it renders the pages again after a publish
 * (server/src/content/render-worker.mjs): the published content. The build's prerender passes
 * nothing, and the pages show the shipped content. Loaders run only there: none of this reaches
 * the browser's code but what a loader returns.
 */
declare module 'react-router' {
  interface AppLoadContext {
    content?: SiteContent;
    /** When it was published (ISO), for the sitemap's lastmod. */
    publishedAt?: string;
  }
}

/** The company's details for a loader: the published ones while rendering after a publish, else the shipped. */
export function companyFrom(context: AppLoadContext | undefined): CompanyProfile {
  return (context?.content ?? SHIPPED_CONTENT).company;
}

/** The published questions of the home page in one language, for its loader. */
export function faqFrom(context: AppLoadContext | undefined, lang: Language): { question: string; answer: string }[] {
  return (context?.content ?? SHIPPED_CONTENT).faq.items.map((item) => ({
    question: item.question[lang],
    answer: item.answer[lang],
  }));
}
