import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContact, ContactMessage } from '@shared/schemas';
import { API_PATHS, api } from '@/lib/api-client';
import { contactsKey } from './get-contacts';

/** Create (no id) or update (an id, through POST ?id=N&_method=PUT) a contact message. */
export async function saveContact(id: number | null, input: AdminContact): Promise<ContactMessage> {
  const data = await api.post<{ item: ContactMessage }>(
    API_PATHS.contacts,
    input,
    id === null ? undefined : { id, _method: 'PUT' },
  );
  return data.item;
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AdminContact }) => saveContact(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
    meta: { operation: 'saveContact' },
  });
}
