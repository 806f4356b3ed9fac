import { QueryTypes, type Sequelize } from 'sequelize';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import { REPORT_PERIOD_DAYS, type ReportPeriod, type ReportRange } from '@shared/schemas';
import { officeMidnight, officeToday, shiftDate } from '../db/time';

/**
 * One period of a report: its Saudi days (both included) for the visits, whose `date` is a Saudi
 * date, and the moments of its first and after its last midnight for the messages' and the log's
 * timestamps (as the database stores them: db/time.ts).
 */
export interface Span {
  range: ReportRange;
  start: string;
  end: string;
}

function span(from: string, days: number): Span {
  const to = shiftDate(from, days - 1);
  return { range: { from, to, days }, start: officeMidnight(from), end: officeMidnight(to, 1) };
}

/** The period ending today (Saudi time) and the one of as many days just before it. */
export function reportSpans(period: ReportPeriod, now: Date): { current: Span; previous: Span } {
  const days = REPORT_PERIOD_DAYS[period];
  const from = shiftDate(officeToday(now), 1 - days);
  return { current: span(from, days), previous: span(shiftDate(from, -days), days) };
}

/** Every Saudi date of a range, oldest first. */
export function datesOf(range: ReportRange): string[] {
  return Array.from({ length: range.days }, (_, i) => shiftDate(range.from, i));
}

/** The SQL of the Saudi date (YYYY-MM-DD text) of a timestamp column, on either database. */
export function saudiDate(sequelize: Sequelize, column: string): string {
  return sequelize.getDialect() === 'postgres'
    ? `to_char((${column} AT TIME ZONE 'UTC') + INTERVAL '${OFFICE_UTC_OFFSET_MINUTES} minutes', 'YYYY-MM-DD')`
    : `date(${column}, '+${OFFICE_UTC_OFFSET_MINUTES} minutes')`;
}

/**
 * The SQL of the time from one timestamp column to a later one in tenths of a minute, a whole number
 * rounded to the nearest (0 if it is not later), on either database.
 */
export function tenthsOfMinutesBetween(sequelize: Sequelize, from: string, to: string): string {
  return sequelize.getDialect() === 'postgres'
    ? `GREATEST(0, ROUND(EXTRACT(EPOCH FROM (${to} - ${from})) / 6))`
    : `MAX(0, CAST((julianday(${to}) - julianday(${from})) * 14400 + 0.5 AS INTEGER))`;
}

/** The rows of a SELECT (numbers may come back as text: PostgreSQL's bigint and numeric). */
export function select<T extends object>(sequelize: Sequelize, sql: string, bind: unknown[]): Promise<T[]> {
  return sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
}

/** A count or sum as a number (null, for a sum of no rows, is 0). */
export const num = (value: unknown): number => Number(value ?? 0);

/** An average to 2 decimals; null of nothing. */
export const average = (sum: number, count: number): number | null =>
  count === 0 ? null : Math.round((sum / count) * 100) / 100;
