import path from 'node:path';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import sqlite3 from 'sqlite3';

/** The counters' table: made by migration 0005 on PostgreSQL, by rate-limiter-flexible in its own SQLite file. */
const TABLE = 'rate_limits';
const PURGE_EVERY_MS = 3_600_000;

/**
 * Where the counters of the rate limits and sign-in locks live. PostgreSQL instances share them in
 * the database (through the app's own connection pool). One process on SQLite keeps the lasting
 * ones in a file of their own in DATA_DIR, so that counting never waits for the main database's
 * write lock.
 *
 * A limiter allows at most `points` takes per key in a window of `windowMs` that starts at the
 * key's first take (rate-limiter-flexible's fixed window); `name` keeps the keys of limits apart.
 */
export interface RateLimitStore {
  /** Kept in the database, so a restart does not lift a lock (sign-in throttling). */
  limiter(name: string, points: number, windowMs: number): RateLimiterAbstract;
  /**
   * For a limit on a hot path (the contact form): in the database on PostgreSQL, where instances
   * must share it; in process memory for one process on SQLite, where a take costs about 1 µs of
   * CPU instead of about 100 µs of SQLite work, and a restart starts the counts again.
   */
  hotPathLimiter(name: string, points: number, windowMs: number): RateLimiterAbstract;
  close(): Promise<void>;
}

export async function openRateLimitStore(sequelize: Sequelize, dataDir: string): Promise<RateLimitStore> {
  const store =
    sequelize.getDialect() === 'postgres'
      ? postgresStore(sequelize)
      : await sqliteStore(path.join(dataDir, 'rate-limits.sqlite'));
  // Counters whose window ended are dropped at start and every hour (the library's own timer is
  // off: it would outlive close()).
  await store.purge(Date.now());
  const timer = setInterval(() => void store.purge(Date.now()).catch(() => {}), PURGE_EVERY_MS).unref();
  return {
    limiter: store.limiter,
    hotPathLimiter: store.hotPathLimiter,
    close: async () => {
      clearInterval(timer);
      await store.close();
    },
  };
}

interface Backend {
  limiter: RateLimitStore['limiter'];
  hotPathLimiter: RateLimitStore['hotPathLimiter'];
  purge(now: number): Promise<void>;
  close(): Promise<void>;
}

/** The limiter options every store shares. */
const common = (name: string, points: number, windowMs: number) => ({
  keyPrefix: name,
  points,
  duration: windowMs / 1000,
  tableName: TABLE,
  tableCreated: true,
  clearExpiredByTimeout: false,
});

function postgresStore(sequelize: Sequelize): Backend {
  const limiter: Backend['limiter'] = (name, points, windowMs) =>
    new RateLimiterPostgres({ ...common(name, points, windowMs), storeClient: sequelize, storeType: 'sequelize' });
  return {
    limiter,
    hotPathLimiter: limiter,
    purge: async (now) => {
      await sequelize.query(`DELETE FROM ${TABLE} WHERE expire < $1`, { bind: [now] });
    },
    close: async () => {},
  };
}

async function sqliteStore(file: string): Promise<Backend> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(file, (err) => (err ? reject(err) : resolve(opened)));
  });
  const run = (sql: string, params: unknown[] = []) =>
    new Promise<void>((resolve, reject) => db.run(sql, params, (err) => (err ? reject(err) : resolve())));
  db.configure('busyTimeout', 5000); // the "secrets in logs" test runs two apps on one folder
  await run('PRAGMA journal_mode = WAL');
  // NORMAL is durable across a process crash in WAL mode, as for the main database.
  await run('PRAGMA synchronous = NORMAL');
  // The library makes its table when a limiter is built with tableCreated false; the others skip it.
  await new Promise<void>((resolve, reject) => {
    new RateLimiterSQLite({ ...common('setup', 1, 1000), storeClient: db, tableCreated: false }, (err?: unknown) =>
      err ? reject(err) : resolve(),
    );
  });
  const oneAtATime = queue();
  return {
    limiter: (name, points, windowMs) =>
      new OneCallAtATimeSQLite({ ...common(name, points, windowMs), storeClient: db }, oneAtATime),
    hotPathLimiter: (name, points, windowMs) =>
      new RateLimiterMemory({ keyPrefix: name, points, duration: windowMs / 1000 }),
    purge: (now) => oneAtATime(() => run(`DELETE FROM ${TABLE} WHERE expire < ?`, [now])),
    close: () =>
      oneAtATime(() => new Promise<void>((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())))),
  };
}

/** Runs the work it is given one after the other, each once the previous one has settled. */
function queue(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * rate-limiter-flexible's SQLite store writes each count as SAVEPOINT … RELEASE on the one shared
 * connection and ignores a RELEASE that fails. Calls made at the same moment (a sign-in takes three
 * counters at once) interleave their statements on that connection, and a RELEASE tried while
 * another call's statement is still running can fail, leaving a transaction open that closing the
 * store rolls back: a lock lost on restart. Seen once under a loaded test run. Here the calls on the
 * connection run one at a time (each is well under a millisecond).
 */
class OneCallAtATimeSQLite extends RateLimiterSQLite {
  constructor(
    options: ConstructorParameters<typeof RateLimiterSQLite>[0],
    private readonly oneAtATime: ReturnType<typeof queue>,
  ) {
    super(options);
  }
  override consume(...args: Parameters<RateLimiterSQLite['consume']>) {
    return this.oneAtATime(() => super.consume(...args));
  }
  override reward(...args: Parameters<RateLimiterSQLite['reward']>) {
    return this.oneAtATime(() => super.reward(...args));
  }
  override penalty(...args: Parameters<RateLimiterSQLite['penalty']>) {
    return this.oneAtATime(() => super.penalty(...args));
  }
  override delete(...args: Parameters<RateLimiterSQLite['delete']>) {
    return this.oneAtATime(() => super.delete(...args));
  }
  override get(...args: Parameters<RateLimiterSQLite['get']>) {
    return this.oneAtATime(() => super.get(...args));
  }
}

export interface Take {
  allowed: boolean;
  /** Takes of the key in its window, this one included. */
  taken: number;
  /** Whole seconds until the key's window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Takes one point of `key`; a take over the limit is refused (the library rejects with its result). */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<Take> {
  const answer = (allowed: boolean, res: RateLimiterRes): Take => ({
    allowed,
    taken: res.consumedPoints,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  try {
    return answer(true, await limiter.consume(key));
  } catch (refused) {
    if (refused instanceof RateLimiterRes) return answer(false, refused);
    throw refused; // the store failed
  }
}
