import type { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { API_PATHS, api } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { meQueryKey } from '@/features/auth/api/get-me';
import { useAuthStore } from '@/stores/auth-store';

const authPaths: string[] = [API_PATHS.login, API_PATHS.me, API_PATHS.logout];

/**
 * A 401 from any admin call means the session ended (expired, or logged out elsewhere): clear the
 * local state and mark the session check unauthenticated, so the guard sends the user to sign-in.
 */
export function installSessionExpiry(queryClient: QueryClient): void {
  api.interceptors.response.use(undefined, (error: unknown) => {
    const url = isAxiosError(error) ? error.config?.url : undefined;
    if (errorStatus(error) === 401 && url && !authPaths.some((p) => url.startsWith(p))) {
      useAuthStore.getState().signedOut();
      queryClient.setQueryData(meQueryKey, { authenticated: false });
    }
    return Promise.reject(error);
  });
}
