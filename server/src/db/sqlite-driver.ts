import { LRUCache } from 'lru-cache';
import sqlite3 from 'sqlite3';

/** How long a connection waits for another's write lock before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5_000;

/** Compiled SELECTs kept per connection (Sequelize also writes some values into the SQL text). */
const KEPT_STATEMENTS = 200;

/** Only reads are kept: `all` runs them to their end, so a kept one holds no lock between uses. */
const isSelect = (sql: string) => /^\s*select\b/i.test(sql);

type Callback = (err: Error | null) => void;
type RowsCallback = (this: sqlite3.Statement, err: Error | null, rows?: unknown[]) => void;

/**
 * sqlite3's Database, except that a SELECT is compiled once and its statement run again on later
 * calls with the same SQL. `Database#all` compiles, runs and finalizes every time: three trips
 * through the thread pool and back, which cost a signed-in call (session, then page) about a third
 * of its main-thread time. Everything else, writes included, goes to sqlite3 unchanged (a kept
 * write could stay half-run, holding its transaction open). A changed schema is no problem:
 * SQLite compiles a statement again when the tables under it change.
 */
class StatementCachingDatabase extends sqlite3.Database {
  constructor(filename: string, ...rest: [mode?: number | Callback, callback?: Callback]) {
    // sqlite3 reads (filename, callback) and (filename, mode, callback) alike.
    super(filename, ...(rest as [number, Callback]));
    // Every connection waits up to this long for another one's write lock instead of failing at
    // once with SQLITE_BUSY: Sequelize opens a connection of its own for each transaction.
    this.configure('busyTimeout', BUSY_TIMEOUT_MS);
  }

  readonly #statements = new LRUCache<string, sqlite3.Statement>({
    max: KEPT_STATEMENTS,
    // Finalizing waits for the statement's own queue: a run already asked for still happens.
    dispose: (statement) => statement.finalize(),
  });

  override all(sql: string, ...args: unknown[]): this {
    const [params, callback] = args as [unknown, RowsCallback | undefined];
    if (!isSelect(sql) || args.length !== 2 || typeof callback !== 'function') return super.all(sql, ...args);
    let statement = this.#statements.get(sql);
    if (!statement) {
      // Kept at once, so a second caller of the same SQL queues behind this compilation. Compiling
      // errors come here (once) and the queued run is dropped, as with Database#all.
      const compiling: sqlite3.Statement = this.prepare(sql, (err: Error | null) => {
        if (!err) return;
        if (this.#statements.peek(sql) === compiling) this.#statements.delete(sql);
        callback.call(compiling, err);
      });
      statement = compiling;
      this.#statements.set(sql, statement);
    }
    statement.all(params, callback);
    return this;
  }

  /** The kept statements are finalized first: SQLite closes no connection with statements open. */
  override close(callback?: (err: Error | null) => void): void {
    this.#statements.clear();
    super.close(callback);
  }
}

/** The sqlite3 module with the Database above, for Sequelize's `dialectModule` option. */
export const sqliteDriver = { ...sqlite3, Database: StatementCachingDatabase };
