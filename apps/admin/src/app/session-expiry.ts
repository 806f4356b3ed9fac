import type { QueryClient } from '@tanstack/react-query';
import { onSessionEnded } from '@/lib/api-client';
import { meQueryKey } from '@/features/auth/api/get-me';
import { useAuthStore } from '@/stores/auth-store';

/**
 * A 401 from any admin call means the session ended (expired, or logged out elsewhere): clear the
 * local state and mark the session check unauthenticated, so the guard sends the user to sign-in.
 */
export function installSessionExpiry(queryClient: QueryClient): void {
  onSessionEnded(() => {
    useAuthStore.getState().signedOut();
    queryClient.setQueryData(meQueryKey, { authenticated: false });
  });
}
