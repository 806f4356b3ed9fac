import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';
import '../text';

/** Delete through POST ?id=N&_method=DELETE. */
export async function deleteMessage(id: number): Promise<void> {
  await api.call('contactDelete', { query: { id } });
}

/** Deletes one message; the list is reloaded either way (another person may have deleted it). */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
    meta: { operation: 'messages.errors.deleteMessage' },
  });
}
