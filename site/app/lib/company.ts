import { useRouteLoaderData } from 'react-router';
import type { CompanyProfile } from '@shared/company';

/** What the root route's loader gives every page. */
export interface RootData {
  company: CompanyProfile;
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
