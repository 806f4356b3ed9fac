import { MAX_PAGE_SIZE } from '@shared/constants';
import type { Visit } from '@shared/schemas';
import { StatCards, type Stat } from '@/components/charts/stat-cards';
import { useMessageStats } from '@/features/messages/api/message-stats';
import { useCan } from '@/lib/account-query';
import { formatNumber } from '@/lib/format';
import { useReport } from '@/lib/report-query';
import { addDays, longDay, saudiToday } from '@/lib/visits/saudi-week';
import { useVisits } from '@/lib/visits/visits-api';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';
import { DayVisits } from './day-visits';
import './text';

/** Visits of one Saudi day, in time order (the list answers them by day, then time). */
function useDay(day: string) {
  const query = useVisits({ from: day, to: day, limit: MAX_PAGE_SIZE });
  const visits = query.data?.items ?? [];
  // A cancelled visit takes nobody anywhere: it is listed, not counted.
  return { visits, count: visits.filter((v: Visit) => v.status !== 'cancelled').length, loading: query.isPending };
}

function DaySection({ id, title, day }: { id: string; title: string; day: ReturnType<typeof useDay> }) {
  return (
    <section aria-labelledby={id} className="figure-card">
      <h2 id={id} className="card-heading">
        {title}
      </h2>
      <DayVisits visits={day.visits} loading={day.loading} />
    </section>
  );
}

/**
 * The office's day at a glance: unread messages, today's and tomorrow's visits, and (for those who
 * may read the reports) the last seven days against the seven before. Every role may read messages
 * and visits; the week's figures are the reports', so an agent does not see them.
 */
export function Overview() {
  const { t } = useTranslation();
  const can = useCan();
  const today = saudiToday();
  const tomorrow = addDays(today, 1);
  const todays = useDay(today);
  const tomorrows = useDay(tomorrow);
  const unread = useMessageStats().data?.unread;
  const week = useReport('week', 'overview', can('reports')).data;
  const count = (value: number | undefined) => (value === undefined ? '…' : formatNumber(value));
  const stats: Stat[] = [
    { key: 'unread', label: t('dashboard.stats.unread'), value: count(unread) },
    { key: 'today', label: t('dashboard.stats.today'), value: todays.loading ? '…' : count(todays.count) },
    { key: 'tomorrow', label: t('dashboard.stats.tomorrow'), value: tomorrows.loading ? '…' : count(tomorrows.count) },
  ];
  const weekStats: Stat[] = week
    ? (['messages', 'visits', 'completed_visits', 'revenue'] as const).map((key) => ({
        key: `week-${key}`,
        label: t(`dashboard.week.${key}`),
        value:
          key === 'revenue'
            ? t('common.sar', { amount: formatNumber(week.totals[key]) })
            : formatNumber(week.totals[key]),
        compare: { now: week.totals[key], before: week.previous_totals[key] },
      }))
    : [];
  const language = currentLanguage();
  return (
    <>
      <StatCards stats={stats} />
      {weekStats.length > 0 ? (
        <section aria-labelledby="dashboard-week">
          <h2 id="dashboard-week" className="card-heading">
            {t('dashboard.weekAgainstLast')}
          </h2>
          <StatCards stats={weekStats} />
        </section>
      ) : null}
      <DaySection
        id="dashboard-today"
        title={t('dashboard.todaysVisits', { day: longDay(today, language) })}
        day={todays}
      />
      <DaySection
        id="dashboard-tomorrow"
        title={t('dashboard.tomorrowsVisits', { day: longDay(tomorrow, language) })}
        day={tomorrows}
      />
    </>
  );
}
