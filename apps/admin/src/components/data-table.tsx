import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Below this width the table scrolls sideways inside its frame, not the page. */
  minWidth: number;
  /** The last column (the row's actions) stays in view at the row's end while the others scroll. */
  stickyEnd?: boolean;
}

/**
 * A plain, semantic table for the admin's paged lists, drawn by the palette's CSS (data-table.css)
 * rather than antd's Table: a list needs no sorting, filtering or selection here, and antd's Table
 * with its pagination, dropdown and checkbox parts weighed about 60 KB of gzip JavaScript on the
 * screen staff open first.
 */
export function DataTable<Item extends { id: number }>(props: Props<Item>) {
  const { t } = useTranslation();
  const span = props.columns.length;
  return (
    <div className={props.stickyEnd ? 'data-table data-table-sticky-end' : 'data-table'}>
      <table style={{ minInlineSize: props.minWidth }} aria-busy={props.loading}>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.key} scope="col" style={column.width ? { inlineSize: column.width } : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.items.length > 0 ? (
            props.items.map((item) => (
              <tr key={item.id} className={props.rowClassName?.(item) || undefined}>
                {props.columns.map((column) => (
                  <td key={column.key}>{column.render(item)}</td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={span} className="data-table-placeholder">
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
