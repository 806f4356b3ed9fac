import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactsKey } from '@/lib/contacts-key';

/** Delete through POST ?id=N&_method=DELETE. */
export async function deleteContact(id: number): Promise<void> {
  await api.call('contactDelete', { query: { id } });
}

/** Deletes one message; the list is reloaded either way (another person may have deleted it). */
export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
    meta: { operation: 'deleteContact' },
  });
}
