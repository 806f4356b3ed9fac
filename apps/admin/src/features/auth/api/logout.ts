import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api, endSessionCalls } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { meQueryKey } from './get-me';

/** Ends the server session. */
export async function logout(): Promise<void> {
  await api.call('logout');
}

/** Logout: call logout.php ignoring its errors, clear the local state and cached data, go to sign-in. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedOut = useAuthStore((s) => s.signedOut);
  return useCallback(async () => {
    endSessionCalls();
    try {
      await logout();
    } catch {
      // A failed logout call still signs the person out here; the session ends on the server by itself.
    }
    signedOut();
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, { authenticated: false });
    await navigate('/login', { replace: true });
  }, [navigate, queryClient, signedOut]);
}
