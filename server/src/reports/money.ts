import type { Sequelize } from 'sequelize';
import { CATEGORIES, type Category } from '@shared/constants';
import type { FinancialReport, FinancialTotals, ServicesReport } from '@shared/schemas';
import { messagesByService } from './overview';
import { average, datesOf, num, select, type Span } from './report-span';

interface VisitFigures {
  visits: number;
  quoted: number;
  completed: number;
  revenue: number;
}

/** The visits of a span's days by service: not cancelled (and their quoted prices), completed (and revenue). */
async function visitsByService(sequelize: Sequelize, { range }: Span): Promise<Map<Category, VisitFigures>> {
  const rows = await select<{ service_key: Category } & Record<keyof VisitFigures, unknown>>(
    sequelize,
    `SELECT v.service_key, COUNT(*) AS visits, SUM(v.price) AS quoted,
      SUM(CASE WHEN v.status = 'completed' THEN 1 ELSE 0 END) AS completed,
      SUM(CASE WHEN v.status = 'completed' THEN v.price ELSE 0 END) AS revenue
     FROM visits v WHERE v.date >= $1 AND v.date <= $2 AND v.status <> 'cancelled' GROUP BY v.service_key`,
    [range.from, range.to],
  );
  return new Map(
    rows.map((r) => [
      r.service_key,
      { visits: num(r.visits), quoted: num(r.quoted), completed: num(r.completed), revenue: num(r.revenue) },
    ]),
  );
}

const NO_VISITS: VisitFigures = { visits: 0, quoted: 0, completed: 0, revenue: 0 };

export async function servicesReport(
  sequelize: Sequelize,
  { current }: { current: Span },
): Promise<Pick<ServicesReport, 'by_service'>> {
  const [messages, visits] = await Promise.all([
    messagesByService(sequelize, current),
    visitsByService(sequelize, current),
  ]);
  return {
    by_service: [...CATEGORIES, null].map((service_key) => {
      const v = (service_key && visits.get(service_key)) || NO_VISITS;
      return {
        service_key,
        messages: messages.get(service_key) ?? 0,
        visits: v.visits,
        completed_visits: v.completed,
        revenue: v.revenue,
        average_price: average(v.quoted, v.visits),
      };
    }),
  };
}

/** Completed visits of both periods: count and revenue. */
async function completedTotals(
  sequelize: Sequelize,
  current: Span,
  previous: Span,
): Promise<{ current: FinancialTotals; previous: FinancialTotals }> {
  const rows = await select<{ current: unknown; n: unknown; revenue: unknown }>(
    sequelize,
    `SELECT CASE WHEN v.date >= $2 THEN 1 ELSE 0 END AS current, COUNT(*) AS n, SUM(v.price) AS revenue
     FROM visits v WHERE v.date >= $1 AND v.date <= $3 AND v.status = 'completed' GROUP BY 1`,
    [previous.range.from, current.range.from, current.range.to],
  );
  const totals = (isCurrent: boolean): FinancialTotals => {
    const row = rows.find((r) => num(r.current) === (isCurrent ? 1 : 0));
    const revenue = num(row?.revenue);
    const completed = num(row?.n);
    return { revenue, completed_visits: completed, average_price: average(revenue, completed) };
  };
  return { current: totals(true), previous: totals(false) };
}

export async function financialReport(
  sequelize: Sequelize,
  { current, previous }: { current: Span; previous: Span },
): Promise<Omit<FinancialReport, 'tab' | 'period' | 'range' | 'previous_range' | 'demo_rows'>> {
  const bind = [current.range.from, current.range.to];
  const [totals, days, services, open] = await Promise.all([
    completedTotals(sequelize, current, previous),
    select<{ date: string; n: unknown; revenue: unknown }>(
      sequelize,
      `SELECT v.date, COUNT(*) AS n, SUM(v.price) AS revenue FROM visits v
       WHERE v.date >= $1 AND v.date <= $2 AND v.status = 'completed' GROUP BY v.date`,
      bind,
    ),
    visitsByService(sequelize, current),
    select<{ cancelled: unknown; n: unknown; value: unknown }>(
      sequelize,
      `SELECT CASE WHEN v.status = 'cancelled' THEN 1 ELSE 0 END AS cancelled, COUNT(*) AS n, SUM(v.price) AS value
       FROM visits v WHERE v.date >= $1 AND v.date <= $2 AND v.status <> 'completed' GROUP BY 1`,
      bind,
    ),
  ]);
  const perDay = new Map(days.map((r) => [r.date, r]));
  const notCompleted = (cancelled: boolean) => {
    const row = open.find((r) => num(r.cancelled) === (cancelled ? 1 : 0));
    return { visits: num(row?.n), value: num(row?.value) };
  };
  return {
    totals: totals.current,
    previous_totals: totals.previous,
    per_day: datesOf(current.range).map((date) => ({
      date,
      revenue: num(perDay.get(date)?.revenue),
      completed_visits: num(perDay.get(date)?.n),
    })),
    by_service: CATEGORIES.map((service_key) => {
      const v = services.get(service_key) ?? NO_VISITS;
      return {
        service_key,
        revenue: v.revenue,
        completed_visits: v.completed,
        average_price: average(v.revenue, v.completed),
      };
    }),
    not_completed: { open: notCompleted(false), cancelled: notCompleted(true) },
  };
}
