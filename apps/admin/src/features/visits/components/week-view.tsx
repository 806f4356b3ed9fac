import { Alert, Spin } from 'antd';
import type { Visit } from '@shared/schemas';
import { currentLanguage } from '@/lib/i18n';
import { saudiToday, shortDay, weekDays, weekdayName } from '@/lib/visits/saudi-week';
import { useTranslation } from 'react-i18next';
import { useWeekVisits } from '../api/visits';
import { useVisitFilters } from '../use-visit-filters';
import { VisitBlock } from './visit-block';
import { WeekNav } from './week-nav';
import './week-view.css';
import '../text';

/**
 * The week, Saturday to Friday: each day with its visits in the order of their time. Seven columns
 * on a wide screen; fewer side by side on a tablet; on a phone the days one under the other.
 */
export function WeekView({ open }: { open(visit: Visit): void }) {
  const { t } = useTranslation();
  const [filters, change] = useVisitFilters();
  const week = useWeekVisits(filters);
  const language = currentLanguage();
  const today = saudiToday();
  const items = week.data?.items ?? [];
  return (
    <section aria-busy={week.isFetching}>
      <WeekNav week={filters.week} onWeek={(start) => change({ week: start })} />
      {week.data && week.data.total > items.length ? (
        <Alert
          type="info"
          showIcon
          title={t('visits.moreThanShown', { shown: items.length, total: week.data.total, count: week.data.total })}
          style={{ marginBlockEnd: 12 }}
        />
      ) : null}
      {week.isPending ? <Spin /> : null}
      <ol className="week-days">
        {weekDays(filters.week).map((day) => {
          const visits = items.filter((v) => v.date === day);
          return (
            <li key={day} className={day === today ? 'week-day week-day-today' : 'week-day'} data-day={day}>
              <h3 className="week-day-heading">
                <span>{weekdayName(day, language)}</span>{' '}
                <span className="week-day-date">{shortDay(day, language)}</span>
                {day === today ? <span className="week-day-badge">{t('visits.today')}</span> : null}
              </h3>
              {visits.length === 0 ? (
                <p className="week-day-empty">{t('visits.noVisitsThatDay')}</p>
              ) : (
                <ul className="week-day-visits">
                  {visits.map((visit) => (
                    <li key={visit.id}>
                      <VisitBlock visit={visit} open={() => open(visit)} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
