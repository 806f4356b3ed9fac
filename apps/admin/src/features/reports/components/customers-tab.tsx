import type { ReportPeriod } from '@shared/schemas/reports';
import { FigureCard } from '@/components/charts/figure-card';
import { StatCards } from '@/components/charts/stat-cards';
import { UserText } from '@/components/user-text';
import { formatNumber } from '@/lib/format';
import { useReport } from '@/lib/report-query';
import { useTranslation } from 'react-i18next';
import { riyals } from './report-text';
import { TabState } from './tab-state';
import '../text';

/** Customers who wrote (new and returning), the districts with most visits and messages, the top customers. */
export function CustomersTab({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const report = useReport(period, 'clients');
  if (!report.data) return <TabState query={report} />;
  const { customers, previous_customers: before } = report.data;
  const { top_districts_by_visits: byVisits, top_districts_by_messages: byMessages } = report.data;
  const { top_by_revenue: byRevenue, top_by_messages: talkative } = report.data;
  const count = (value: number) => formatNumber(value);
  return (
    <div className="figure-stack">
      <StatCards
        stats={(['active', 'new', 'returning'] as const).map((key) => ({
          key: `customers-${key}`,
          label: t(`reports.customers.${key}`),
          value: count(customers[key]),
          compare: { now: customers[key], before: before[key] },
        }))}
      />
      <div className="figure-grid">
        <FigureCard
          title={t('reports.charts.districtsByVisits')}
          chart={{
            kind: 'bars',
            categories: byVisits.map((d) => d.district),
            series: [{ name: t('report.totals.visits'), values: byVisits.map((d) => d.visits) }],
            formatValue: count,
          }}
          rows={byVisits}
          columns={[
            { key: 'district', title: t('reports.columns.district'), render: (d) => <UserText>{d.district}</UserText> },
            { key: 'visits', title: t('report.totals.visits'), render: (d) => count(d.visits) },
            { key: 'completed', title: t('report.totals.completed'), render: (d) => count(d.completed_visits) },
            { key: 'revenue', title: t('report.totals.revenue'), render: (d) => riyals(t, d.revenue) },
          ]}
          empty={t('reports.empty')}
        />
        <FigureCard
          title={t('reports.charts.districtsByMessages')}
          rows={byMessages}
          columns={[
            { key: 'district', title: t('reports.columns.district'), render: (d) => <UserText>{d.district}</UserText> },
            { key: 'messages', title: t('report.totals.messages'), render: (d) => count(d.messages) },
          ]}
          empty={t('reports.empty')}
        />
        <FigureCard
          title={t('reports.charts.topByRevenue')}
          chart={{
            kind: 'bars',
            categories: byRevenue.map((c) => c.name),
            series: [{ name: t('report.totals.revenue'), values: byRevenue.map((c) => c.revenue) }],
            formatValue: (value) => riyals(t, value),
          }}
          rows={byRevenue}
          columns={[
            { key: 'name', title: t('reports.columns.customer'), render: (c) => <UserText>{c.name}</UserText> },
            { key: 'completed', title: t('report.totals.completed'), render: (c) => count(c.completed_visits) },
            { key: 'revenue', title: t('report.totals.revenue'), render: (c) => riyals(t, c.revenue) },
          ]}
          empty={t('reports.empty')}
        />
        <FigureCard
          title={t('reports.charts.topByMessages')}
          rows={talkative}
          columns={[
            { key: 'name', title: t('reports.columns.customer'), render: (c) => <UserText>{c.name}</UserText> },
            { key: 'messages', title: t('report.totals.messages'), render: (c) => count(c.messages) },
          ]}
          empty={t('reports.empty')}
        />
      </div>
    </div>
  );
}
