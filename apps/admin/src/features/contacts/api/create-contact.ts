import type { AdminContact, ContactMessage } from '@shared/schemas';
import { API_PATHS, api } from '@/lib/api-client';

export async function createContact(input: AdminContact): Promise<ContactMessage> {
  const { data } = await api.post<{ item: ContactMessage }>(API_PATHS.contacts, input);
  return data.item;
}
