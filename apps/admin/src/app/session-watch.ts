import type { QueryClient } from '@tanstack/react-query';
import { isRole } from '@shared/api/roles';
import { accountQuery } from '@/lib/account-query';
import { onRoleSeen, onSessionEnded } from '@/lib/api-client';
import { meQueryKey } from '@/features/auth/api/get-me';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Follows the session from the answers of every admin call. A 401 means the session ended (expired,
 * or logged out elsewhere): clear the local state and mark the session check unauthenticated, so the
 * guard sends the user to sign-in. A role other than the one shown (an owner changed it) is taken
 * at once: menus, screens and buttons follow at the person's next call.
 */
export function installSessionWatch(queryClient: QueryClient): void {
  onSessionEnded(() => {
    useAuthStore.getState().signedOut();
    queryClient.setQueryData(meQueryKey, { authenticated: false });
  });
  onRoleSeen((role) => {
    if (!isRole(role)) return;
    queryClient.setQueryData(accountQuery.queryKey, (account) =>
      account && account.role !== role ? { ...account, role } : account,
    );
  });
}
