import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStackWhenNarrow } from './use-stack-when-narrow';
import './data-table.css';

export interface DataColumn<Item> {
  key: string;
  title: ReactNode;
  render: (item: Item) => ReactNode;
  /** A fixed width in px (a thumbnail); other columns are as wide as their content. */
  width?: number;
}

interface Props<Item extends { id: number }> {
  columns: DataColumn<Item>[];
  items: Item[];
  /** The first load: no rows to show yet. */
  loading: boolean;
  /** The one row shown when there are no items: the empty text, or the failure in red. */
  empty: ReactNode;
  rowClassName?: (item: Item) => string;
  /** Below this width the table scrolls sideways inside its frame (or stacks, with `stack`). */
  minWidth: number;
  /** The last column (the row's actions) stays in view at the row's end while the others scroll. */
  stickyEnd?: boolean;
  /**
   * When the table does not fit its frame (a phone), each row becomes a block of "heading: value"
   * lines instead of scrolling sideways, so no cell is off the screen. The lists that draw their own
   * cards on a phone leave it off.
   */
  stack?: boolean;
}

/**
 * A plain, semantic table for the admin's lists and figures, drawn by the palette's CSS
 * (data-table.css) rather than antd's Table: a list needs no sorting, filtering or selection here,
 * and antd's Table with its pagination, dropdown and checkbox parts weighed about 60 KB of gzip
 * JavaScript on the screen staff open first. The roles are written out because a stacked table's
 * CSS display would make some browsers forget that it is a table.
 */
export function DataTable<Item extends { id: number }>(props: Props<Item>) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const stacked = useStackWhenNarrow(frame, table, props.stack === true, props.items);
  const span = props.columns.length;
  const className = [
    'data-table',
    props.stickyEnd && !stacked && 'data-table-sticky-end',
    stacked && 'data-table-stacked',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={frame} className={className}>
      <table
        ref={table}
        role="table"
        style={stacked ? undefined : { minInlineSize: props.minWidth }}
        aria-busy={props.loading}
      >
        <thead role="rowgroup">
          <tr role="row">
            {props.columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                style={column.width ? { inlineSize: column.width } : undefined}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {props.items.length > 0 ? (
            props.items.map((item) => (
              <tr key={item.id} role="row" className={props.rowClassName?.(item) || undefined}>
                {props.columns.map((column, index) => (
                  <td key={column.key} role="cell">
                    {/* Stacked, a cell says what it is (the first is the row's own heading); the
                        header row stays for screen readers, so this is for the eyes only. */}
                    {stacked && index > 0 ? (
                      <span className="data-table-label" aria-hidden>
                        {column.title}
                      </span>
                    ) : null}
                    <span className="data-table-value">{column.render(item)}</span>
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr role="row">
              <td role="cell" colSpan={span} className="data-table-placeholder">
                <div className="data-table-placeholder-view">
                  {props.loading ? (
                    <span role="status" className="data-table-loading">
                      <span className="page-spinner-ring" aria-hidden />
                      {t('common.loading')}
                    </span>
                  ) : (
                    props.empty
                  )}
                </div>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
