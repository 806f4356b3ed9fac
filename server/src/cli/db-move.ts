import { parseArgs } from 'node:util';
import { BackupRefused } from '../backup/manifest';
import { moveToPostgres } from '../backup/move-to-postgres';
import { ConfigError, loadConfig } from '../config';
import { sqliteFile } from '../db/database-url';
import { envFilePath, loadEnvFile } from '../env-file';

const USAGE =
  'Usage: npm run db:move -- --to postgres://USER:PASSWORD@HOST:5432/DB [--data-dir DIR]\n' +
  '  copies the server’s SQLite database (DATA_DIR/app.sqlite, or DIR’s) into that new, empty PostgreSQL database';

/** A database URL without its password, for printing. */
function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * npm run db:move -- --to postgres://… [--data-dir DIR]: copies the SQLite database into an empty
 * PostgreSQL database, checks every table on both sides, and exits 0 only when they agree. Prints
 * only to the terminal: the password is shown as *** (the operator typed it), never written to a file.
 */
async function main(): Promise<void> {
  loadEnvFile();
  let values;
  try {
    ({ values } = parseArgs({ options: { to: { type: 'string' }, 'data-dir': { type: 'string' } } }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to) || !URL.canParse(values.to)) {
    console.error(USAGE);
    process.exit(2);
  }
  const to = values.to;
  // Where the server finds its database; with --data-dir alone, the SQLite file in it.
  const { dataDir, uploadsDir, databaseUrl } = loadConfig({
    DATA_DIR: values['data-dir'] ?? process.env.DATA_DIR,
    DATABASE_URL: values['data-dir'] ? undefined : process.env.DATABASE_URL,
  });
  const source = sqliteFile(databaseUrl);
  if (source === null) {
    throw new BackupRefused(
      'DATABASE_URL already names a PostgreSQL database: the server is not on SQLite. To move a SQLite data ' +
        'folder, give it with --data-dir DIR',
    );
  }

  console.log(`Moving ${source} into ${redact(to)} …`);
  const result = await moveToPostgres(source, to);
  const fromNote = result.fromSchema === result.schema ? '' : ` (the copy migrated forward from ${result.fromSchema})`;
  console.log(
    `Copied at schema ${result.schema}${fromNote} in ${result.copySeconds.toFixed(1)} s, ` +
      `checked in ${result.verifySeconds.toFixed(1)} s:`,
  );
  console.log(`  ${'table'.padEnd(20)} ${'rows'.padStart(9)}  ${'sha-256'.padEnd(16)} ${'next id'.padStart(8)}  check`);
  for (const t of result.tables) {
    const sum = t.sqlite.sha256 === t.postgres.sha256 ? t.postgres.sha256.slice(0, 16) : 'DIFFERENT';
    const rows = t.sqlite.rows === t.postgres.rows ? `${t.postgres.rows}` : `${t.sqlite.rows}→${t.postgres.rows}`;
    const next = t.nextId === t.expectedNextId ? (t.nextId ?? '') : `${t.nextId}≠${t.expectedNextId}`;
    console.log(
      `  ${t.table.padEnd(20)} ${rows.padStart(9)}  ${sum.padEnd(16)} ${next.padStart(8)}  ${t.same ? 'same' : 'DIFFERENT'}`,
    );
  }
  if (result.postgresOnly.length) {
    console.log(`  (only on PostgreSQL, left empty: ${result.postgresOnly.join(', ')})`);
  }
  if (!result.verified) {
    console.error(
      'The copy does NOT match the SQLite database: keep the server on SQLite. Drop and re-create the PostgreSQL ' +
        'database before trying again, and report the tables marked DIFFERENT.',
    );
    process.exit(1);
  }
  const password = new URL(to).password ? '   (*** is the password you gave with --to)' : '';
  console.log('Verified: every table holds the same rows on both sides, and every id goes on where SQLite stood.');
  console.log(
    `Marked ${source} as moved (${result.markFile}): the server and npm run backup refuse it from now on ` +
      'and name the PostgreSQL database. After a rehearsal, delete that file to go on with SQLite.',
  );
  console.log(
    `The uploads stay in ${uploadsDir}: keep DATA_DIR as it is. Put these two lines in ${envFilePath()} ` +
      '(the settings file every command reads) and start the server:',
  );
  console.log(`  DATA_DIR=${dataDir}`);
  console.log(`  DATABASE_URL=${redact(to)}${password}`);
}

main().catch((err: unknown) => {
  if (err instanceof BackupRefused || err instanceof ConfigError) {
    console.error(`Move refused, nothing was written: ${err.message}`);
  } else {
    console.error(
      `Move failed: ${(err as Error).message}\nThe server stays on SQLite, untouched. The PostgreSQL database may ` +
        'hold the schema now: drop and re-create it (dropdb, createdb) before trying again.',
    );
  }
  process.exit(1);
});
