import type { ReportPeriod } from '@shared/schemas/reports';
import { FigureCard } from '@/components/charts/figure-card';
import { formatNumber } from '@/lib/format';
import { useReport } from '@/lib/report-query';
import { useTranslation } from 'react-i18next';
import { riyals, serviceLabel } from './report-text';
import { TabState } from './tab-state';
import '../text';

/** Each service: messages asking for it, its visits, the completed ones, revenue and average quoted price. */
export function ServicesTab({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const report = useReport(period, 'services');
  if (!report.data) return <TabState query={report} />;
  const rows = report.data.by_service;
  const count = (value: number) => formatNumber(value);
  return (
    <div className="figure-stack">
      <FigureCard
        title={t('reports.charts.serviceDemand')}
        chart={{
          kind: 'bars',
          categories: rows.map((s) => serviceLabel(t, s.service_key)),
          series: [
            { name: t('report.totals.messages'), values: rows.map((s) => s.messages) },
            { name: t('report.totals.visits'), values: rows.map((s) => s.visits) },
            { name: t('report.totals.completed'), values: rows.map((s) => s.completed_visits) },
          ],
          formatValue: count,
        }}
        rows={rows}
        minWidth={640}
        columns={[
          { key: 'service', title: t('report.service'), render: (s) => serviceLabel(t, s.service_key) },
          { key: 'messages', title: t('report.totals.messages'), render: (s) => count(s.messages) },
          { key: 'visits', title: t('report.totals.visits'), render: (s) => count(s.visits) },
          { key: 'completed', title: t('report.totals.completed'), render: (s) => count(s.completed_visits) },
          { key: 'revenue', title: t('report.totals.revenue'), render: (s) => riyals(t, s.revenue) },
          {
            key: 'average',
            title: t('report.totals.averagePrice'),
            render: (s) => (s.average_price === null ? '—' : riyals(t, Math.round(s.average_price))),
          },
        ]}
        empty={t('reports.empty')}
      />
    </div>
  );
}
