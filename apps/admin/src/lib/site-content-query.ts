import { useQuery } from '@tanstack/react-query';
import { COMPANY } from '@shared/company';
import type { ContentSection } from '@shared/content/sections';
import type { ContentState } from '@shared/schemas/content';
import { api } from './api-client';
import { currentLanguage } from './i18n';

/** The one query of a section of the site's content (the Website screen edits it, others read it). */
export function contentQuery<S extends ContentSection>(section: S) {
  return {
    queryKey: ['content', section] as const,
    // The server answers the section asked for: its content has that section's shape.
    queryFn: async () => (await api.call('content', { query: { section } })) as ContentState<S>,
  };
}

/**
 * The company's short name as published, in the admin's language (or the one asked), for what the
 * office sends to customers (the WhatsApp greeting); the shipped one until the published details have loaded.
 */
export function usePublishedCompanyName(language = currentLanguage()): string {
  const company = useQuery({ ...contentQuery('company'), meta: { silent: true } }).data?.published;
  return (company ?? COMPANY).shortName[language];
}
