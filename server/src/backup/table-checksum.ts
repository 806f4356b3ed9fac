import { createHash } from 'node:crypto';
import type pg from 'pg';
import type sqlite3 from 'sqlite3';
import { quoteTable } from './postgres-snapshot';

/**
 * A table's rows and a SHA-256 over them, computed the same way from a SQLite file and from a
 * PostgreSQL database, so that equal sums mean the same rows whatever engine holds them.
 *
 * The PostgreSQL table's columns decide what each value means (the migrations make the same columns
 * on both engines; SQLite keeps what it was given). Each row becomes one line, the JSON array of its
 * values in the order of `columns`, every value written as text:
 * - NULL: JSON null (never the same as '' or 'null');
 * - integer columns (integer, bigint, smallint, the 0/1 flags included): the number in decimal, read
 *   as text on both sides (CAST AS TEXT, ::text), so a bigint is never rounded by a JavaScript number;
 * - boolean columns (boolean on PostgreSQL, 0/1 on SQLite): 'true' or 'false';
 * - timestamp columns (timestamptz on PostgreSQL; Sequelize's text '2026-11-27 08:15:00.123 +00:00'
 *   on SQLite): the moment in UTC with microseconds, '2026-11-27T08:15:00.123000Z' (PostgreSQL's
 *   precision; a SQLite text without an offset is read as UTC, as the move's session reads it);
 * - every other column: the text itself.
 * Rows go in primary-key order (text keys by their bytes: SQLite's BINARY, PostgreSQL's "C"), and
 * the hash starts with the column names.
 */
export interface TableChecksum {
  rows: number;
  sha256: string;
}

/** How a column's values are compared; `timestamp` is timestamptz on PostgreSQL (the only kind made). */
export type ColumnKind = 'integer' | 'boolean' | 'timestamp' | 'text';
export interface Column {
  name: string;
  kind: ColumnKind;
}
/** A table's columns, and the columns of its primary key (ordered by). */
export interface TableShape {
  table: string;
  columns: Column[];
  key: Column[];
}

const KINDS: Record<string, ColumnKind> = {
  integer: 'integer',
  bigint: 'integer',
  smallint: 'integer',
  boolean: 'boolean',
  'timestamp with time zone': 'timestamp',
  text: 'text',
  'character varying': 'text',
  character: 'text',
};

function kindOf(pgType: string): ColumnKind {
  const kind = KINDS[pgType];
  if (!kind) throw new Error(`a column of type ${pgType}: this tool knows only ${Object.keys(KINDS).join(', ')}`);
  return kind;
}

/** The columns of `table` as PostgreSQL defines them, and its primary key (all columns when it has none). */
export async function postgresShape(client: pg.ClientBase, table: string): Promise<TableShape> {
  const { rows } = await client.query<{ name: string; type: string; key: number | null }>(
    `SELECT a.attname AS name, format_type(a.atttypid, NULL) AS type,
            array_position(i.indkey::int2[], a.attnum) AS key
       FROM pg_attribute a
       LEFT JOIN pg_index i ON i.indrelid = a.attrelid AND i.indisprimary
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`,
    [quoteTable(table)],
  );
  const columns = rows.map((r) => ({ name: r.name, kind: kindOf(r.type) }));
  const keyed = rows.filter((r) => r.key !== null).sort((a, b) => a.key! - b.key!);
  const key = keyed.length ? keyed.map((r) => columns.find((c) => c.name === r.name)!) : columns;
  return { table, columns, key };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Hashes rows of normalised values; the same for both engines. */
class RowHasher {
  private readonly hash = createHash('sha256');
  rows = 0;
  constructor(columns: Column[]) {
    this.hash.update(`${JSON.stringify(columns.map((c) => c.name))}\n`);
  }
  add(values: (string | null)[]): void {
    this.hash.update(`${JSON.stringify(values)}\n`);
    this.rows += 1;
  }
  result(): TableChecksum {
    return { rows: this.rows, sha256: this.hash.digest('hex') };
  }
}

const SQLITE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * A timestamp as SQLite holds it (Sequelize's text) → '2026-11-27T08:15:00.123000Z'. Digits past the
 * microsecond are rounded as PostgreSQL stores them; a text that is no timestamp is kept as it is
 * (so it cannot equal what PostgreSQL holds, and the check fails).
 */
export function normaliseTimestamp(text: string): string {
  const m = SQLITE_TIME.exec(text.trim());
  if (!m) return text;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = m;
  let micros = Math.round(Number(`0.${fraction || '0'}`) * 1e6);
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0')) * (zone[0] === '-' ? -1 : 1);
  }
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi) - offsetMinutes, Number(s), 0);
  if (micros === 1_000_000) {
    date.setUTCSeconds(date.getUTCSeconds() + 1);
    micros = 0;
  }
  return `${date.toISOString().slice(0, 19)}.${String(micros).padStart(6, '0')}Z`;
}

/** A boolean as SQLite holds it (1 or 0; 'true' or 'false' if written as text) → 'true' or 'false'. */
export function normaliseBoolean(text: string): string {
  const t = text.trim().toLowerCase();
  return ['1', 'true', 't'].includes(t) ? 'true' : ['0', 'false', 'f'].includes(t) ? 'false' : text;
}

/** The checksum of a table of a SQLite file (a snapshot: nothing changes while it is read). */
export function sqliteTableChecksum(db: sqlite3.Database, shape: TableShape): Promise<TableChecksum> {
  const select = shape.columns
    .map(
      (c, i) =>
        `${c.kind === 'text' || c.kind === 'timestamp' ? quote(c.name) : `CAST(${quote(c.name)} AS TEXT)`} AS c${i}`,
    )
    .join(', ');
  const order = shape.key.map((c) => quote(c.name)).join(', ');
  const hasher = new RowHasher(shape.columns);
  const kinds = shape.columns.map((c) => c.kind);
  let failure: Error | null = null;
  return new Promise((resolve, reject) => {
    db.each(
      `SELECT ${select} FROM ${quoteTable(shape.table)} ORDER BY ${order}`,
      (err: Error | null, row: Record<string, unknown>) => {
        if (err || failure) return void (failure ??= err);
        const values = Object.values(row).map((v, i) => {
          if (v === null) return null;
          if (typeof v !== 'string' && typeof v !== 'number') {
            failure = new Error(`${shape.table}.${shape.columns[i]!.name} holds a value that is not text or a number`);
          }
          return kinds[i] === 'timestamp'
            ? normaliseTimestamp(String(v))
            : kinds[i] === 'boolean'
              ? normaliseBoolean(String(v))
              : String(v);
        });
        hasher.add(values);
      },
      (err: Error | null) => (err || failure ? reject(err ?? failure) : resolve(hasher.result())),
    );
  });
}

/** The checksum of a PostgreSQL table, read through a cursor (call inside a transaction). */
export async function postgresTableChecksum(client: pg.ClientBase, shape: TableShape): Promise<TableChecksum> {
  // Qualified by the table's alias: a bare name in ORDER BY would mean the output column (the text).
  const select = shape.columns
    .map((c, i) =>
      c.kind === 'timestamp'
        ? `to_char(t.${quote(c.name)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS c${i}`
        : `t.${quote(c.name)}::text AS c${i}`,
    )
    .join(', ');
  const order = shape.key
    .map((c) => (c.kind === 'text' ? `t.${quote(c.name)} COLLATE "C"` : `t.${quote(c.name)}`))
    .join(', ');
  const hasher = new RowHasher(shape.columns);
  await client.query(
    `DECLARE checksum_rows NO SCROLL CURSOR FOR SELECT ${select} FROM ${quoteTable(shape.table)} t ORDER BY ${order}`,
  );
  for (;;) {
    const { rows } = await client.query<(string | null)[]>({ text: 'FETCH 2000 FROM checksum_rows', rowMode: 'array' });
    if (rows.length === 0) break;
    for (const row of rows) hasher.add(row);
  }
  await client.query('CLOSE checksum_rows');
  return hasher.result();
}
