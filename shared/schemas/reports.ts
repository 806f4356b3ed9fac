import { z } from 'zod';
import type { Category, MessageSource, VisitStatus } from '../constants';

/**
 * The reports screen's periods: the last 7, 30, 90 or 365 Saudi days, today included (rolling, as
 * the inbox's figures count the last 30 days). The previous period is as many days just before it.
 */
export const REPORT_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_DAYS: Record<ReportPeriod, number> = { week: 7, month: 30, quarter: 90, year: 365 };

export const REPORT_TABS = ['overview', 'services', 'financial', 'clients', 'performance'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** How many districts and customers a list names at most. */
export const REPORT_TOP = 10;

/** GET /backend/admin/reports.php and reports-export.php: which period and which tab (week, overview). */
export const reportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS, 'invalid_choice').optional().default('week'),
  tab: z.enum(REPORT_TABS, 'invalid_choice').optional().default('overview'),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** Saudi dates (YYYY-MM-DD), both included. */
export interface ReportRange {
  from: string;
  to: string;
  days: number;
}

/** Every tab's answer starts with these. */
interface ReportHead<T extends ReportTab> {
  tab: T;
  period: ReportPeriod;
  range: ReportRange;
  previous_range: ReportRange;
  /**
   * How many of the demo's rows (SEED_DEMO) the figures include: its messages that arrived and its
   * visits dated in the period or the one before; 0 once the demo is removed.
   */
  demo_rows: number;
}

/**
 * A period's main totals. Messages: arrived in it (spam not counted). Visits: dated in it, cancelled
 * ones not counted; completed visits and revenue (the sum of their prices, riyals) likewise by date.
 */
export interface ReportTotals {
  messages: number;
  visits: number;
  completed_visits: number;
  revenue: number;
}

export interface OverviewReport extends ReportHead<'overview'> {
  totals: ReportTotals;
  previous_totals: ReportTotals;
  /** Every day of the range, oldest first, zeros included. */
  per_day: { date: string; messages: number }[];
  /** Busiest first; `service_key` null: the message names no known service. */
  by_service: { service_key: Category | null; messages: number }[];
  /** Every source, in MESSAGE_SOURCES' order. */
  by_source: { source: MessageSource; messages: number }[];
  /** Messages of the period, those with a visit (of any status), those with a completed visit. */
  funnel: { messages: number; scheduled: number; completed: number };
  /**
   * The site's bookings made in the period: all requested, those confirmed (a visit made for them),
   * done (that visit completed); and how many ended declined, or cancelled (by the customer, or
   * their visit by the office).
   */
  bookings: { requested: number; confirmed: number; done: number; declined: number; cancelled: number };
  /** The pages the period's bookings were made from, most first (at most REPORT_TOP; '' not said). */
  bookings_by_page: { page: string; bookings: number }[];
}

/** One service's figures: messages that ask for it, its visits (not cancelled), completed ones, revenue. */
export interface ServiceFigures {
  service_key: Category | null;
  messages: number;
  visits: number;
  completed_visits: number;
  revenue: number;
  /** Average quoted price of its visits (not cancelled), riyals to 2 decimals; null without visits. */
  average_price: number | null;
}

export interface ServicesReport extends ReportHead<'services'> {
  /** Every service in CATEGORIES' order, then null (messages naming none; never a visit). */
  by_service: ServiceFigures[];
}

export interface FinancialTotals {
  revenue: number;
  completed_visits: number;
  /** Average price of the completed visits; null without any. */
  average_price: number | null;
}

/** One service's financial figures (an interface, not an intersection: the answers' schema generator reads those wrongly). */
export interface ServiceFinancials extends FinancialTotals {
  service_key: Category;
}

export interface FinancialReport extends ReportHead<'financial'> {
  totals: FinancialTotals;
  previous_totals: FinancialTotals;
  /** Every day of the range, oldest first, zeros included: completed visits by their date. */
  per_day: { date: string; revenue: number; completed_visits: number }[];
  /** Every service in CATEGORIES' order. */
  by_service: ServiceFinancials[];
  /** Visits of the period quoted but not completed: still open (pending, confirmed, in progress) or cancelled. */
  not_completed: { open: { visits: number; value: number }; cancelled: { visits: number; value: number } };
}

export interface ClientsReport extends ReportHead<'clients'> {
  /** Districts by their visits of the period (not cancelled), most first; visits without a district not listed. */
  top_districts_by_visits: { district: string; visits: number; completed_visits: number; revenue: number }[];
  /**
   * Districts by the period's messages answered by a visit there (not cancelled, any day), most first.
   * Messages have no district of their own: only those with a visit are placed.
   */
  top_districts_by_messages: { district: string; messages: number }[];
  /** By revenue of completed visits of the period, most first (REPORT_TOP at most, only those with revenue). */
  top_by_revenue: { customer_id: number; name: string; revenue: number; completed_visits: number }[];
  /** By messages of the period, most first (REPORT_TOP at most). */
  top_by_messages: { customer_id: number; name: string; messages: number }[];
  /**
   * Customers who wrote in the period: `new` wrote for the first time in it, `returning` had written
   * before it; the same for the previous period.
   */
  customers: { active: number; new: number; returning: number };
  previous_customers: { active: number; new: number; returning: number };
}

export interface FirstResponse {
  /** Messages of the period, and those whose status someone changed (directly, or by a visit). */
  messages: number;
  answered: number;
  /** Minutes from arrival to the first change, of the answered ones (nearest rank), to 1 decimal. */
  median_minutes: number | null;
  p90_minutes: number | null;
  /** Share of all the period's messages answered within 60 minutes (0 to 1); null without messages. */
  within_hour_share: number | null;
}

export interface PerformanceReport extends ReportHead<'performance'> {
  first_response: FirstResponse;
  previous_first_response: FirstResponse;
  /** Visits dated in the period by status, every status (cancelled included). */
  visits_by_status: Record<VisitStatus, number>;
  /** Each team with visits in the period (not cancelled), most first, with completed visits and revenue. */
  teams: { team: string; visits: number; completed_visits: number; revenue: number }[];
}

export type ReportAnswer = OverviewReport | ServicesReport | FinancialReport | ClientsReport | PerformanceReport;
