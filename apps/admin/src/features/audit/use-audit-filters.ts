import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/constants';

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
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromParams(params), [params]);
  const change = useCallback(
    (next: Partial<Record<(typeof KEYS)[number], string>>) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(next)) {
          if (value) copy.set(key, value);
          else copy.delete(key);
        }
        copy.delete('page');
        return copy;
      }),
    [setParams],
  );
  return [filters, change];
}
