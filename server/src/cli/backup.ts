import { constants, setPriority } from 'node:os';
import { parseArgs } from 'node:util';
import { createBackup, defaultBackupFile } from '../backup/backup';
import { BackupRefused } from '../backup/manifest';
import { loadConfig, storageEnv } from '../config';
import { formatBytes } from './format';

const USAGE = 'Usage: npm run backup -- [--to FILE]   (with the server’s DATA_DIR, and DATABASE_URL if it has one)';

/**
 * npm run backup -- [--to FILE]: one .tar.gz of the database, the uploads and a manifest, made while
 * the server keeps serving, then read back and every checksum checked. Exits 0 only then.
 */
async function main(): Promise<void> {
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
  // Only where the data is: a backup must not fail on settings it does not use (SMTP, secrets).
  const { dataDir, uploadsDir, databaseUrl, storage } = loadConfig({
    // Uploads in a bucket (STORAGE_URL) are read or written there.
    ...storageEnv(),
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
  });
  const started = Date.now();
  const result = await createBackup({ dataDir, uploadsDir, databaseUrl, storage }, to ?? defaultBackupFile());
  const { manifest } = result;
  const rows = Object.values(manifest.row_counts).reduce((a, b) => a + b, 0);
  const uploads = Object.keys(manifest.files).filter((f) => f.startsWith('uploads/')).length;
  console.log(`Backup written and verified: ${result.file} (${formatBytes(result.bytes)})`);
  console.log(
    `  ${manifest.engine} database at schema ${manifest.schema_version}: ${rows} rows in ` +
      `${Object.keys(manifest.row_counts).length} tables; ${uploads} upload files; ` +
      `${Object.keys(manifest.files).length} files checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log('  Keep a copy away from this machine. To restore: npm run restore -- FILE --data-dir NEW_DIR');
}

main().catch((err: unknown) => {
  if (err instanceof BackupRefused) console.error(`Backup not made: ${err.message}`);
  else {
    console.error(
      `Backup failed, nothing was kept: ${(err as Error).message}\n` +
        'Check that DATA_DIR (and DATABASE_URL) are the server’s, that the database is reachable and that the ' +
        'disk has room for a copy of the data, then run it again.',
    );
  }
  process.exit(1);
});
