import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactNote } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { contactsKey } from '@/lib/contacts-key';

const notesKey = (contactId: number) => [...contactsKey, 'notes', contactId] as const;

export async function getContactNotes(contactId: number): Promise<ContactNote[]> {
  const data = await api.call('contactNotes', { query: { contact_id: contactId } });
  return Array.isArray(data?.items) ? data.items : [];
}

export function useContactNotes(contactId: number) {
  return useQuery({
    queryKey: notesKey(contactId),
    queryFn: () => getContactNotes(contactId),
    meta: { operation: 'loadNotes' },
  });
}

export function useAddContactNote(contactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const data = await api.call('contactNoteAdd', { query: { contact_id: contactId }, body: { body } });
      return data.item;
    },
    // The notes and the list's note counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
    meta: { operation: 'saveNote' },
  });
}
