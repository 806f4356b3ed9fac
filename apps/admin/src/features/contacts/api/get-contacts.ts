import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { ContactMessage, Paged } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { contactsKey } from '@/lib/contacts-key';
import { filtersToQuery, useLeadFilters, type LeadFilters } from '../use-lead-filters';

export async function getContacts(
  page: number,
  filters: LeadFilters,
  limit = ADMIN_PAGE_SIZE,
): Promise<Paged<ContactMessage>> {
  const data = await api.call('contacts', { query: { page, limit, ...filtersToQuery(filters) } });
  return { items: Array.isArray(data?.items) ? data.items : [], total: Number(data?.total) || 0 };
}

/** One page of contact messages under the URL's filters; the previous page stays shown while the next loads. */
export function useContacts(page: number) {
  const [filters] = useLeadFilters();
  return useQuery({
    queryKey: [...contactsKey, 'list', filters, page],
    queryFn: () => getContacts(page, filters),
    placeholderData: keepPreviousData,
    meta: { operation: 'loadContacts' },
  });
}
