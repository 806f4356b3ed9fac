import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { downloadBackup } from '../backup/bucket-backups';
import { BackupRefused } from '../backup/manifest';
import { restoreBackup } from '../backup/restore';
import { dataEnv, loadConfig } from '../config';
import { envFilePath, loadEnvFile } from '../env-file';

const USAGE =
  'Usage: npm run restore -- FILE [--data-dir DIR] [--database URL]\n' +
  '  FILE: an archive, or its s3://bucket/prefix/<archive> address (the AWS_* variables as for STORAGE_URL)\n' +
  '  DIR: the new, empty data folder (default: DATA_DIR); URL: an empty PostgreSQL database for a PostgreSQL\n' +
  '  backup (default: DATABASE_URL; a SQLite backup goes to DIR/app.sqlite). DATA_DIR, DATABASE_URL and the\n' +
  '  AWS_* variables come from the settings file (.env, or ENV_FILE) unless set in the environment';

/**
 * npm run restore -- FILE [--data-dir DIR] [--database URL]: checks the whole archive, then restores
 * it into an empty target and migrates it forward to this code's schema. FILE may be an automatic
 * backup's s3:// address: it is downloaded to a temporary file first.
 */
async function main(): Promise<void> {
  loadEnvFile();
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' }, database: { type: 'string' } },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const { dataDir, uploadsDir, databaseUrl, storage } = loadConfig({
    // Uploads in a bucket (STORAGE_URL) are read or written there.
    ...dataEnv(),
    DATA_DIR: values['data-dir'] ?? process.env.DATA_DIR,
    // With --data-dir alone, the SQLite file in it (not a DATABASE_URL of the environment).
    DATABASE_URL: values.database ?? (values['data-dir'] ? undefined : process.env.DATABASE_URL),
  });
  const from = positionals[0]!;
  let temporary: string | null = null;
  let result;
  try {
    let file = from;
    if (from.startsWith('s3://')) {
      temporary = await mkdtemp(path.join(tmpdir(), 'mhs-restore-download-'));
      file = path.join(temporary, 'backup.tar.gz');
      await downloadBackup(from, process.env, file);
      console.log(`Downloaded ${from.replace(/\?.*$/, '')}`);
    }
    result = await restoreBackup(file, { dataDir, uploadsDir, databaseUrl, storage });
  } finally {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  }
  console.log(`Restored the backup of ${result.createdAt} (${result.engine}, schema ${result.fromSchema})`);
  if (result.toSchema !== result.fromSchema) console.log(`  migrated forward to schema ${result.toSchema}`);
  console.log(`  database: ${databaseUrl.startsWith('sqlite:') ? databaseUrl.slice(7) : redact(databaseUrl)}`);
  for (const [table, rows] of Object.entries(result.rowCounts)) console.log(`    ${table.padEnd(24)} ${rows} rows`);
  console.log(
    `  uploads: ${result.uploads} files into ${storage ? `s3://${storage.bucket}/${storage.prefix}` : uploadsDir}`,
  );
  console.log(`  session secret: ${result.sessionSecret}`);
  const settings = [`DATA_DIR=${dataDir}`];
  if (!databaseUrl.startsWith('sqlite:')) settings.push(`DATABASE_URL=${redact(databaseUrl)}`);
  console.log(`Start the server with these in ${envFilePath()} (the settings file every command reads):`);
  for (const line of settings) console.log(`  ${line}`);
  if (!databaseUrl.startsWith('sqlite:') && new URL(databaseUrl).password)
    console.log('  (*** is the database password)');
}

/** A database URL without its password, for printing. */
function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

main().catch((err: unknown) => {
  if (err instanceof BackupRefused) {
    console.error(`Restore refused, nothing was written: ${err.message}`);
  } else {
    console.error(
      'Restore failed part-way: empty the target (its data folder, and drop and re-create the PostgreSQL ' +
        'database) before trying again.',
      err,
    );
  }
  process.exit(1);
});
