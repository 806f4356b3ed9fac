import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsKey } from './get-sessions';
import '../text';

/** Ends one of my sessions by its id, or every one but this (`others`). Returns how many ended. */
export async function endSessions(which: { id: string } | 'others'): Promise<number> {
  const query = which === 'others' ? { others: 1 } : { id: which.id };
  const data = await api.call('sessionsEnd', { query });
  return Number(data?.ended) || 0;
}

export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
    meta: { operation: 'account.errors.endSession' },
  });
}
