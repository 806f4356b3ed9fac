import type { Sequelize } from 'sequelize';
import { MESSAGE_SOURCES, type Category, type MessageSource } from '@shared/constants';
import type { OverviewReport, ReportTotals } from '@shared/schemas';
import { bookingFigures } from './bookings';
import { datesOf, num, saudiDate, select, type Span } from './report-span';

/** The inbox's messages of a span (spam is never counted); `c` is the message. */
export const MESSAGES_IN = `FROM contacts c WHERE c.spam = 0 AND c.created_at >= $1 AND c.created_at < $2`;

/**
 * Both periods' totals in one pass over each table: messages by arrival; visits (not cancelled),
 * completed ones and their prices by the visit's day.
 */
export async function periodTotals(
  sequelize: Sequelize,
  current: Span,
  previous: Span,
): Promise<{ current: ReportTotals; previous: ReportTotals }> {
  const [[messages], visits] = await Promise.all([
    select<{ current: number | string | null; previous: number | string | null }>(
      sequelize,
      `SELECT SUM(CASE WHEN c.created_at >= $3 THEN 1 ELSE 0 END) AS current,
        SUM(CASE WHEN c.created_at < $3 THEN 1 ELSE 0 END) AS previous ${MESSAGES_IN}`,
      [previous.start, current.end, current.start],
    ),
    select<{ current: number | string; visits: number | string; completed: number | string; revenue: unknown }>(
      sequelize,
      `SELECT CASE WHEN v.date >= $2 THEN 1 ELSE 0 END AS current, COUNT(*) AS visits,
        SUM(CASE WHEN v.status = 'completed' THEN 1 ELSE 0 END) AS completed,
        SUM(CASE WHEN v.status = 'completed' THEN v.price ELSE 0 END) AS revenue
       FROM visits v WHERE v.date >= $1 AND v.date <= $3 AND v.status <> 'cancelled' GROUP BY 1`,
      [previous.range.from, current.range.from, current.range.to],
    ),
  ]);
  const totals = (isCurrent: boolean, count: unknown): ReportTotals => {
    const row = visits.find((r) => num(r.current) === (isCurrent ? 1 : 0));
    return {
      messages: num(count),
      visits: num(row?.visits),
      completed_visits: num(row?.completed),
      revenue: num(row?.revenue),
    };
  };
  return { current: totals(true, messages?.current), previous: totals(false, messages?.previous) };
}

/** Counts by service key, busiest first; among equals alphabetically, unknown (null) last. */
export function busiestFirst<K extends string | null>(counts: Map<K, number>): [K, number][] {
  const order = (key: K) => (key === null ? '\uffff' : key);
  return [...counts].sort(([a, m], [b, n]) => n - m || (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/** Messages of a span by service key. */
export async function messagesByService(
  sequelize: Sequelize,
  { start, end }: Span,
): Promise<Map<Category | null, number>> {
  const rows = await select<{ service_key: Category | null; n: number | string }>(
    sequelize,
    `SELECT c.service_key, COUNT(*) AS n ${MESSAGES_IN} GROUP BY c.service_key`,
    [start, end],
  );
  return new Map(rows.map((r) => [r.service_key, num(r.n)]));
}

/**
 * The period's messages in two passes: by Saudi day and service key; and by where each came from
 * (its form's page, or the office) and how far it went (0: no visit, 1: a visit, 2: a completed visit);
 * and the site's bookings' funnel and pages (bookings.ts).
 */
export async function overviewReport(
  sequelize: Sequelize,
  { current, previous }: { current: Span; previous: Span },
): Promise<Omit<OverviewReport, 'tab' | 'period' | 'range' | 'previous_range' | 'demo_rows'>> {
  const bind = [current.start, current.end];
  const [totals, days, sources, bookings] = await Promise.all([
    periodTotals(sequelize, current, previous),
    select<{ day: string; service_key: Category | null; n: unknown }>(
      sequelize,
      `SELECT ${saudiDate(sequelize, 'c.created_at')} AS day, c.service_key, COUNT(*) AS n ${MESSAGES_IN} GROUP BY 1, 2`,
      bind,
    ),
    select<{ source: MessageSource; stage: unknown; n: unknown }>(
      sequelize,
      `SELECT m.source, m.stage, COUNT(*) AS n FROM (SELECT c.source,
          COALESCE((SELECT MAX(CASE WHEN v.status = 'completed' THEN 2 ELSE 1 END) FROM visits v
            WHERE v.contact_id = c.id), 0) AS stage
        ${MESSAGES_IN}) m GROUP BY m.source, m.stage`,
      bind,
    ),
    bookingFigures(sequelize, current),
  ]);
  const perDay = new Map<string, number>();
  const perService = new Map<Category | null, number>();
  for (const row of days) {
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + num(row.n));
    perService.set(row.service_key, (perService.get(row.service_key) ?? 0) + num(row.n));
  }
  const perSource = new Map<MessageSource, number>();
  const stages = [0, 0, 0];
  for (const row of sources) {
    perSource.set(row.source, (perSource.get(row.source) ?? 0) + num(row.n));
    stages[num(row.stage)]! += num(row.n);
  }
  const [none, scheduled, completed] = stages as [number, number, number];
  return {
    totals: totals.current,
    previous_totals: totals.previous,
    per_day: datesOf(current.range).map((date) => ({ date, messages: perDay.get(date) ?? 0 })),
    by_service: busiestFirst(perService).map(([service_key, messages]) => ({ service_key, messages })),
    by_source: MESSAGE_SOURCES.map((source) => ({ source, messages: perSource.get(source) ?? 0 })),
    funnel: { messages: none + scheduled + completed, scheduled: scheduled + completed, completed },
    ...bookings,
  };
}
