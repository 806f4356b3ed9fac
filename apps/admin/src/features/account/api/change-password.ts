import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { accountKey, accountQuery } from '@/lib/account-query';
import '../text';

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.call('accountPassword', { body: input });
}

/** Changes my password; my other sessions end on the server, so the sessions list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      // At once, so the screens open now rather than after the account is read again.
      queryClient.setQueryData(accountQuery.queryKey, (old) => old && { ...old, mustChangePassword: false });
      return queryClient.invalidateQueries({ queryKey: accountKey });
    },
    meta: { operation: 'account.errors.changePassword' },
  });
}
