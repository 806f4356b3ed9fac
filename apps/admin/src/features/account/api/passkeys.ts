import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyCreationOptions, PasskeyRegistered } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { accountKey, accountQuery } from '@/lib/account-query';
import { createPasskey } from '@/lib/passkeys';
import '../text';

// Under the account's key: whatever refreshes the account (a second factor added) refreshes these too.
const passkeysKey = [...accountKey, 'passkeys'] as const;

/** My passkeys, oldest first. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: async () => (await api.call('passkeys')).items,
    meta: { operation: 'account.errors.loadPasskeys' },
  });
}

/**
 * Adds a passkey: the server's options, the browser's dialog, the server's check. Answers the
 * recovery codes (to show once) when it is my first second factor.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = (await api.call('passkeyRegister', {})) as PasskeyCreationOptions;
      const response = await createPasskey(options);
      return (await api.call('passkeyRegister', {
        query: { action: 'confirm' },
        body: { name, response },
      })) as PasskeyRegistered;
    },
    onSuccess: () => {
      // A session limited to setting up a second factor is a whole one now: the screens open at once.
      queryClient.setQueryData(accountQuery.queryKey, (old) => old && { ...old, secondFactorSetupRequired: false });
      return queryClient.invalidateQueries({ queryKey: accountKey });
    },
    meta: { operation: 'account.errors.addPasskey' },
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.call('passkeyRename', { query: { id }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
    meta: { operation: 'account.errors.renamePasskey' },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('passkeyDelete', { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
    meta: { operation: 'account.errors.removePasskey' },
  });
}
