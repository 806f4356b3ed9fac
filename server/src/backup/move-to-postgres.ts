import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import sqlite3 from 'sqlite3';
import { connectDatabase } from '../db/connect';
import { isInMemorySqlite } from '../db/database-url';
import { migrate, MIGRATION_NAMES } from '../db/migrate';
import { markMovedSqlite } from '../db/moved-sqlite';
import { BackupRefused, latestMigration } from './manifest';
import { insertJsonRows, parentsFirst, postgresTables } from './postgres-restore';
import { connectPostgres, listTables, quoteTable } from './postgres-snapshot';
import { type MovedTable, serialColumns, sqliteSchema, verifyMove } from './move-verify';
import { closeSqlite, openSqlite, snapshotSqlite, sqliteAll } from './sqlite-snapshot';
import { postgresShape, type TableShape } from './table-checksum';

/** Rows read from SQLite at a time while copying. */
const READ_ROWS = 1_000;

export interface MoveResult {
  /** The SQLite database's schema, and the schema moved (the same unless the copy was migrated forward). */
  fromSchema: string;
  schema: string;
  tables: MovedTable[];
  /** Tables only PostgreSQL has (the shared rate-limit counters), checked empty. */
  postgresOnly: string[];
  verified: boolean;
  /** The mark left beside the SQLite file once verified (db/moved-sqlite.ts), else null. */
  markFile: string | null;
  copySeconds: number;
  verifySeconds: number;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies the SQLite database at `source` into the empty PostgreSQL database at `targetUrl`, then
 * checks every table on both sides. Safe while the server runs on the SQLite file: what is copied is
 * a snapshot of one moment (VACUUM INTO, sqlite-snapshot.ts), and nothing is written to the source.
 * Writes after that moment stay in SQLite only, so the switch itself is made with the server stopped.
 *
 * The target gets its schema from the project's migrations (PostgreSQL's own column types, triggers
 * and indexes), then, in one transaction, the rows: parents before children, with the rows the
 * migrations seed replaced and the user triggers (change counters) off so they count nothing twice,
 * and every id sequence set past the highest id SQLite used. Once every table is verified, the
 * SQLite file is marked as moved (a file beside it, db/moved-sqlite.ts): the server and
 * npm run backup then refuse it and name the PostgreSQL database instead.
 */
export async function moveToPostgres(source: string, targetUrl: string): Promise<MoveResult> {
  if (isInMemorySqlite(source) || !existsSync(source)) {
    throw new BackupRefused(
      `there is no SQLite database at ${source}: run the move with the server's DATA_DIR (or --data-dir DIR)`,
    );
  }
  await checkTargetEmpty(targetUrl);
  const work = await mkdtemp(path.join(tmpdir(), 'mhs-db-move-'));
  try {
    const copy = path.join(work, 'app.sqlite');
    const started = Date.now();
    const { migrations } = await snapshotSqlite(source, copy);
    const fromSchema = checkSchema(migrations);
    // An older schema is migrated forward on the copy (the source is never written).
    if (fromSchema !== MIGRATION_NAMES.at(-1)) await migrateFile(copy);
    await checkTablesKnown(copy);

    const sequelize = await connectDatabase(targetUrl);
    try {
      await migrate(sequelize);
    } finally {
      await sequelize.close();
    }
    const db = await openSqlite(copy, sqlite3.OPEN_READONLY);
    try {
      const expectedNext = await copyRows(db, targetUrl);
      const copySeconds = (Date.now() - started) / 1000;
      const verifyStarted = Date.now();
      const { tables, postgresOnly } = await verifyMove(db, targetUrl, expectedNext);
      const verified = tables.every((t) => t.same);
      return {
        fromSchema,
        schema: MIGRATION_NAMES.at(-1)!,
        tables,
        postgresOnly,
        verified,
        markFile: verified ? markMovedSqlite(source, targetUrl) : null,
        copySeconds,
        verifySeconds: (Date.now() - verifyStarted) / 1000,
      };
    } finally {
      await closeSqlite(db);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function checkTargetEmpty(url: string): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new BackupRefused('the target must be a postgres://… URL');
  let tables: string[];
  try {
    tables = await postgresTables(url);
  } catch (err) {
    throw new BackupRefused(
      `cannot open the target database (${(err as Error).message}): check --to, and create the empty database ` +
        'first (createdb, or CREATE DATABASE)',
    );
  }
  if (tables.length) {
    throw new BackupRefused(
      `the target database is not empty: it already has tables (${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}). ` +
        'Move only into a new, empty database (createdb), or drop and re-create this one if you really mean to replace it',
    );
  }
}

/** The SQLite database's schema version, after refusing one this code cannot move. */
function checkSchema(migrations: string[]): string {
  if (migrations.length === 0) {
    throw new BackupRefused('the SQLite database has no schema yet (no migration applied): there is nothing to move');
  }
  const unknown = migrations.filter((m) => !MIGRATION_NAMES.includes(m));
  if (unknown.length) {
    throw new BackupRefused(
      `the SQLite database's schema is newer than this code (${unknown.join(', ')} unknown here; this code knows up ` +
        `to ${MIGRATION_NAMES.at(-1)}): run the move with the server's own version (update this checkout, npm ci)`,
    );
  }
  return latestMigration(migrations);
}

async function migrateFile(file: string): Promise<void> {
  const sequelize = await connectDatabase(`sqlite:${file}`);
  try {
    await migrate(sequelize);
  } finally {
    await sequelize.close();
  }
}

/**
 * Refuses, before anything is written, a database whose tables or columns differ from what the
 * migrations make (changed by hand): compared with a new SQLite database migrated by this code.
 */
async function checkTablesKnown(copy: string): Promise<void> {
  const reference = path.join(path.dirname(copy), 'reference.sqlite');
  await migrateFile(reference);
  const [db, ref] = [await openSqlite(copy, sqlite3.OPEN_READONLY), await openSqlite(reference, sqlite3.OPEN_READONLY)];
  try {
    const [have, made] = [await sqliteSchema(db), await sqliteSchema(ref)];
    const differ = [...new Set([...have.keys(), ...made.keys()])].filter(
      (t) => JSON.stringify(have.get(t)) !== JSON.stringify(made.get(t)),
    );
    if (differ.length) {
      throw new BackupRefused(
        `the SQLite database's tables differ from what the migrations make (${differ.join(', ')}): it was changed ` +
          'by hand, so this tool cannot move it',
      );
    }
  } finally {
    await Promise.all([closeSqlite(db), closeSqlite(ref)]);
  }
}

/** One table's rows from SQLite, as JSON objects for insertJsonRows, read in rowid order a page at a time. */
async function* rowsAsJson(db: sqlite3.Database, shape: TableShape): AsyncGenerator<string> {
  // Integers and 0/1 flags as text: a bigint never passes through a JavaScript number, and PostgreSQL
  // reads '1' and '0' into a boolean column as true and false.
  const select = shape.columns
    .map((c) =>
      c.kind === 'integer' || c.kind === 'boolean'
        ? `CAST(${quote(c.name)} AS TEXT) AS ${quote(c.name)}`
        : quote(c.name),
    )
    .join(', ');
  const from = `SELECT _rowid_ AS "__rowid", ${select} FROM ${quoteTable(shape.table)}`;
  let last: number | null = null;
  for (;;) {
    const rows: Record<string, unknown>[] = await sqliteAll<Record<string, unknown>>(
      db,
      last === null
        ? `${from} ORDER BY _rowid_ LIMIT ${READ_ROWS}`
        : `${from} WHERE _rowid_ > ? ORDER BY _rowid_ LIMIT ${READ_ROWS}`,
      last === null ? [] : [last],
    );
    if (rows.length === 0) return;
    for (const { __rowid, ...row } of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value !== null && typeof value !== 'string' && typeof value !== 'number') {
          throw new Error(
            `${shape.table}.${column} (row ${String(__rowid)}) holds binary data, which no column here takes`,
          );
        }
      }
      yield JSON.stringify(row);
    }
    last = rows.at(-1)!.__rowid as number;
  }
}

/**
 * Copies every table in one transaction and sets the sequences; returns the next id each serial
 * column should hand out (table → id).
 */
async function copyRows(db: sqlite3.Database, url: string): Promise<Map<string, string>> {
  const client = await connectPostgres(url, 'db-move');
  try {
    // A SQLite timestamp written without an offset means UTC (Sequelize always writes +00:00).
    await client.query("SET TIME ZONE 'UTC'");
    await client.query('BEGIN');
    const tables = await listTables(client);
    const fromSqlite = [...(await sqliteSchema(db)).keys()];
    const unknown = fromSqlite.filter((t) => !tables.includes(t));
    if (unknown.length) throw new Error(`PostgreSQL's schema lacks the tables ${unknown.join(', ')}`);
    // The migrations' own rows (counters, schema_migrations) make way for SQLite's.
    await client.query(`TRUNCATE ${tables.map(quoteTable).join(', ')} RESTART IDENTITY CASCADE`);
    for (const table of tables) await client.query(`ALTER TABLE ${quoteTable(table)} DISABLE TRIGGER USER`);
    for (const table of await parentsFirst(client, tables)) {
      if (!fromSqlite.includes(table)) continue;
      await insertJsonRows(client, table, rowsAsJson(db, await postgresShape(client, table)));
      const [want] = await sqliteAll<{ n: number }>(db, `SELECT count(*) AS n FROM ${quoteTable(table)}`);
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteTable(table)}`);
      if (Number(rows[0]!.n) !== want!.n) throw new Error(`${table}: ${rows[0]!.n} rows copied of ${want!.n}`);
    }
    const expectedNext = await setSequences(client, db, fromSqlite);
    for (const table of tables) await client.query(`ALTER TABLE ${quoteTable(table)} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
    return expectedNext;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * Sets each sequence where SQLite's AUTOINCREMENT stood: past the highest id in the table and past
 * the highest ever handed out (sqlite_sequence remembers deleted ones), so no id is given twice.
 */
async function setSequences(
  client: pg.ClientBase,
  db: sqlite3.Database,
  fromSqlite: string[],
): Promise<Map<string, string>> {
  const hasSequenceTable = (
    await sqliteAll(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'")
  ).length;
  const used = new Map(
    hasSequenceTable
      ? (
          await sqliteAll<{ name: string; seq: string }>(
            db,
            'SELECT name, CAST(seq AS TEXT) AS seq FROM sqlite_sequence',
          )
        ).map((r) => [r.name, BigInt(r.seq)])
      : [],
  );
  const next = new Map<string, string>();
  for (const { table, column } of await serialColumns(client)) {
    if (!fromSqlite.includes(table)) continue;
    const [row] = await sqliteAll<{ max: string | null }>(
      db,
      `SELECT CAST(max(${quote(column)}) AS TEXT) AS max FROM ${quoteTable(table)}`,
    );
    const highest = [BigInt(row?.max ?? 0), used.get(table) ?? 0n].reduce((a, b) => (a > b ? a : b));
    await client.query('SELECT setval(pg_get_serial_sequence($1, $2), $3::bigint, $4)', [
      quoteTable(table),
      column,
      highest > 0n ? highest.toString() : '1',
      highest > 0n,
    ]);
    next.set(table, (highest + 1n).toString());
  }
  return next;
}
