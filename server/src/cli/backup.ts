import { mkdtemp, rm } from 'node:fs/promises';
import { constants, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupArchiveName, createBackup } from '../backup/backup';
import { uploadBackup } from '../backup/bucket-backups';
import { BackupRefused } from '../backup/manifest';
import { ConfigError, dataEnv, loadConfig } from '../config';
import { refuseMovedSqlite } from '../db/moved-sqlite';
import { loadEnvFile } from '../env-file';
import { formatBytes } from './format';

const USAGE =
  'Usage: npm run backup -- [--to FILE]\n' +
  '  with the server’s settings file (.env, or ENV_FILE): the archive goes where the automatic ones go\n' +
  '  (BACKUP_DIR, else DATA_DIR/backups), or to FILE';

/**
 * npm run backup -- [--to FILE]: one .tar.gz of the database, the uploads and a manifest, made while
 * the server keeps serving, then read back and every checksum checked. Exits 0 only then. It goes
 * where the server's automatic backups go (a folder, or BACKUP_DIR's bucket), so the archives of one
 * installation are in one place and counted together by BACKUP_KEEP.
 */
async function main(): Promise<void> {
  loadEnvFile();
  let to: string | undefined;
  try {
    ({ to } = parseArgs({ options: { to: { type: 'string' } } }).values);
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  // The server goes on answering on this machine meanwhile: it gets the CPU first (as `nice -n 19`;
  // measured by npm run bench, the contact form's p95 during a backup stays near its usual).
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // Not allowed here: the backup runs at the usual priority.
  }
  // Only where the data is and where backups go: a backup must not fail on settings it does not use.
  const { dataDir, uploadsDir, databaseUrl, storage, backup } = loadConfig(dataEnv());
  refuseMovedSqlite(databaseUrl);
  const started = Date.now();
  const name = backupArchiveName();
  const bucket = to ? null : backup.destination.bucket;
  // For a bucket: made and verified in a temporary folder, uploaded, then removed.
  const temporary = bucket ? await mkdtemp(path.join(tmpdir(), 'mhs-backup-upload-')) : null;
  try {
    const file = to ?? path.join(temporary ?? backup.destination.where, name);
    const result = await createBackup({ dataDir, uploadsDir, databaseUrl, storage }, file);
    const where = bucket ? await uploadBackup(bucket, result.file, name) : result.file;
    report(where, result.bytes, result.manifest, started);
  } finally {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  }
}

function report(
  where: string,
  bytes: number,
  manifest: Awaited<ReturnType<typeof createBackup>>['manifest'],
  started: number,
): void {
  const rows = Object.values(manifest.row_counts).reduce((a, b) => a + b, 0);
  const uploads = Object.keys(manifest.files).filter((f) => f.startsWith('uploads/')).length;
  console.log(`Backup written and verified: ${where} (${formatBytes(bytes)})`);
  console.log(
    `  ${manifest.engine} database at schema ${manifest.schema_version}: ${rows} rows in ` +
      `${Object.keys(manifest.row_counts).length} tables; ${uploads} upload files; ` +
      `${Object.keys(manifest.files).length} files checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const into =
    manifest.engine === 'postgres'
      ? '--data-dir NEW_DIR --database postgres://USER:PASSWORD@HOST:5432/NEW_EMPTY_DB'
      : '--data-dir NEW_DIR';
  console.log(`  Keep a copy away from this machine. To restore: npm run restore -- FILE ${into}`);
}

main().catch((err: unknown) => {
  if (err instanceof BackupRefused) console.error(`Backup not made: ${err.message}`);
  else if (err instanceof ConfigError) console.error(`Backup not made. ${err.message}`);
  else {
    console.error(
      `Backup failed, nothing was kept: ${(err as Error).message}\n` +
        'Check that the settings file (or DATA_DIR and DATABASE_URL) is the server’s, that the database is ' +
        'reachable and that the disk has room for a copy of the data, then run it again.',
    );
  }
  process.exit(1);
});
