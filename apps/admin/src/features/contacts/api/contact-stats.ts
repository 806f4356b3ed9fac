import { useQuery } from '@tanstack/react-query';
import type { ContactStats } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { contactsKey } from '@/lib/contacts-key';

export async function getContactStats(): Promise<ContactStats> {
  const data = await api.call('contactStats');
  return data;
}

/** The inbox's figures and the status tabs' counts. */
export function useContactStats() {
  return useQuery({
    queryKey: [...contactsKey, 'stats'],
    queryFn: getContactStats,
    meta: { operation: 'loadStats' },
  });
}
