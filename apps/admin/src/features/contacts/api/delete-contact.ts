import { API_PATHS, api } from '@/lib/api-client';

/** Delete through POST ?id=N&_method=DELETE, as SPEC.md §7 calls it. */
export async function deleteContact(id: number): Promise<void> {
  await api.post(API_PATHS.contacts, null, { params: { id, _method: 'DELETE' } });
}
