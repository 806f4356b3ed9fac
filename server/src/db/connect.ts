import { Sequelize } from 'sequelize';

/**
 * Opens the database named by DATABASE_URL: "sqlite:<file>" (the embedded default) or
 * "postgres://…". SQLite runs in WAL mode with a busy timeout so readers never block the writer
 * and concurrent writes wait instead of failing.
 */
export async function connectDatabase(
  databaseUrl: string,
  logging: (sql: string) => void = () => {},
): Promise<Sequelize> {
  const sequelize = databaseUrl.startsWith('sqlite:')
    ? new Sequelize({ dialect: 'sqlite', storage: databaseUrl.slice('sqlite:'.length), logging, pool: { max: 1 } })
    : new Sequelize(databaseUrl, { dialect: 'postgres', logging, pool: { max: 10 } });
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
