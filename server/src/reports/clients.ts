import type { Sequelize } from 'sequelize';
import { REPORT_TOP, type ClientsReport } from '@shared/schemas';
import { MESSAGES_IN } from './overview';
import { num, select, type Span } from './report-span';

/** A customer's name: that of their latest message (as on the clients screen). */
const NAME_OF = (customer: string) => `(SELECT l.name FROM contacts l WHERE l.customer_id = ${customer}
  AND l.spam = 0 ORDER BY l.created_at DESC, l.id DESC LIMIT 1)`;

/**
 * Customers who wrote in each period, in one pass over both periods' messages: new ones had never
 * written before the period (this period's returning ones may have written in the previous one).
 */
async function customersOf(
  sequelize: Sequelize,
  current: Span,
  previous: Span,
): Promise<{ current: ClientsReport['customers']; previous: ClientsReport['customers'] }> {
  const [row] = await select<Record<'active' | 'came_back' | 'previous_active' | 'previous_came_back', unknown>>(
    sequelize,
    `SELECT SUM(CASE WHEN x.now > 0 THEN 1 ELSE 0 END) AS active,
       SUM(CASE WHEN x.now > 0 AND (x.before > 0 OR x.older = 1) THEN 1 ELSE 0 END) AS came_back,
       SUM(CASE WHEN x.before > 0 THEN 1 ELSE 0 END) AS previous_active,
       SUM(CASE WHEN x.before > 0 AND x.older = 1 THEN 1 ELSE 0 END) AS previous_came_back
     FROM (SELECT c.customer_id, SUM(CASE WHEN c.created_at >= $3 THEN 1 ELSE 0 END) AS now,
         SUM(CASE WHEN c.created_at < $3 THEN 1 ELSE 0 END) AS before,
         CASE WHEN EXISTS (SELECT 1 FROM contacts e WHERE e.customer_id = c.customer_id AND e.spam = 0
           AND e.created_at < $1) THEN 1 ELSE 0 END AS older
       ${MESSAGES_IN} AND c.customer_id IS NOT NULL GROUP BY c.customer_id) x`,
    [previous.start, current.end, current.start],
  );
  const counts = (active: unknown, cameBack: unknown) => ({
    active: num(active),
    new: num(active) - num(cameBack),
    returning: num(cameBack),
  });
  return {
    current: counts(row?.active, row?.came_back),
    previous: counts(row?.previous_active, row?.previous_came_back),
  };
}

export async function clientsReport(
  sequelize: Sequelize,
  { current, previous }: { current: Span; previous: Span },
): Promise<Omit<ClientsReport, 'tab' | 'period' | 'range' | 'previous_range' | 'demo_rows'>> {
  const days = [current.range.from, current.range.to];
  const [byVisits, byMessages, byRevenue, writers, customers] = await Promise.all([
    select<{ district: string; visits: unknown; completed: unknown; revenue: unknown }>(
      sequelize,
      `SELECT v.district, COUNT(*) AS visits, SUM(CASE WHEN v.status = 'completed' THEN 1 ELSE 0 END) AS completed,
        SUM(CASE WHEN v.status = 'completed' THEN v.price ELSE 0 END) AS revenue
       FROM visits v WHERE v.date >= $1 AND v.date <= $2 AND v.status <> 'cancelled' AND v.district <> ''
       GROUP BY v.district ORDER BY COUNT(*) DESC, v.district LIMIT ${REPORT_TOP}`,
      days,
    ),
    select<{ district: string; messages: unknown }>(
      sequelize,
      `SELECT v.district, COUNT(DISTINCT c.id) AS messages
       FROM contacts c JOIN visits v ON v.contact_id = c.id AND v.status <> 'cancelled' AND v.district <> ''
       WHERE c.spam = 0 AND c.created_at >= $1 AND c.created_at < $2
       GROUP BY v.district ORDER BY COUNT(DISTINCT c.id) DESC, v.district LIMIT ${REPORT_TOP}`,
      [current.start, current.end],
    ),
    select<{ customer_id: unknown; name: string | null; revenue: unknown; completed: unknown }>(
      sequelize,
      `SELECT t.customer_id, ${NAME_OF('t.customer_id')} AS name, t.revenue, t.completed FROM (
         SELECT v.customer_id, SUM(v.price) AS revenue, COUNT(*) AS completed FROM visits v
         WHERE v.date >= $1 AND v.date <= $2 AND v.status = 'completed' GROUP BY v.customer_id
         HAVING SUM(v.price) > 0 ORDER BY SUM(v.price) DESC, v.customer_id LIMIT ${REPORT_TOP}) t
       ORDER BY t.revenue DESC, t.customer_id`,
      days,
    ),
    select<{ customer_id: unknown; name: string | null; messages: unknown }>(
      sequelize,
      `SELECT t.customer_id, ${NAME_OF('t.customer_id')} AS name, t.messages FROM (
         SELECT c.customer_id, COUNT(*) AS messages ${MESSAGES_IN} AND c.customer_id IS NOT NULL
         GROUP BY c.customer_id ORDER BY COUNT(*) DESC, c.customer_id LIMIT ${REPORT_TOP}) t
       ORDER BY t.messages DESC, t.customer_id`,
      [current.start, current.end],
    ),
    customersOf(sequelize, current, previous),
  ]);
  return {
    top_districts_by_visits: byVisits.map((r) => ({
      district: r.district,
      visits: num(r.visits),
      completed_visits: num(r.completed),
      revenue: num(r.revenue),
    })),
    top_districts_by_messages: byMessages.map((r) => ({ district: r.district, messages: num(r.messages) })),
    top_by_revenue: byRevenue.map((r) => ({
      customer_id: num(r.customer_id),
      name: r.name ?? '',
      revenue: num(r.revenue),
      completed_visits: num(r.completed),
    })),
    top_by_messages: writers.map((r) => ({
      customer_id: num(r.customer_id),
      name: r.name ?? '',
      messages: num(r.messages),
    })),
    customers: customers.current,
    previous_customers: customers.previous,
  };
}
