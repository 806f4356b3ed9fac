import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountInfo, AccountUpdateInput } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { accountQuery } from '@/lib/account-query';

export async function saveAccount(input: AccountUpdateInput): Promise<AccountInfo> {
  const data = await api.call('accountUpdate', { body: input });
  return data;
}

/** Keeps my name or admin language on my account; the answer is the account as it now is. */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: (account) => queryClient.setQueryData(accountQuery.queryKey, account),
    meta: { operation: 'saveAccount' },
  });
}
