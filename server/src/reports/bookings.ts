import type { Sequelize } from 'sequelize';
import type { OverviewReport } from '@shared/schemas';
import { REPORT_TOP } from '@shared/schemas';
import { num, select, type Span } from './report-span';

/**
 * The site's bookings made in a span (by when the visitor booked): how far each went — requested
 * (all of them), confirmed (a visit was made for it: by the office, or the customer accepting a
 * proposal, whatever happened after), done (that visit completed) — and how many ended declined or
 * cancelled (by the customer, or its visit by the office); and the pages they were booked from,
 * most first (at most REPORT_TOP; '' when the form did not say).
 */
export async function bookingFigures(
  sequelize: Sequelize,
  { start, end }: Span,
): Promise<Pick<OverviewReport, 'bookings' | 'bookings_by_page'>> {
  const bind = [start, end];
  const made = 'FROM bookings b LEFT JOIN visits v ON v.id = b.visit_id WHERE b.created_at >= $1 AND b.created_at < $2';
  const [[funnel], pages] = await Promise.all([
    select<Record<'requested' | 'confirmed' | 'done' | 'declined' | 'cancelled', unknown>>(
      sequelize,
      `SELECT COUNT(*) AS requested,
         SUM(CASE WHEN b.visit_id IS NOT NULL THEN 1 ELSE 0 END) AS confirmed,
         SUM(CASE WHEN v.status = 'completed' THEN 1 ELSE 0 END) AS done,
         SUM(CASE WHEN b.status = 'declined' THEN 1 ELSE 0 END) AS declined,
         SUM(CASE WHEN b.status = 'cancelled' OR (b.status = 'confirmed' AND v.status = 'cancelled') THEN 1 ELSE 0 END)
           AS cancelled
       ${made}`,
      bind,
    ),
    select<{ page: string; n: unknown }>(
      sequelize,
      `SELECT b.page, COUNT(*) AS n ${made} GROUP BY b.page ORDER BY COUNT(*) DESC, b.page LIMIT ${REPORT_TOP}`,
      bind,
    ),
  ]);
  return {
    bookings: {
      requested: num(funnel?.requested),
      confirmed: num(funnel?.confirmed),
      done: num(funnel?.done),
      declined: num(funnel?.declined),
      cancelled: num(funnel?.cancelled),
    },
    bookings_by_page: pages.map((row) => ({ page: row.page, bookings: num(row.n) })),
  };
}
