import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '@shared/constants';
import type { ContactMessage } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { contactsKey } from '@/lib/contacts-key';

export interface StatusChange {
  id: number;
  status?: LeadStatus;
  read?: boolean;
  spam?: boolean;
}

export async function changeContactStatus({ id, ...change }: StatusChange): Promise<ContactMessage> {
  const data = await api.call('contactStatus', { query: { id }, body: change });
  return data.item;
}

/** Status, read and spam of one message; the list, its counts and the figures follow. */
export function useChangeContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeContactStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
    meta: { operation: 'saveContact' },
  });
}
