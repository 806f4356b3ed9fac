import type { Sequelize } from 'sequelize';
import type { ReportAnswer, ReportQuery, ReportTab } from '@shared/schemas';
import { clientsReport } from './clients';
import { financialReport, servicesReport } from './money';
import { overviewReport } from './overview';
import { performanceReport } from './performance';
import { num, reportSpans, select, type Span } from './report-span';

type Spans = { current: Span; previous: Span };
const TABS: Record<ReportTab, (sequelize: Sequelize, spans: Spans) => Promise<object>> = {
  overview: overviewReport,
  services: servicesReport,
  financial: financialReport,
  clients: clientsReport,
  performance: performanceReport,
};

/** One tab's figures for the period ending on `now`'s Saudi day. */
export async function buildReport(
  sequelize: Sequelize,
  { period, tab }: ReportQuery,
  now: Date,
): Promise<ReportAnswer> {
  const spans = reportSpans(period, now);
  const [figures, demoRows] = await Promise.all([TABS[tab](sequelize, spans), demoRowsIn(sequelize, spans)]);
  return {
    tab,
    period,
    range: spans.current.range,
    previous_range: spans.previous.range,
    demo_rows: demoRows,
    ...figures,
  } as ReportAnswer;
}

/**
 * How many of the demo's rows the figures of both periods may include: its messages (not spam) that
 * arrived in them and its visits dated in them, whatever their status. Read through the partial
 * indexes of the demo's rows (migration 0021): nothing once the demo is removed.
 */
async function demoRowsIn(sequelize: Sequelize, { current, previous }: Spans): Promise<number> {
  const [row] = await select<{ messages: unknown; visits: unknown }>(
    sequelize,
    `SELECT (SELECT COUNT(*) FROM contacts c WHERE c.demo = 1 AND c.spam = 0 AND c.created_at >= $1 AND c.created_at < $2)
        AS messages,
      (SELECT COUNT(*) FROM visits v WHERE v.demo = 1 AND v.date >= $3 AND v.date <= $4) AS visits`,
    [previous.start, current.end, previous.range.from, current.range.to],
  );
  return num(row?.messages) + num(row?.visits);
}

/** One line of a report's CSV: which part, which row of it (a date, a key, an id; '' for none), which figure. */
export interface ReportCsvRow {
  section: string;
  key: string;
  metric: string;
  value: string | number;
}

/** The field that names a row of a list, in the order they are looked for. */
const ROW_KEYS = ['date', 'service_key', 'source', 'page', 'district', 'customer_id', 'team'];
const cell = (value: unknown): string | number => (typeof value === 'number' || typeof value === 'string' ? value : '');

/**
 * A report as long-form rows (section, key, metric, value), one figure a line, so every tab fits one
 * table and a spreadsheet can pivot it: the ranges first, then each part of the answer in its order.
 * Keys and metrics are the JSON's (never translated); null (unknown service, no average) is empty.
 */
export function reportCsvRows(report: ReportAnswer): ReportCsvRow[] {
  const rows: ReportCsvRow[] = [];
  const add = (section: string, key: string, prefix: string, figures: object) => {
    for (const [name, value] of Object.entries(figures)) {
      if (value !== null && typeof value === 'object') add(section, key, `${prefix}${name}.`, value);
      else rows.push({ section, key, metric: `${prefix}${name}`, value: cell(value) });
    }
  };
  for (const [section, value] of Object.entries(report)) {
    if (section === 'tab' || section === 'period') continue;
    // One more figure row, only when the demo's rows are counted: the columns stay the same, and a
    // report of the office's own data is the file it always was (readers and pivots are unchanged).
    if (section === 'demo_rows') {
      if (typeof value === 'number' && value > 0) rows.push({ section, key: '', metric: section, value });
      continue;
    }
    if (!Array.isArray(value)) {
      add(section, '', '', value as object);
      continue;
    }
    for (const item of value as Record<string, unknown>[]) {
      const name = ROW_KEYS.find((k) => Object.hasOwn(item, k))!;
      const { [name]: key, ...figures } = item;
      add(section, String(key ?? ''), '', figures);
    }
  }
  return rows;
}

export const REPORT_CSV_COLUMNS: { header: keyof ReportCsvRow; value: (row: ReportCsvRow) => string | number }[] = (
  ['section', 'key', 'metric', 'value'] as const
).map((header) => ({ header, value: (row: ReportCsvRow) => row[header] }));
