import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { AuditEntry, Paged } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { auditQuery, useAuditFilters, type AuditFilters } from '../use-audit-filters';
import '../text';

export async function getAudit(page: number, filters: AuditFilters): Promise<Paged<AuditEntry>> {
  const data = await api.call('audit', { query: { page, limit: ADMIN_PAGE_SIZE, ...auditQuery(filters) } });
  return { items: Array.isArray(data?.items) ? data.items : [], total: Number(data?.total) || 0 };
}

/** One page of the log (20, newest first) under the URL's filters. */
export function useAudit(page: number) {
  const [filters] = useAuditFilters();
  return useQuery({
    queryKey: ['audit', filters, page],
    queryFn: () => getAudit(page, filters),
    placeholderData: keepPreviousData,
    meta: { operation: 'audit.errors.loadAudit' },
  });
}
