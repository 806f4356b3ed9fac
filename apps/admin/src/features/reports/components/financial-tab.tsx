import type { ReportPeriod } from '@shared/schemas/reports';
import { FigureCard } from '@/components/charts/figure-card';
import { StatCards } from '@/components/charts/stat-cards';
import { formatNumber } from '@/lib/format';
import { useReport } from '@/lib/report-query';
import { useTranslation } from 'react-i18next';
import { dayColumn, perDayChart, riyals, serviceLabel } from './report-text';
import { TabState } from './tab-state';
import '../text';

/** Revenue of completed visits by day and by service, the average price, and what was quoted but not done. */
export function FinancialTab({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const report = useReport(period, 'financial');
  if (!report.data) return <TabState query={report} />;
  const { totals, previous_totals: before, per_day, by_service, not_completed } = report.data;
  const sar = (value: number) => riyals(t, value);
  const average = (value: number | null) => (value === null ? '—' : sar(Math.round(value)));
  const open = [
    { what: t('reports.notCompleted.open'), ...not_completed.open },
    { what: t('reports.notCompleted.cancelled'), ...not_completed.cancelled },
  ];
  return (
    <div className="figure-stack">
      <StatCards
        stats={[
          {
            key: 'revenue',
            label: t('report.totals.revenue'),
            value: sar(totals.revenue),
            compare: { now: totals.revenue, before: before.revenue },
          },
          {
            key: 'completed',
            label: t('report.totals.completed'),
            value: formatNumber(totals.completed_visits),
            compare: { now: totals.completed_visits, before: before.completed_visits },
          },
          { key: 'average', label: t('report.totals.averagePrice'), value: average(totals.average_price) },
        ]}
      />
      <FigureCard
        title={t('reports.charts.revenuePerDay')}
        chart={perDayChart(
          per_day,
          [{ name: t('report.totals.revenue'), values: per_day.map((d) => d.revenue) }],
          sar,
          t('report.currency'),
        )}
        foldTable
        rows={per_day}
        columns={[
          dayColumn(t),
          { key: 'completed', title: t('report.totals.completed'), render: (d) => formatNumber(d.completed_visits) },
          { key: 'revenue', title: t('report.totals.revenue'), render: (d) => sar(d.revenue) },
        ]}
        empty={t('reports.empty')}
      />
      <div className="figure-grid">
        <FigureCard
          title={t('reports.charts.revenueByService')}
          chart={{
            kind: 'bars',
            categories: by_service.map((s) => serviceLabel(t, s.service_key)),
            series: [{ name: t('report.totals.revenue'), values: by_service.map((s) => s.revenue) }],
            formatValue: sar,
          }}
          rows={by_service}
          columns={[
            { key: 'service', title: t('report.service'), render: (s) => serviceLabel(t, s.service_key) },
            { key: 'completed', title: t('report.totals.completed'), render: (s) => formatNumber(s.completed_visits) },
            { key: 'revenue', title: t('report.totals.revenue'), render: (s) => sar(s.revenue) },
            { key: 'average', title: t('report.totals.averagePrice'), render: (s) => average(s.average_price) },
          ]}
          empty={t('reports.empty')}
        />
        <FigureCard
          title={t('reports.charts.notCompleted')}
          rows={open}
          columns={[
            { key: 'what', title: t('reports.columns.visitState'), render: (r) => r.what },
            { key: 'visits', title: t('report.totals.visits'), render: (r) => formatNumber(r.visits) },
            { key: 'value', title: t('reports.columns.quotedValue'), render: (r) => sar(r.value) },
          ]}
          empty={t('reports.empty')}
        />
      </div>
    </div>
  );
}
