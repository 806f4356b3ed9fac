import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountInfo } from '@shared/schemas';
import { api } from '@/lib/api-client';

export async function getAccount(): Promise<AccountInfo> {
  const data = await api.call('account');
  return data;
}

export const accountKey = ['account'] as const;

/** Who is signed in (name, last sign-in) and whether a temporary password must be changed first. */
export const accountQuery = queryOptions({
  queryKey: [...accountKey, 'me'],
  queryFn: getAccount,
  meta: { operation: 'loadAccount' },
});

export function useAccount() {
  return useQuery(accountQuery);
}
