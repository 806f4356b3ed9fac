import type { Sequelize } from 'sequelize';
import { VISIT_STATUSES, type VisitStatus } from '@shared/constants';
import type { FirstResponse, PerformanceReport } from '@shared/schemas';
import { MESSAGES_IN } from './overview';
import { num, select, tenthsOfMinutesBetween, type Span } from './report-span';

/** Time to first response from the count of a period's messages and how many took each time. */
function firstResponse(messages: number, took: Map<number, number>): FirstResponse {
  const times = [...took].sort(([a], [b]) => a - b);
  const answered = times.reduce((sum, [, n]) => sum + n, 0);
  /** The time at or under which a share `p` of the answered messages were answered (nearest rank). */
  const rank = (p: number) => {
    let seen = 0;
    for (const [tenths, n] of times) if ((seen += n) >= Math.ceil(p * answered)) return tenths / 10;
    return null;
  };
  const withinHour = times.reduce((sum, [tenths, n]) => sum + (tenths <= 600 ? n : 0), 0);
  return {
    messages,
    answered,
    median_minutes: answered === 0 ? null : rank(0.5),
    p90_minutes: answered === 0 ? null : rank(0.9),
    within_hour_share: messages === 0 ? null : Math.round((withinHour / messages) * 10_000) / 10_000,
  };
}

/**
 * Time to first response of both periods' messages (each message's `first_response_at`: when its
 * status first changed, by a person or by a visit; a message of the previous period may have been
 * answered in this one), counted by the time they took in tenths of a minute.
 */
async function firstResponses(
  sequelize: Sequelize,
  current: Span,
  previous: Span,
): Promise<{ current: FirstResponse; previous: FirstResponse }> {
  const bind = [previous.start, current.end, current.start];
  const [[counted], answered] = await Promise.all([
    select<{ current: unknown; previous: unknown }>(
      sequelize,
      `SELECT SUM(CASE WHEN c.created_at >= $3 THEN 1 ELSE 0 END) AS current,
        SUM(CASE WHEN c.created_at < $3 THEN 1 ELSE 0 END) AS previous ${MESSAGES_IN}`,
      bind,
    ),
    select<{ current: unknown; tenths: unknown; n: unknown }>(
      sequelize,
      `SELECT t.current, t.tenths, COUNT(*) AS n FROM (
         SELECT CASE WHEN c.created_at >= $3 THEN 1 ELSE 0 END AS current,
           ${tenthsOfMinutesBetween(sequelize, 'c.created_at', 'c.first_response_at')} AS tenths
         FROM contacts c
         WHERE c.spam = 0 AND c.created_at >= $1 AND c.created_at < $2 AND c.first_response_at IS NOT NULL) t
       GROUP BY t.current, t.tenths`,
      bind,
    ),
  ]);
  const took = { current: new Map<number, number>(), previous: new Map<number, number>() };
  for (const row of answered) took[num(row.current) === 1 ? 'current' : 'previous'].set(num(row.tenths), num(row.n));
  return {
    current: firstResponse(num(counted?.current), took.current),
    previous: firstResponse(num(counted?.previous), took.previous),
  };
}

export async function performanceReport(
  sequelize: Sequelize,
  { current, previous }: { current: Span; previous: Span },
): Promise<Omit<PerformanceReport, 'tab' | 'period' | 'range' | 'previous_range' | 'demo_rows'>> {
  const days = [current.range.from, current.range.to];
  const [responses, statuses, teams] = await Promise.all([
    firstResponses(sequelize, current, previous),
    select<{ status: VisitStatus; n: unknown }>(
      sequelize,
      'SELECT v.status, COUNT(*) AS n FROM visits v WHERE v.date >= $1 AND v.date <= $2 GROUP BY v.status',
      days,
    ),
    select<{ team: string; visits: unknown; completed: unknown; revenue: unknown }>(
      sequelize,
      `SELECT v.team, COUNT(*) AS visits, SUM(CASE WHEN v.status = 'completed' THEN 1 ELSE 0 END) AS completed,
        SUM(CASE WHEN v.status = 'completed' THEN v.price ELSE 0 END) AS revenue
       FROM visits v WHERE v.date >= $1 AND v.date <= $2 AND v.status <> 'cancelled'
       GROUP BY v.team ORDER BY COUNT(*) DESC, v.team`,
      days,
    ),
  ]);
  const byStatus = Object.fromEntries(VISIT_STATUSES.map((s) => [s, 0])) as Record<VisitStatus, number>;
  for (const row of statuses) if (Object.hasOwn(byStatus, row.status)) byStatus[row.status] = num(row.n);
  return {
    first_response: responses.current,
    previous_first_response: responses.previous,
    visits_by_status: byStatus,
    teams: teams.map((r) => ({
      team: r.team,
      visits: num(r.visits),
      completed_visits: num(r.completed),
      revenue: num(r.revenue),
    })),
  };
}
