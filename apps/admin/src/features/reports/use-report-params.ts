import { useMemo } from 'react';
import { REPORT_PERIODS, REPORT_TABS, type ReportPeriod, type ReportTab } from '@shared/schemas/reports';
import { useQueryChange } from '@/lib/use-query-change';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The period and tab on screen, in the URL (a link or a reload opens the same report). */
export function useReportParams(): [
  { period: ReportPeriod; tab: ReportTab },
  (change: { period?: ReportPeriod; tab?: ReportTab }) => void,
] {
  const [params, change] = useQueryChange();
  const current = useMemo(
    () => ({
      period: oneOf(REPORT_PERIODS, params.get('period'), 'month'),
      tab: oneOf(REPORT_TABS, params.get('tab'), 'overview'),
    }),
    [params],
  );
  return [current, change];
}
