import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageStatus } from '@shared/constants';
import type { ContactMessage } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';
import '../text';

export interface StatusChange {
  id: number;
  status?: MessageStatus;
  read?: boolean;
  spam?: boolean;
}

export async function changeMessageStatus({ id, ...change }: StatusChange): Promise<ContactMessage> {
  const data = await api.call('contactStatus', { query: { id }, body: change });
  return data.item;
}

/** Status, read and spam of one message; the list, its counts and the figures follow. */
export function useChangeMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMessageStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
    meta: { operation: 'messages.errors.saveMessage' },
  });
}
