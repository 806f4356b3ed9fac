import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, LoginMfaRequired, LoginResponse } from '@shared/schemas';
import { api, startSessionCalls } from '@/lib/api-client';
import { meQueryKey } from './get-me';

export async function login(input: LoginInput): Promise<LoginResponse | LoginMfaRequired> {
  return api.call('login', { body: input });
}

/** Whether the password step answered with a second step to take (no session yet). */
export const needsSecondStep = (data: LoginResponse | LoginMfaRequired): data is LoginMfaRequired =>
  'mfa_required' in data;

/**
 * Signs in; the session check then knows who is signed in without asking the server again. Nothing
 * cached for whoever was signed in before (a session that expired) is shown to this person.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data, input) => {
      if (needsSecondStep(data)) return;
      startSessionCalls();
      queryClient.removeQueries();
      queryClient.setQueryData(meQueryKey, { authenticated: true, admin: { email: data.admin?.email ?? input.email } });
    },
    meta: { operation: 'login' },
  });
}
