import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { ContactMessage, Paged } from '@shared/schemas';
import { API_PATHS, api } from '@/lib/api-client';

export async function getContacts(page: number, limit = ADMIN_PAGE_SIZE): Promise<Paged<ContactMessage>> {
  const { data } = await api.get<Paged<ContactMessage>>(API_PATHS.contacts, { params: { page, limit } });
  return { items: Array.isArray(data?.items) ? data.items : [], total: Number(data?.total) || 0 };
}

export const contactsKey = ['contacts'] as const;

export const contactsQuery = (page: number) =>
  queryOptions({
    queryKey: [...contactsKey, page],
    queryFn: () => getContacts(page),
    placeholderData: keepPreviousData,
  });
