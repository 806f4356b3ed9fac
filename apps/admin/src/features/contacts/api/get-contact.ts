import { useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { contactsKey } from '@/lib/contacts-key';

export async function getContact(id: number): Promise<ContactMessage> {
  const data = await api.call('contact', { query: { id } });
  return data.item;
}

/** One message by its id (a link such as the office's e-mail names it); nothing while `id` is null. */
export function useContact(id: number | null) {
  return useQuery({
    queryKey: [...contactsKey, 'one', id],
    queryFn: () => getContact(id!),
    enabled: id !== null,
    meta: { operation: 'loadContact' },
  });
}
