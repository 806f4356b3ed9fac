import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Context } from 'koa';

/**
 * Cells that a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage
 * return) get a leading apostrophe, OWASP's advice against CSV injection: Excel then shows the
 * text as typed and runs nothing.
 */
export function csvCell(value: string | number): string | number {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The one way the admin exports a table: UTF-8 with a BOM (Excel reads Arabic), a header row,
 * Windows line ends, every cell through `csvCell`, and rows streamed as they are read (an export
 * of any size holds one chunk in memory).
 */
export function sendCsv<T>(
  ctx: Context,
  fileName: string,
  columns: readonly { header: string; value: (row: T) => string | number }[],
  rows: AsyncIterable<T>,
): void {
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => csvCell(column.value(row)));
    })(),
  );
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((c) => c.header),
    record_delimiter: 'windows',
  });
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = source.pipe(csv);
  source.on('error', (error) => csv.destroy(error));
}
