import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { ContactMessage, Paged } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';
import { filtersToQuery, useMessageFilters, type MessageFilterValues } from '../use-message-filters';

export async function getMessages(
  page: number,
  filters: MessageFilterValues,
  limit = ADMIN_PAGE_SIZE,
): Promise<Paged<ContactMessage>> {
  const data = await api.call('contacts', { query: { page, limit, ...filtersToQuery(filters) } });
  return { items: Array.isArray(data?.items) ? data.items : [], total: Number(data?.total) || 0 };
}

/** One page of contact messages under the URL's filters; the previous page stays shown while the next loads. */
export function useMessages(page: number) {
  const [filters] = useMessageFilters();
  return useQuery({
    queryKey: [...messagesKey, 'list', filters, page],
    queryFn: () => getMessages(page, filters),
    placeholderData: keepPreviousData,
    meta: { operation: 'loadMessages' },
  });
}
