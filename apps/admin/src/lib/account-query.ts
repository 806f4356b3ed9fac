import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountInfo } from '@shared/schemas';
import { mayCall, type GuardedCall, type Role } from '@shared/api/roles';
import { api } from '@/lib/api-client';

export async function getAccount(): Promise<AccountInfo> {
  const data = await api.call('account');
  return data;
}

export const accountKey = ['account'] as const;

/**
 * Who is signed in (name, last sign-in, role) and whether a temporary password must be changed
 * first. Every screen reads the role from here; it follows a change at the next call (see
 * app/session-watch.ts).
 */
export const accountQuery = queryOptions({
  queryKey: [...accountKey, 'me'],
  queryFn: getAccount,
  meta: { operation: 'loadAccount' },
});

export function useAccount() {
  return useQuery(accountQuery);
}

/** The signed-in person's role (undefined until the account has loaded). */
export function useRole(): Role | undefined {
  return useAccount().data?.role;
}

/**
 * Whether the signed-in person may make a call: the server's own table (shared/api/roles.ts), so a
 * screen shows only the actions the server would accept. Nothing is allowed until the role is known.
 */
export function useCan(): (call: GuardedCall) => boolean {
  const role = useRole();
  return (call) => mayCall(role, call);
}
