import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table';
import { BarList } from './bar-list';
import { Chart } from './chart';
import type { ChartSeries } from './series-colours';

/** Figures by name (services, districts, teams): a row of bars for each (bar-list.tsx). */
interface NamedFigures {
  kind: 'bars';
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
}

/** A value per day: bars for a week or a month, a line for longer (chart.tsx). */
interface DailyFigures {
  kind: 'bar' | 'line';
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  unit?: string;
}

export type FigureChart = NamedFigures | DailyFigures;

interface Props<Row> {
  title: string;
  /** Drawn above the table; left out when there is nothing to draw. */
  chart?: FigureChart;
  columns: DataColumn<Row & { id: number }>[];
  rows: readonly Row[];
  /** A table of a value per day is long: it is folded under its chart. */
  foldTable?: boolean;
  empty: ReactNode;
  minWidth?: number;
}

/**
 * One figure of a report: its heading, its chart and the same figures as a table (for reading exact
 * values, for screen readers, and as the CSV has them). On a phone a table too wide for the card
 * stacks its rows (components/data-table.tsx).
 */
export function FigureCard<Row>({ title, chart, columns, rows, foldTable, empty, minWidth = 320 }: Props<Row>) {
  const { t } = useTranslation();
  const items = rows.map((row, index) => ({ ...row, id: index }));
  const table = <DataTable columns={columns} items={items} loading={false} empty={empty} minWidth={minWidth} stack />;
  const drawn =
    !chart || rows.length === 0 ? null : chart.kind === 'bars' ? (
      <BarList title={title} {...chart} />
    ) : (
      <Chart title={title} {...chart} />
    );
  return (
    <section className="figure-card" aria-label={title}>
      <h2 className="card-heading">{title}</h2>
      {drawn}
      {foldTable && rows.length > 0 ? (
        <details className="figure-table">
          <summary>{t('report.showTable')}</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </section>
  );
}
