import pg from 'pg';

/**
 * A PostgreSQL role allowed to create databases (tests/support/postgres-ci.sh prints one).
 * TEST_POSTGRES_URL makes PostgreSQL available to the tests that need it without moving the whole
 * API suite onto it; TEST_DATABASE_URL (npm run test:pg) does both.
 */
export const TEST_DATABASE_URL = process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE_URL;

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of `adminUrl`, dropped (even with open connections) by drop(). */
export async function createScratchDatabase(adminUrl: string, prefix = 'mhs_t'): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
