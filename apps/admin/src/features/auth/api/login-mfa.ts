import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginMfaInput, LoginResponse } from '@shared/schemas';
import { api, startSessionCalls } from '@/lib/api-client';
import { meQueryKey } from './get-me';

/**
 * The second step of signing in (a code of the authenticator app, or a recovery code): its answer
 * is the session, as the password step's is without a second factor. Its failures are shown on the
 * form itself (`silent`): the server's words say what to do (wrong, used, locked, start again).
 */
export function useLoginMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    // With a body (no `?action=passkey`) the call answers the session.
    mutationFn: async (input: LoginMfaInput) => (await api.call('loginMfa', { body: input })) as LoginResponse,
    onSuccess: (data) => {
      startSessionCalls();
      queryClient.removeQueries();
      queryClient.setQueryData(meQueryKey, { authenticated: true, admin: { email: data.admin.email } });
    },
    meta: { silent: true },
  });
}
