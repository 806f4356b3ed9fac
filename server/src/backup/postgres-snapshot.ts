import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** Rows fetched from the cursor at a time: memory stays small whatever the table's size. */
const FETCH_ROWS = 1_000;

/** A serial column's sequence as it stood, so a restored database hands out no number twice. */
export interface SequenceState {
  table: string;
  column: string;
  last_value: string;
  is_called: boolean;
}
export const SEQUENCES_FILE = 'sequences.json';
export const tableFile = (table: string) => `${table}.jsonl`;

/** Table names go into SQL and file names: only plain identifiers are accepted. */
export function quoteTable(table: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unexpected table name ${JSON.stringify(table)}`);
  return `"${table}"`;
}

/** The tables of the connection's schema, by name. */
export async function listTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
  );
  return rows.map((r) => r.name);
}

export function connectPostgres(url: string, purpose: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: `medina-home-services ${purpose}` });
  return client.connect().then(() => client);
}

/**
 * Writes every table of the database at `url` into `outDir` (one JSON object per row and line,
 * `<table>.jsonl`, in PostgreSQL's own JSON of the row), plus the serial sequences, while the
 * servers keep serving.
 *
 * Consistency without pg_dump: everything is read in one REPEATABLE READ READ ONLY transaction, so
 * every table is seen at the same moment (the transaction's snapshot, taken at its first query) and
 * concurrent commits are invisible to it; it takes only ACCESS SHARE locks, which block no insert,
 * update or delete. No pg_dump binary (which must also be at least the server's major version) is
 * needed, and the rows are restored by the project's own migrations plus plain INSERTs.
 */
export async function snapshotPostgres(
  url: string,
  outDir: string,
): Promise<{ migrations: string[]; rowCounts: Record<string, number> }> {
  const client = await connectPostgres(url, 'backup');
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await listTables(client);
    const rowCounts: Record<string, number> = {};
    for (const table of tables) rowCounts[table] = await copyTable(client, table, path.join(outDir, tableFile(table)));
    await writeFile(path.join(outDir, SEQUENCES_FILE), JSON.stringify(await readSequences(client), null, 2));
    const migrations = tables.includes('schema_migrations')
      ? (await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map(
          (r) => r.name,
        )
      : [];
    await client.query('COMMIT');
    return { migrations, rowCounts };
  } finally {
    await client.end();
  }
}

async function copyTable(client: pg.Client, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let count = 0;
  try {
    await client.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${quoteTable(table)} t`,
    );
    for (;;) {
      const { rows } = await client.query<{ r: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
      if (rows.length === 0) break;
      count += rows.length;
      if (!out.write(rows.map((row) => `${row.r}\n`).join(''))) await once(out, 'drain');
    }
    await client.query('CLOSE backup_rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}

/** The sequences owned by columns of the schema's tables (serial / autoIncrement ids). */
async function readSequences(client: pg.Client): Promise<SequenceState[]> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(`
    SELECT t.relname AS table, a.attname AS column, s.relname AS sequence
      FROM pg_depend d
      JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
      JOIN pg_class t ON t.oid = d.refobjid
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     WHERE d.deptype IN ('a', 'i') AND t.relnamespace = current_schema()::regnamespace
     ORDER BY t.relname, a.attname`);
  const states: SequenceState[] = [];
  for (const { table, column, sequence } of rows) {
    const value = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${quoteTable(sequence)}`,
    );
    states.push({ table, column, ...value.rows[0]! });
  }
  return states;
}
