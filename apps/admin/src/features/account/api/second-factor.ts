import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TotpSetup } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { accountKey, accountQuery } from '@/lib/account-query';
import '../text';

/** A new key for my authenticator app (shown as a QR code and as text until confirmed). */
export function useStartTotp() {
  return useMutation({
    mutationFn: async () => (await api.call('mfaTotp', {})) as TotpSetup,
    meta: { operation: 'account.errors.startTotp' },
  });
}

/** Confirms the app with one of its codes; answers the ten recovery codes, shown once. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.call('mfaTotp', { query: { action: 'confirm' }, body: { code } })) as RecoveryCodes,
    onSuccess: () => {
      // A session limited to this set-up is a whole one now: the screens open at once.
      queryClient.setQueryData(accountQuery.queryKey, (old) => old && { ...old, secondFactorSetupRequired: false });
      return queryClient.invalidateQueries({ queryKey: accountKey });
    },
    meta: { operation: 'account.errors.confirmTotp' },
  });
}

export function useTurnOffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call('mfaTotpDelete', { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
    meta: { operation: 'account.errors.turnOffTotp' },
  });
}
