import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKey } from './get-staff';
import '../text';

const policyQuery = queryOptions({
  queryKey: [...staffKey, 'mfa-policy'],
  queryFn: () => api.call('mfaPolicy'),
  meta: { operation: 'staff.errors.policy' },
});

/** Whether owners and managers must have a second factor (the owner's policy). */
export const useMfaPolicy = () => useQuery(policyQuery);

export function useSaveMfaPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => api.call('mfaPolicyUpdate', { body: { required } }),
    onSuccess: (policy) => queryClient.setQueryData(policyQuery.queryKey, policy),
    meta: { operation: 'staff.errors.policy' },
  });
}

/** Removes a colleague's second factor (a lost phone); their sessions end. */
export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('staffMfaReset', { query: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
    meta: { operation: 'staff.errors.resetSecondFactor' },
  });
}
