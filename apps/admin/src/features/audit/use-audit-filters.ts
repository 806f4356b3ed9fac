import { useMemo } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/constants';
import { useQueryChange } from '@/lib/use-query-change';

export interface AuditFilters {
  actor?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}
const KEYS = ['actor', 'action', 'from', 'to'] as const;
const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The log's filters as they stand in the URL (so a view can be reloaded and shared). */
export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const actor = params.get('actor');
  return {
    actor: actor && /^(visitor|system|\d{1,9})$/.test(actor) ? actor : undefined,
    action: AUDIT_ACTIONS.find((a) => a === params.get('action')),
    from: date(params.get('from')),
    to: date(params.get('to')),
  };
}

/** The filters as query parameters of the API (unset ones left out). */
export function auditQuery(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(KEYS.flatMap((k) => (filters[k] ? [[k, filters[k]]] : [])));
}

/** Reads and changes the filters in the URL; any change goes back to page 1. */
export function useAuditFilters(): [AuditFilters, (change: Partial<Record<(typeof KEYS)[number], string>>) => void] {
  const [params, change] = useQueryChange();
  const filters = useMemo(() => auditFiltersFromParams(params), [params]);
  return [filters, change];
}
