import { useRouteLoaderData, type AppLoadContext } from 'react-router';
import { COMPANY, type CompanyProfile } from '@shared/company';

/**
 * What the server passes to the loaders when it renders the pages again after a publish
 * (server/src/content/render-worker.ts): the published content. The build's prerender passes
 * nothing, and the pages show the shipped content.
 */
export interface PublishedContent {
  company: CompanyProfile;
}
declare module 'react-router' {
  interface AppLoadContext {
    content?: PublishedContent;
    /** When it was published (ISO), for the sitemap's lastmod. */
    publishedAt?: string;
  }
}

/** What the root route's loader gives every page. */
export interface RootData {
  company: CompanyProfile;
}

/** The company's details for a loader: the published ones while rendering after a publish, else the shipped. */
export function companyFrom(context: AppLoadContext | undefined): CompanyProfile {
  return context?.content?.company ?? COMPANY;
}

function rootData(data: unknown): RootData {
  if (!data || typeof data !== 'object' || !('company' in data)) {
    throw new Error("The root route's data (the company's details) is missing");
  }
  return data as RootData;
}

/** The company's details on the page, as the root loader gave them. */
export function useCompany(): CompanyProfile {
  return rootData(useRouteLoaderData('root')).company;
}

/** The company's details in a `meta` function, from its matches. */
export function companyOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): CompanyProfile {
  return rootData(matches.find((match) => match?.id === 'root')?.data).company;
}
