import { useMemo } from 'react';
import { VISIT_PRIORITIES, VISIT_STATUSES, type VisitPriority, type VisitStatus } from '@shared/constants';
import { useQueryChange } from '@/lib/use-query-change';
import { isIsoDate, saudiToday, weekStartOf } from '@/lib/visits/saudi-week';

/** The visits screen as the URL has it: week or list, the week shown, and the filters of both. */
export interface VisitFilters {
  view: 'week' | 'list';
  /** The Saturday that starts the week shown (this week's unless the URL names another day). */
  week: string;
  q: string;
  status?: VisitStatus;
  priority?: VisitPriority;
  team?: string;
}

type FilterKey = 'view' | 'week' | 'q' | 'status' | 'priority' | 'team';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

export function filtersFromParams(params: URLSearchParams, today = saudiToday()): VisitFilters {
  const week = params.get('week');
  return {
    view: params.get('view') === 'list' ? 'list' : 'week',
    week: weekStartOf(isIsoDate(week) ? week : today),
    q: params.get('q') ?? '',
    status: oneOf(VISIT_STATUSES, params.get('status')),
    priority: oneOf(VISIT_PRIORITIES, params.get('priority')),
    team: params.get('team') || undefined,
  };
}

/** The filters the list call takes (the view and week are the screen's own). */
export const callFilters = ({ q, status, priority, team }: VisitFilters) => ({ q, status, priority, team });

/** Reads and changes the screen's state in the URL (reloaded or shared as it is); a change goes back to page 1. */
export function useVisitFilters(): [VisitFilters, (change: Partial<Record<FilterKey, string | undefined>>) => void] {
  const [params, change] = useQueryChange();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  return [filters, change];
}
