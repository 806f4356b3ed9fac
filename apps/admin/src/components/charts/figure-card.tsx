import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Chart, type ChartSeries } from './chart';

export interface FigureChart {
  kind: 'bar' | 'line';
  categories: readonly string[];
  series: readonly ChartSeries[];
  horizontal?: boolean;
  formatValue: (value: number) => string;
}

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
 * values, for screen readers, and as the CSV has them).
 */
export function FigureCard<Row>({ title, chart, columns, rows, foldTable, empty, minWidth = 320 }: Props<Row>) {
  const { t } = useTranslation();
  const items = rows.map((row, index) => ({ ...row, id: index }));
  const table = <DataTable columns={columns} items={items} loading={false} empty={empty} minWidth={minWidth} />;
  return (
    <section className="figure-card" aria-label={title}>
      <h2 className="card-heading">{title}</h2>
      {chart && rows.length > 0 ? <Chart title={title} {...chart} /> : null}
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
