import type { ReportPeriod } from '@shared/schemas/reports';
import { FigureCard } from '@/components/charts/figure-card';
import { StatCards } from '@/components/charts/stat-cards';
import { formatNumber, formatPercent } from '@/lib/format';
import { useReport } from '@/lib/report-query';
import { useTranslation } from 'react-i18next';
import { BookingFigures } from './booking-figures';
import { dayColumn, perDayChart, riyals, serviceLabel } from './report-text';
import { TabState } from './tab-state';
import '../text';

/**
 * Messages per day, per service and per source, the way from message to completed visit, the totals,
 * and the site's bookings: how far they went and the pages they came from.
 */
export function OverviewTab({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const report = useReport(period, 'overview');
  if (!report.data) return <TabState query={report} />;
  const { totals, previous_totals: before, per_day, by_service, by_source, funnel } = report.data;
  const count = (value: number) => formatNumber(value);
  const share = (value: number) => (funnel.messages > 0 ? formatPercent(value / funnel.messages) : '—');
  const steps = [
    { step: t('reports.funnel.messages'), count: funnel.messages },
    { step: t('reports.funnel.scheduled'), count: funnel.scheduled },
    { step: t('reports.funnel.completed'), count: funnel.completed },
  ];
  return (
    <div className="figure-stack">
      <StatCards
        stats={[
          {
            key: 'messages',
            label: t('report.totals.messages'),
            value: count(totals.messages),
            compare: { now: totals.messages, before: before.messages },
          },
          {
            key: 'visits',
            label: t('report.totals.visits'),
            value: count(totals.visits),
            compare: { now: totals.visits, before: before.visits },
          },
          {
            key: 'completed',
            label: t('report.totals.completed'),
            value: count(totals.completed_visits),
            compare: { now: totals.completed_visits, before: before.completed_visits },
          },
          {
            key: 'revenue',
            label: t('report.totals.revenue'),
            value: riyals(t, totals.revenue),
            compare: { now: totals.revenue, before: before.revenue },
          },
        ]}
      />
      <FigureCard
        title={t('reports.charts.messagesPerDay')}
        chart={perDayChart(
          per_day,
          [{ name: t('report.totals.messages'), values: per_day.map((d) => d.messages) }],
          count,
        )}
        foldTable
        rows={per_day}
        columns={[
          dayColumn(t),
          { key: 'messages', title: t('report.totals.messages'), render: (d) => count(d.messages) },
        ]}
        empty={t('reports.empty')}
      />
      <div className="figure-grid">
        <FigureCard
          title={t('reports.charts.messagesByService')}
          chart={{
            kind: 'bars',
            categories: by_service.map((s) => serviceLabel(t, s.service_key)),
            series: [{ name: t('report.totals.messages'), values: by_service.map((s) => s.messages) }],
            formatValue: count,
          }}
          rows={by_service}
          columns={[
            { key: 'service', title: t('report.service'), render: (s) => serviceLabel(t, s.service_key) },
            { key: 'messages', title: t('report.totals.messages'), render: (s) => count(s.messages) },
          ]}
          empty={t('reports.empty')}
        />
        <FigureCard
          title={t('reports.charts.messagesBySource')}
          chart={{
            kind: 'bars',
            categories: by_source.map((s) => t(`message.sources.${s.source}`)),
            series: [{ name: t('report.totals.messages'), values: by_source.map((s) => s.messages) }],
            formatValue: count,
          }}
          rows={by_source}
          columns={[
            { key: 'source', title: t('reports.columns.source'), render: (s) => t(`message.sources.${s.source}`) },
            { key: 'messages', title: t('report.totals.messages'), render: (s) => count(s.messages) },
          ]}
          empty={t('reports.empty')}
        />
      </div>
      <FigureCard
        title={t('reports.charts.funnel')}
        chart={{
          kind: 'bars',
          categories: steps.map((s) => s.step),
          series: [{ name: t('report.totals.messages'), values: steps.map((s) => s.count) }],
          formatValue: count,
        }}
        rows={steps}
        columns={[
          { key: 'step', title: t('reports.columns.step'), render: (s) => s.step },
          { key: 'count', title: t('report.totals.messages'), render: (s) => count(s.count) },
          { key: 'share', title: t('reports.columns.shareOfMessages'), render: (s) => share(s.count) },
        ]}
        empty={t('reports.empty')}
      />
      <BookingFigures report={report.data} />
    </div>
  );
}
