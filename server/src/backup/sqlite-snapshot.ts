import sqlite3 from 'sqlite3';

/** How long the snapshot waits for the server's write lock (as the server's own connections do). */
const BUSY_TIMEOUT_MS = 5_000;

/** Opens an existing SQLite file (never creates one: a wrong path is an error, not an empty database). */
export function openSqlite(file: string, mode = sqlite3.OPEN_READWRITE): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, mode, (err) => (err ? reject(err) : resolve(db)));
  });
}

const run = (db: sqlite3.Database, sql: string, params: unknown[] = []) =>
  new Promise<void>((resolve, reject) => db.run(sql, params, (err) => (err ? reject(err) : resolve())));

export const sqliteAll = <T>(db: sqlite3.Database, sql: string, params: unknown[] = []) =>
  new Promise<T[]>((resolve, reject) => db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows as T[]))));

export const closeSqlite = (db: sqlite3.Database) =>
  new Promise<void>((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())));

/** What a copied SQLite database holds: its applied migrations and the rows of each table. */
export interface SqliteContents {
  migrations: string[];
  rowCounts: Record<string, number>;
}

/**
 * Copies the live database at `source` into the new file `target`, consistent at one moment, while
 * the server keeps serving.
 *
 * VACUUM INTO rather than the online-backup API (sqlite3's Database#backup): it is one statement that
 * reads the whole database inside a single read transaction, so it is a snapshot of one moment even
 * while the server commits; under WAL it takes no lock that blocks the server's writer (readers and
 * the writer go on side by side), whereas the backup API, copying in steps, starts over whenever
 * another connection writes between steps. It also writes a compact file with no -wal beside it.
 */
export async function snapshotSqlite(source: string, target: string): Promise<SqliteContents> {
  const db = await openSqlite(source);
  try {
    db.configure('busyTimeout', BUSY_TIMEOUT_MS);
    await run(db, 'VACUUM INTO ?', [target]);
  } finally {
    await closeSqlite(db);
  }
  return describeSqlite(target);
}

/** The migrations and row counts of a SQLite file, after checking it is sound (PRAGMA integrity_check). */
export async function describeSqlite(file: string): Promise<SqliteContents> {
  const db = await openSqlite(file, sqlite3.OPEN_READONLY);
  try {
    const [check] = await sqliteAll<{ integrity_check: string }>(db, 'PRAGMA integrity_check');
    if (check?.integrity_check !== 'ok') throw new Error(`the database copy is damaged: ${check?.integrity_check}`);
    const tables = await sqliteAll<{ name: string }>(
      db,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    const rowCounts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await sqliteAll<{ n: number }>(db, `SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`);
      rowCounts[name] = row!.n;
    }
    const migrations = tables.some((t) => t.name === 'schema_migrations')
      ? (await sqliteAll<{ name: string }>(db, 'SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name)
      : [];
    return { migrations, rowCounts };
  } finally {
    await closeSqlite(db);
  }
}
