import { API_PATHS, api } from '@/lib/api-client';

/** Ends the server session. Errors are ignored by the caller (SPEC.md §8). */
export async function logout(): Promise<void> {
  await api.post(API_PATHS.logout);
}
