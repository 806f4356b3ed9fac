import type { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { SIGN_IN_PATHS, api } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { meQueryKey } from '@/features/auth/api/get-me';
import { useAuthStore } from '@/stores/auth-store';

/**
 * A 401 from any admin call means the session ended (expired, or logged out elsewhere): clear the
 * local state and mark the session check unauthenticated, so the guard sends the user to sign-in.
 */
export function installSessionExpiry(queryClient: QueryClient): void {
  api.interceptors.response.use(undefined, (error: unknown) => {
    const url = isAxiosError(error) ? error.config?.url : undefined;
    if (errorStatus(error) === 401 && url && !SIGN_IN_PATHS.some((p) => url.startsWith(p))) {
      useAuthStore.getState().signedOut();
      queryClient.setQueryData(meQueryKey, { authenticated: false });
    }
    return Promise.reject(error);
  });
}
