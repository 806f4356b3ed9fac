import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/constants';
import type { StaffMember } from '@shared/schemas';
import { api } from '@/lib/api-client';

/** The accounts the person filter offers (one page of the staff list: an office has far fewer). */
export async function getPeople(): Promise<StaffMember[]> {
  const data = await api.call('staff', { query: { limit: MAX_PAGE_SIZE } });
  return Array.isArray(data?.items) ? data.items : [];
}

export function usePeople() {
  return useQuery({ queryKey: ['audit', 'people'], queryFn: getPeople, meta: { operation: 'loadStaff' } });
}
