import { useQuery } from '@tanstack/react-query';
import type { SessionItem } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { accountKey } from '@/lib/account-query';
import '../text';

export async function getSessions(): Promise<SessionItem[]> {
  const data = await api.call('sessions');
  return Array.isArray(data?.items) ? data.items : [];
}

export const sessionsKey = [...accountKey, 'sessions'] as const;

/** My signed-in sessions, this one marked. */
export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: getSessions, meta: { operation: 'account.errors.loadSessions' } });
}
