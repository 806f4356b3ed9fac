import { useQuery } from '@tanstack/react-query';
import type { ContactStats } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';

export async function getMessageStats(): Promise<ContactStats> {
  const data = await api.call('contactStats');
  return data;
}

/** The inbox's figures and the status tabs' counts. */
export function useMessageStats() {
  return useQuery({
    queryKey: [...messagesKey, 'stats'],
    queryFn: getMessageStats,
    meta: { operation: 'loadStats' },
  });
}
