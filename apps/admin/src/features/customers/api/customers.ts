import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, type CustomerStatus } from '@shared/constants';
import type { CustomerDetail, CustomerSummary, Paged } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';
import '../text';

/**
 * Customers are made of messages, so their queries sit under the messages' key: any change to
 * a message (here, on the live stream, on the messages screen) makes them stale too.
 */
const customersKey = [...messagesKey, 'customers'] as const;

export interface CustomerFilters {
  q: string;
  status?: Exclude<CustomerStatus, 'inactive'>;
}

export async function getCustomers(page: number, filters: CustomerFilters): Promise<Paged<CustomerSummary>> {
  const query = {
    page,
    limit: ADMIN_PAGE_SIZE,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
  const data = await api.call('customers', { query });
  return { items: Array.isArray(data?.items) ? data.items : [], total: Number(data?.total) || 0 };
}

/** One page of customers; the previous page stays shown while the next loads. */
export function useCustomers(page: number, filters: CustomerFilters, enabled = true) {
  return useQuery({
    queryKey: [...customersKey, 'list', filters, page],
    queryFn: () => getCustomers(page, filters),
    placeholderData: keepPreviousData,
    enabled,
    meta: { operation: 'customers.errors.loadCustomers' },
  });
}

/** One customer with their messages; nothing while `id` is null. */
export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: [...customersKey, 'one', id],
    queryFn: async (): Promise<CustomerDetail> => (await api.call('customer', { query: { id: id! } })).item,
    enabled: id !== null,
    meta: { operation: 'customers.errors.loadCustomer' },
  });
}

/** `from_id` joins `into_id`; the answer is the customer that stayed. */
export function useMergeCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: { into_id: number; from_id: number }) =>
      (await api.call('customerMerge', { body: ids })).item,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
    meta: { operation: 'customers.errors.mergeCustomers' },
  });
}

/** Some of a customer's messages become a customer of their own; the answer is that new customer. */
export function useSplitCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, contact_ids }: { id: number; contact_ids: number[] }) =>
      (await api.call('customerSplit', { query: { id }, body: { contact_ids } })).item,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
    meta: { operation: 'customers.errors.splitCustomer' },
  });
}
