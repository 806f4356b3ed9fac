import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '@/stores/auth-store';
import { meQueryKey } from './api/get-me';
import { logout } from './api/logout';

/** Logout: call logout.php ignoring its errors, clear the local state and cached data, go to sign-in. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedOut = useAuthStore((s) => s.signedOut);
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // SPEC.md §8: logout ignores call errors.
    }
    signedOut();
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, { authenticated: false });
    await navigate('/login', { replace: true });
  }, [navigate, queryClient, signedOut]);
}
