import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { connectDatabase } from '../db/connect';
import { migrator } from '../db/migrate';
import { BackupRefused, type Manifest } from './manifest';
import {
  connectPostgres,
  listTables,
  quoteTable,
  SEQUENCES_FILE,
  type SequenceState,
  tableFile,
} from './postgres-snapshot';

/** Rows per INSERT (and at most about this many bytes of JSON). */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/** The tables already in the database at `url` (none: it is empty and may be restored into). */
export async function postgresTables(url: string): Promise<string[]> {
  const client = await connectPostgres(url, 'restore');
  try {
    return await listTables(client);
  } finally {
    await client.end();
  }
}

/**
 * Restores the rows written by snapshotPostgres into the empty database at `url`: the project's
 * migrations build the schema the backup was made at (so every column and type is as it was), the
 * rows those migrations seed are removed, and the backup's rows are inserted in one transaction,
 * parents before children (foreign keys), with the sequences set where they stood. Migrating on to
 * this code's schema is the caller's next step.
 */
export async function restorePostgres(url: string, databaseDir: string, manifest: Manifest): Promise<void> {
  const sequelize = await connectDatabase(url);
  try {
    await migrator(sequelize).up({ to: manifest.schema_version });
  } finally {
    await sequelize.close();
  }

  const client = await connectPostgres(url, 'restore');
  try {
    await client.query('BEGIN');
    const tables = await listTables(client);
    const unknown = Object.keys(manifest.row_counts).filter((t) => !tables.includes(t));
    if (unknown.length) {
      throw new BackupRefused(
        `the backup holds tables the schema ${manifest.schema_version} does not have (${unknown.join(', ')}): ` +
          'the database it was made from was changed by hand, so this tool cannot restore it',
      );
    }
    // The migrations' own rows (default settings, counters) make way for the backup's.
    await client.query(`TRUNCATE ${tables.map(quoteTable).join(', ')} RESTART IDENTITY CASCADE`);
    for (const table of await parentsFirst(client, tables)) {
      if (table in manifest.row_counts) await loadTable(client, table, path.join(databaseDir, tableFile(table)));
    }
    const sequences = JSON.parse(await readFile(path.join(databaseDir, SEQUENCES_FILE), 'utf8')) as SequenceState[];
    await checkRowCounts(client, manifest.row_counts);
    for (const s of sequences) {
      await client.query('SELECT setval(pg_get_serial_sequence($1, $2), $3::bigint, $4)', [
        quoteTable(s.table),
        s.column,
        s.last_value,
        s.is_called,
      ]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * Inserts a table's rows in batches. Each line is PostgreSQL's own JSON of a row, read back by
 * json_populate_recordset with the table's column types: the text never passes through JavaScript
 * values, so timestamps, big numbers and text come back exactly.
 */
async function loadTable(client: pg.Client, table: string, file: string): Promise<void> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  await insertJsonRows(client, table, lines);
}

/**
 * Inserts rows given as JSON objects (one per string, column name → value) into `table`, in
 * batches of BATCH_ROWS rows or BATCH_BYTES of JSON: json_populate_recordset reads each value with
 * the column's own type (a string into a timestamptz column is parsed as PostgreSQL parses it).
 */
export async function insertJsonRows(
  client: pg.ClientBase,
  table: string,
  rows: AsyncIterable<string> | Iterable<string>,
): Promise<void> {
  const sql = `INSERT INTO ${quoteTable(table)} SELECT * FROM json_populate_recordset(NULL::${quoteTable(table)}, $1::json)`;
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length) await client.query(sql, [`[${batch.join(',')}]`]);
    batch = [];
    bytes = 0;
  };
  for await (const line of rows) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
}

/** Every table holds as many rows as when the backup was made (else the transaction is rolled back). */
async function checkRowCounts(client: pg.Client, expected: Record<string, number>): Promise<void> {
  for (const [table, count] of Object.entries(expected)) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteTable(table)}`);
    if (Number(rows[0]!.n) !== count) {
      throw new Error(`restoring ${table} gave ${rows[0]!.n} rows instead of the backup's ${count}; nothing was kept`);
    }
  }
}

/** The tables ordered so that every table comes after the tables its foreign keys point to. */
export async function parentsFirst(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    SELECT child.relname AS child, parent.relname AS parent
      FROM pg_constraint c
      JOIN pg_class child ON child.oid = c.conrelid
      JOIN pg_class parent ON parent.oid = c.confrelid
     WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace AND c.conrelid <> c.confrelid`);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of rows.filter((r) => r.child === table)) visit(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}
