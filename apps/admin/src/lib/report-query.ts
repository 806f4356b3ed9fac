import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROUTES } from '@shared/api/routes';
import type {
  ClientsReport,
  FinancialReport,
  OverviewReport,
  PerformanceReport,
  ReportPeriod,
  ReportTab,
  ServicesReport,
} from '@shared/schemas/reports';
import { api } from './api-client';
import { messagesKey } from './messages-key';

/** Each tab's answer (reports.php answers the tab it was asked for). */
export interface ReportOf {
  overview: OverviewReport;
  services: ServicesReport;
  financial: FinancialReport;
  clients: ClientsReport;
  performance: PerformanceReport;
}

/**
 * One tab of the reports for a period (the reports, services and dashboard screens read it). Reports
 * are made of messages and visits, so they sit under the messages' key: the live stream's
 * changes make them stale too. The figures shown stay while another period loads.
 */
export function useReport<T extends ReportTab>(period: ReportPeriod, tab: T, enabled = true) {
  return useQuery({
    queryKey: [...messagesKey, 'report', tab, period],
    queryFn: async () => (await api.call('reports', { query: { period, tab } })) as ReportOf[T],
    placeholderData: keepPreviousData,
    enabled,
    meta: { operation: 'loadReport' },
  });
}

/** The address of a tab's CSV: the browser downloads it (nothing is held in memory). */
export const reportExportHref = (period: ReportPeriod, tab: ReportTab) =>
  `${ROUTES.reportsExport.path}?${new URLSearchParams({ period, tab }).toString()}`;
