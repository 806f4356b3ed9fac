import { createContext, type RouterContextProvider } from 'react-router';
import type { LivePageInputs } from '@shared/booking-pages';
import type { CompanyProfile } from '@shared/company';
import type { Language } from '@shared/constants';
import type { ServicesOverview } from '@/texts/with-published';
import type { ServiceSlug } from '@/route-paths';
import { inLanguage } from '@shared/content/in-language';
import type { SiteContent } from '@shared/content/sections';
import { SHIPPED_CONTENT } from '@shared/content/shipped';
import { NO_PORTFOLIO, type PortfolioLists } from '@shared/portfolio-pages';
import type { PublicPortfolioItem } from '@shared/schemas/portfolio';

/**
 * What the pages are rendered with: the published content, the public gallery and the site's
 * address. The server sets it when it renders the pages (server/src/content/render-worker.mjs,
 * through the key entry.server.tsx exports): after a publish, a change of the portfolio, or a start
 * with another PUBLIC_BASE_URL than the build's. The build's prerender sets nothing, and the pages
 * show the default: the shipped content, no work and the address given when building. Loaders run
 * only there: none of this reaches the browser's code but what a loader returns.
 */
export interface PageInputs {
  content: SiteContent;
  portfolio: PortfolioLists;
  /** When it was published (ISO), for the sitemap's lastmod. */
  publishedAt?: string;
  /** Absolute origin of the site, without trailing slash (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  /** A booking page rendered on request: its free windows, or the customer's booking (shared/booking-pages.ts). */
  live?: LivePageInputs;
}

/** PUBLIC_BASE_URL when the site was built (vite.config.ts); the build records it for the server. */
const BUILD_PUBLIC_BASE_URL = typeof __PUBLIC_BASE_URL__ === 'string' ? __PUBLIC_BASE_URL__ : 'http://localhost:3000';

export const pageInputs = createContext<PageInputs>({
  content: SHIPPED_CONTENT,
  portfolio: NO_PORTFOLIO,
  publicBaseUrl: BUILD_PUBLIC_BASE_URL,
});

/** A loader's `context`. */
type PageContext = Readonly<RouterContextProvider>;

function contentFrom(context: PageContext): SiteContent {
  return context.get(pageInputs).content;
}

/** The site's address for a loader (the root gives it to every page; the sitemap and robots.txt read it here). */
export function publicBaseUrlFrom(context: PageContext): string {
  return context.get(pageInputs).publicBaseUrl;
}

/** When the content shown was published, for the sitemap (none for the build's own pages). */
export function publishedAtFrom(context: PageContext): string | undefined {
  return context.get(pageInputs).publishedAt;
}

/** What the server rendered a booking page with, when it did (the build's prerender has none). */
export function liveInputsFrom(context: PageContext): LivePageInputs | undefined {
  return context.get(pageInputs).live;
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
