import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCreateInput, StaffMember, StaffUpdateInput } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { staffKey } from './get-staff';
import '../text';

/** Adds a colleague (no id), or changes an account (an id): name, active, or a new password. */
export async function saveStaff(
  change: { id: null; input: StaffCreateInput } | { id: number; input: StaffUpdateInput },
): Promise<StaffMember> {
  const data =
    change.id === null
      ? await api.call('staffCreate', { body: change.input })
      : await api.call('staffUpdate', { query: { id: change.id }, body: change.input });
  return data.item;
}

export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
    meta: { operation: 'staff.errors.saveStaff' },
  });
}
