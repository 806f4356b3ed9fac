import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginMfaInput, LoginResponse, PasskeyRequestOptions } from '@shared/schemas';
import { api, startSessionCalls } from '@/lib/api-client';
import { signWithPasskey } from '@/lib/passkeys';
import { meQueryKey } from './get-me';

/** The second step passed: the session is open, as after a password alone. */
function signedIn(queryClient: QueryClient, data: LoginResponse): void {
  startSessionCalls();
  queryClient.removeQueries();
  queryClient.setQueryData(meQueryKey, { authenticated: true, admin: { email: data.admin.email } });
}

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
    onSuccess: (data) => signedIn(queryClient, data),
    meta: { silent: true },
  });
}

/**
 * The second step with a passkey: the server's challenge for this sign-in, the browser's passkey
 * dialog, the answer checked by the server. A closed or timed-out dialog fails with PasskeyNotUsed.
 */
export function useLoginPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rememberDevice: boolean) => {
      const options = (await api.call('loginMfa', { query: { action: 'passkey' } })) as PasskeyRequestOptions;
      const passkey = await signWithPasskey(options);
      return (await api.call('loginMfa', { body: { passkey, remember_device: rememberDevice } })) as LoginResponse;
    },
    onSuccess: (data) => signedIn(queryClient, data),
    meta: { silent: true },
  });
}
