import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '@shared/schemas';
import { api } from '@/lib/api-client';

export async function getMe(): Promise<MeResponse> {
  const data = await api.call('me');
  return { authenticated: data?.authenticated === true, ...(data?.admin ? { admin: data.admin } : {}) };
}

export const meQueryKey = ['auth', 'me'] as const;

/** The session check of the entry route and the guard: always asked afresh when a screen mounts. */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: getMe,
  staleTime: 0,
  retry: false,
  refetchOnWindowFocus: true,
  // Its failure is the guard's business (it sends the person to sign-in), not a toast.
  meta: { silent: true },
});
