import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactNote } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';
import '../text';

const notesKey = (contactId: number) => [...messagesKey, 'notes', contactId] as const;

export async function getMessageNotes(contactId: number): Promise<ContactNote[]> {
  const data = await api.call('contactNotes', { query: { contact_id: contactId } });
  return Array.isArray(data?.items) ? data.items : [];
}

export function useMessageNotes(contactId: number) {
  return useQuery({
    queryKey: notesKey(contactId),
    queryFn: () => getMessageNotes(contactId),
    meta: { operation: 'messages.errors.loadNotes' },
  });
}

export function useAddMessageNote(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const data = await api.call('contactNoteAdd', { query: { contact_id: contactId }, body: { body } });
      return data.item;
    },
    // The notes and the list's note counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
    meta: { operation: 'messages.errors.saveNote' },
  });
}
