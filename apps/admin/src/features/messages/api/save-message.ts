import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContact, ContactMessage } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';
import '../text';

/** Create (no id) or update (an id, through POST ?id=N&_method=PUT) a contact message. */
export async function saveMessage(id: number | null, input: AdminContact): Promise<ContactMessage> {
  const data =
    id === null
      ? await api.call('contactCreate', { body: input })
      : await api.call('contactUpdate', { query: { id }, body: input });
  return data.item;
}

export function useSaveMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AdminContact }) => saveMessage(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
    meta: { operation: 'messages.errors.saveMessage' },
  });
}
