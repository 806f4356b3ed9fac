// `npm run test:pg`: the API integration suite (server/test) and the two-instance test against
// PostgreSQL. TEST_DATABASE_URL defaults to the role tests/support/postgres-ci.sh creates; every
// test file gets its own database, created and dropped by the harness.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://mhs_test:mhs_test_password@127.0.0.1:5432/mhs_test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
try {
  await client.connect();
  const { rows } = await client.query<{ version: string }>('SELECT version()');
  console.log(`PostgreSQL: ${rows[0]?.version ?? '?'}`);
} catch (err) {
  console.error(`Cannot reach PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')}: ${(err as Error).message}`);
  console.error('Start it with `sudo bash tests/support/postgres-ci.sh` or set TEST_DATABASE_URL.');
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'tests/vitest.config.ts',
    'server/test',
    'tests/multi-instance',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
