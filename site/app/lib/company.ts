import { useRouteLoaderData } from 'react-router';
import type { CompanyProfile } from '@shared/company';

/** What the root route's loader gives every page. */
export interface RootData {
  company: CompanyProfile;
  /**
   * The site's public address (PUBLIC_BASE_URL, no trailing slash) for canonical, hreflang, Open
   * Graph and structured data: the running server's when it rendered the page, else the build's.
   */
  publicBaseUrl: string;
}

function rootData(data: unknown): RootData {
  if (!data || typeof data !== 'object' || !('company' in data) || !('publicBaseUrl' in data)) {
    throw new Error("The root route's data (the company's details and the site's address) is missing");
  }
  return data as RootData;
}

/** The company's details on the page, as the root loader gave them. */
export function useCompany(): CompanyProfile {
  return rootData(useRouteLoaderData('root')).company;
}

/** The root data (company and address) in a `meta` function, from its matches. */
export function siteOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootData {
  return rootData(matches.find((match) => match?.id === 'root')?.loaderData);
}
