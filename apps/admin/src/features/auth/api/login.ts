import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@shared/schemas';
import { api, startSessionCalls } from '@/lib/api-client';
import { meQueryKey } from './get-me';

export async function login(input: LoginInput): Promise<LoginResponse> {
  const data = await api.call('login', { body: input });
  return data;
}

/**
 * Signs in; the session check then knows who is signed in without asking the server again. Nothing
 * cached for whoever was signed in before (a session that expired) is shown to this person.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data, input) => {
      startSessionCalls();
      queryClient.removeQueries();
      queryClient.setQueryData(meQueryKey, { authenticated: true, admin: { email: data.admin?.email ?? input.email } });
    },
    meta: { operation: 'login' },
  });
}
