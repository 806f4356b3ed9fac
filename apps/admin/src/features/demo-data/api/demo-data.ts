import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoDataRemoved, DemoDataStatus } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';

/**
 * The demo's rows are messages, visits and customers (and portfolio items): under the messages
 * key, so the live stream's news of messages and visits counts them again.
 */
export const demoDataKey = [...messagesKey, 'demo-data'] as const;

export async function getDemoData(): Promise<DemoDataStatus> {
  const data = await api.call('demoData');
  return data;
}

/** How many of the demo's rows the office still holds (the banner shows while there are any). */
export function useDemoData() {
  return useQuery({
    queryKey: demoDataKey,
    queryFn: getDemoData,
    // Shown above every screen: a failure is not worth a toast on each; the banner just stays away.
    meta: { silent: true },
  });
}

export async function removeDemoData(): Promise<DemoDataRemoved> {
  const data = await api.call('demoDataRemove');
  return data;
}

/**
 * Removes every demo row (owners). Everything made of messages is read again either way; `onRemoved`
 * refreshes what else showed the demo (the portfolio, which this feature does not know).
 */
export function useRemoveDemoData(onRemoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoData,
    onSettled: async () => {
      onRemoved();
      await queryClient.invalidateQueries({ queryKey: messagesKey });
    },
    meta: { operation: 'removeDemoData' },
  });
}
