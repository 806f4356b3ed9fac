import { useMemo } from 'react';
import { CONTACT_FOLDERS, CONTACT_SORTS, MESSAGE_STATUSES, URGENCIES } from '@shared/constants';
import type { ContactFilters } from '@shared/schemas';
import { useQueryChange } from '@/lib/use-query-change';

export type MessageFilterValues = Partial<Omit<ContactFilters, 'q' | 'folder' | 'sort'>> &
  Pick<ContactFilters, 'q' | 'folder' | 'sort'>;

const FILTER_KEYS = ['q', 'status', 'service', 'urgency', 'from', 'to', 'folder', 'sort'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);
const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The messages screen's filters as they stand in the URL (so a view can be reloaded and shared). */
export function filtersFromParams(params: URLSearchParams): MessageFilterValues {
  return {
    q: params.get('q') ?? '',
    status: oneOf(MESSAGE_STATUSES, params.get('status')),
    service: params.get('service') || undefined,
    urgency: oneOf(URGENCIES, params.get('urgency')),
    from: date(params.get('from')),
    to: date(params.get('to')),
    folder: oneOf(CONTACT_FOLDERS, params.get('folder')) ?? 'inbox',
    sort: oneOf(CONTACT_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** The filters as query parameters of the API (defaults left out). */
export function filtersToQuery(filters: MessageFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if ((key === 'folder' && value === 'inbox') || (key === 'sort' && value === 'newest')) continue;
    query[key] = value;
  }
  return query;
}

/** Reads and changes the filters in the URL; any change goes back to page 1. */
export function useMessageFilters(): [
  MessageFilterValues,
  (change: Partial<Record<FilterKey, string | undefined>>) => void,
] {
  const [params, change] = useQueryChange();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  return [filters, change];
}
