import { createContext, type RouterContextProvider } from 'react-router';
import type { CompanyProfile } from '@shared/company';
import type { Language } from '@shared/constants';
import type { ServicesOverview } from '@/content/with-published';
import type { ServiceSlug } from '@/route-paths';
import { inLanguage } from '@shared/content/in-language';
import type { SiteContent } from '@shared/content/sections';
import { SHIPPED_CONTENT } from '@shared/content/shipped';
import { NO_PORTFOLIO, type PortfolioLists } from '@shared/portfolio-pages';
import type { PublicPortfolioItem } from '@shared/schemas/portfolio';

/**
 * What the pages are rendered with: the published content and the public gallery. The server sets
 * it when it renders the pages again after a publish or a change of the portfolio
 * (server/src/content/render-worker.mjs, through the key entry.server.tsx exports); the build's
 * prerender sets nothing, and the pages show the default: the shipped content and no work. Loaders
 * run only there: none of this reaches the browser's code but what a loader returns.
 */
export interface PageInputs {
  content: SiteContent;
  portfolio: PortfolioLists;
  /** When it was published (ISO), for the sitemap's lastmod. */
  publishedAt?: string;
}

export const pageInputs = createContext<PageInputs>({ content: SHIPPED_CONTENT, portfolio: NO_PORTFOLIO });

/** A loader's `context`. */
type PageContext = Readonly<RouterContextProvider>;

function contentFrom(context: PageContext): SiteContent {
  return context.get(pageInputs).content;
}

/** When the content shown was published, for the sitemap (none for the build's own pages). */
export function publishedAtFrom(context: PageContext): string | undefined {
  return context.get(pageInputs).publishedAt;
}

/** The company's details for a loader: the published ones while rendering after a publish, else the shipped. */
export function companyFrom(context: PageContext): CompanyProfile {
  return contentFrom(context).company;
}

/** What each page's loader gives it of the published content, in the page's language only. */
export function homeFrom(context: PageContext, lang: Language) {
  const content = contentFrom(context);
  return {
    home: inLanguage(content.home, lang),
    figures: inLanguage(content.figures.home, lang),
    faq: inLanguage(content.faq.items, lang),
    portfolio: portfolioFrom(context, lang),
  };
}

export function aboutFrom(context: PageContext, lang: Language) {
  const content = contentFrom(context);
  return { about: inLanguage(content.about, lang), figures: inLanguage(content.figures.about, lang) };
}

/** The services overview: each group's title, subtitle and service names, and the reasons. */
export function servicesFrom(context: PageContext, lang: Language): ServicesOverview {
  const services = inLanguage(contentFrom(context).services, lang);
  const groups = Object.fromEntries(
    Object.entries(services.groups).map(([slug, { title, subtitle, items }]) => [
      slug,
      { title, subtitle, items: items.map((item) => ({ title: item.title })) },
    ]),
  ) as ServicesOverview['groups'];
  return { groups, whyUs: services.whyUs };
}

/** One service group's page: its own group only. */
export function serviceFrom(context: PageContext, lang: Language, slug: ServiceSlug) {
  const content = contentFrom(context);
  return {
    group: inLanguage(content.services.groups[slug], lang),
    figures: inLanguage(content.figures.services, lang),
  };
}

export function figuresFrom(context: PageContext, lang: Language, page: 'contact' | 'portfolio') {
  return { figures: inLanguage(contentFrom(context).figures[page], lang) };
}

/** A city page's or the district page's published part (Arabic only). */
export function cityFrom<S extends keyof SiteContent['cities']>(context: PageContext, slug: S) {
  return contentFrom(context).cities[slug];
}

/** The portfolio page's figures and its work. */
export function portfolioPageFrom(context: PageContext, lang: Language) {
  return { ...figuresFrom(context, lang, 'portfolio'), portfolio: portfolioFrom(context, lang) };
}

/** The gallery of the home and portfolio pages, in the page's language (newest first). */
function portfolioFrom(context: PageContext, lang: Language): PublicPortfolioItem[] {
  return context.get(pageInputs).portfolio[lang];
}
