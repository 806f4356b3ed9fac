import type { AdminContact, ContactMessage } from '@shared/schemas';
import { API_PATHS, api } from '@/lib/api-client';

/** Update through POST ?id=N&_method=PUT, as SPEC.md §7 calls it. */
export async function updateContact(id: number, input: AdminContact): Promise<ContactMessage> {
  const { data } = await api.post<{ item: ContactMessage }>(API_PATHS.contacts, input, {
    params: { id, _method: 'PUT' },
  });
  return data.item;
}
