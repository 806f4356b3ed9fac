import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { Paged, StaffMember } from '@shared/schemas';
import { api } from '@/lib/api-client';

export async function getStaff(page: number, limit = ADMIN_PAGE_SIZE): Promise<Paged<StaffMember>> {
  const data = await api.call('staff', { query: { page, limit } });
  return { items: Array.isArray(data?.items) ? data.items : [], total: Number(data?.total) || 0 };
}

export const staffKey = ['staff'] as const;

/** One page of staff accounts, oldest first. */
export function useStaff(page: number) {
  return useQuery({
    queryKey: [...staffKey, page],
    queryFn: () => getStaff(page),
    placeholderData: keepPreviousData,
    meta: { operation: 'loadStaff' },
  });
}
