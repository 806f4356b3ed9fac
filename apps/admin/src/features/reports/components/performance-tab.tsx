import { VISIT_STATUSES } from '@shared/constants';
import type { FirstResponse, ReportPeriod } from '@shared/schemas/reports';
import { FigureCard } from '@/components/charts/figure-card';
import { StatCards } from '@/components/charts/stat-cards';
import { UserText } from '@/components/user-text';
import { formatNumber, formatPercent } from '@/lib/format';
import { useReport } from '@/lib/report-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { riyals } from './report-text';
import { TabState } from './tab-state';
import '../text';

const minutes = (t: TFunction, value: number | null) => {
  if (value === null) return '—';
  const count = Math.round(value);
  return t('reports.response.minutes', { count, n: formatNumber(count) });
};

/** The first response's figures, each with the previous period's beside it. */
function responseStats(t: TFunction, now: FirstResponse, before: FirstResponse) {
  const was = (value: string) => t('reports.response.before', { value });
  const share = (value: number | null) => (value === null ? '—' : formatPercent(value));
  return [
    {
      key: 'median',
      label: t('reports.response.median'),
      value: minutes(t, now.median_minutes),
      note: was(minutes(t, before.median_minutes)),
    },
    {
      key: 'p90',
      label: t('reports.response.p90'),
      value: minutes(t, now.p90_minutes),
      note: was(minutes(t, before.p90_minutes)),
    },
    {
      key: 'within-hour',
      label: t('reports.response.withinHour'),
      value: share(now.within_hour_share),
      note: was(share(before.within_hour_share)),
    },
    {
      key: 'answered',
      label: t('reports.response.answered'),
      value: t('reports.response.answeredOf', { n: formatNumber(now.answered), of: formatNumber(now.messages) }),
    },
  ];
}

/** How fast messages are answered, visits by status, and each team's visits. */
export function PerformanceTab({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const report = useReport(period, 'performance');
  if (!report.data) return <TabState query={report} />;
  const { first_response, previous_first_response, visits_by_status, teams } = report.data;
  const statuses = VISIT_STATUSES.map((status) => ({ status, visits: visits_by_status[status] }));
  const count = (value: number) => formatNumber(value);
  return (
    <div className="figure-stack">
      <h2 className="card-heading">{t('reports.response.title')}</h2>
      <StatCards stats={responseStats(t, first_response, previous_first_response)} />
      <div className="figure-grid">
        <FigureCard
          title={t('reports.charts.visitsByStatus')}
          chart={{
            kind: 'bars',
            categories: statuses.map((s) => t(`visit.statuses.${s.status}`)),
            series: [{ name: t('report.totals.visits'), values: statuses.map((s) => s.visits) }],
            formatValue: count,
          }}
          rows={statuses}
          columns={[
            { key: 'status', title: t('reports.columns.visitState'), render: (s) => t(`visit.statuses.${s.status}`) },
            { key: 'visits', title: t('report.totals.visits'), render: (s) => count(s.visits) },
          ]}
          empty={t('reports.empty')}
        />
        <FigureCard
          title={t('reports.charts.teams')}
          chart={{
            kind: 'bars',
            categories: teams.map((team) => team.team),
            series: [
              { name: t('report.totals.visits'), values: teams.map((team) => team.visits) },
              { name: t('report.totals.completed'), values: teams.map((team) => team.completed_visits) },
            ],
            formatValue: count,
          }}
          rows={teams}
          columns={[
            { key: 'team', title: t('reports.columns.team'), render: (r) => <UserText>{r.team}</UserText> },
            { key: 'visits', title: t('report.totals.visits'), render: (r) => count(r.visits) },
            { key: 'completed', title: t('report.totals.completed'), render: (r) => count(r.completed_visits) },
            { key: 'revenue', title: t('report.totals.revenue'), render: (r) => riyals(t, r.revenue) },
          ]}
          empty={t('reports.empty')}
        />
      </div>
    </div>
  );
}
