import { Sequelize } from 'sequelize';
import { sqliteFile } from './database-url';
import { sqliteDriver } from './sqlite-driver';

/**
 * Opens the database named by DATABASE_URL: "sqlite:<file>" (the embedded default) or
 * "postgres://…". SQLite runs in WAL mode with a busy timeout so readers never block the writer
 * and concurrent writes wait instead of failing.
 */
export async function connectDatabase(
  databaseUrl: string,
  logging: (sql: string) => void = () => {},
): Promise<Sequelize> {
  const storage = sqliteFile(databaseUrl);
  const sequelize = storage
    ? new Sequelize({
        dialect: 'sqlite',
        // sqlite3 with its SELECTs compiled once per connection (sqlite-driver.ts).
        dialectModule: sqliteDriver,
        storage,
        logging,
        pool: { max: 1 },
      })
    : new Sequelize(databaseUrl, {
        dialect: 'postgres',
        logging,
        // Several instances share one server: a modest pool each (PostgreSQL's default max is 100
        // connections), connections given back after 10 s idle, and a bounded wait for a free one.
        pool: { max: 10, min: 0, idle: 10_000, acquire: 30_000 },
        dialectOptions: {
          application_name: 'medina-home-services',
          // A statement stuck on a lock fails after 15 s instead of holding a request forever.
          statement_timeout: 15_000,
        },
      });
  await sequelize.authenticate();
  if (sequelize.getDialect() === 'sqlite') {
    await sequelize.query('PRAGMA journal_mode = WAL;');
    await sequelize.query('PRAGMA busy_timeout = 5000;');
    // NORMAL is durable across a process crash in WAL mode (only a power loss may drop the last commits).
    await sequelize.query('PRAGMA synchronous = NORMAL;');
    await sequelize.query('PRAGMA foreign_keys = ON;');
  }
  return sequelize;
}

/** Any fixed number: the key of the PostgreSQL advisory lock that serializes start-up work. */
const STARTUP_LOCK_KEY = 4_246_001;

/**
 * Runs start-up work (migrations, first admin, demo content) while holding a database-wide lock,
 * so several instances started at once on one PostgreSQL do not race to create the same tables or
 * rows: the second waits, then finds the work done. The lock belongs to a transaction on its own
 * pooled connection and is released at its end, even if the process dies. SQLite has one process
 * per file, so it needs no lock.
 */
export async function withStartupLock<T>(sequelize: Sequelize, work: () => Promise<T>): Promise<T> {
  if (sequelize.getDialect() !== 'postgres') return work();
  return sequelize.transaction(async (transaction) => {
    await sequelize.query(`SELECT pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`, { transaction });
    return work();
  });
}
