import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { isInMemorySqlite, sqliteFile } from '../db/database-url';
import { checksumFiles, filesUnder, openArchive, writeArchive } from './archive';
import { copyBucketUploads } from './bucket-uploads';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupRefused, latestMigration, type Manifest } from './manifest';
import { snapshotPostgres, tableFile } from './postgres-snapshot';
import { describeSqlite, snapshotSqlite } from './sqlite-snapshot';

/**
 * Where the server keeps what a backup holds (the server's own Config has these): the uploads are
 * in `storage`'s bucket when it is set (STORAGE_URL), else in `uploadsDir`.
 */
export type BackupTarget = Pick<Config, 'dataDir' | 'uploadsDir' | 'databaseUrl'> & Partial<Pick<Config, 'storage'>>;

/** The SQLite database's name inside the archive. */
export const SQLITE_IN_ARCHIVE = 'database/app.sqlite';
export const SESSION_SECRET_FILE = 'session-secret';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** An archive's name as the schedule and npm run backup make it: mhs-backup-20261127-004015Z.tar.gz. */
export const BACKUP_ARCHIVE = /^mhs-backup-\d{8}-\d{6}Z\.tar\.gz$/;

/** An archive's name for a backup made at `now`: mhs-backup-20261127-004015Z.tar.gz. */
export const backupArchiveName = (now = new Date()) =>
  `mhs-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-')}.tar.gz`;

/**
 * Makes one archive of the database and the uploads while the server keeps serving, then reads it
 * back and checks every checksum. The database is copied first, at one moment (sqlite-snapshot.ts,
 * postgres-snapshot.ts), and the uploads after it: an image is written before any row names it
 * (routes/admin-upload.ts answers only once the file and its variants are on disk), so every image
 * the copied rows name is there; an image uploaded after that moment may be included too.
 */
export async function createBackup(
  target: BackupTarget,
  to: string,
  /** Stops the backup between its steps (the server stopping): it rejects, leaving no archive. */
  signal?: AbortSignal,
): Promise<BackupResult> {
  const file = path.resolve(to);
  if (existsSync(file)) throw new BackupRefused(`${file} already exists: give another --to, or move that file away`);
  await mkdir(path.dirname(file), { recursive: true });
  const staging = await mkdtemp(path.join(tmpdir(), 'mhs-backup-staging-'));
  try {
    const createdAt = new Date().toISOString();
    await mkdir(path.join(staging, 'database'));
    const { engine, migrations, rowCounts } = await snapshotDatabase(target.databaseUrl, staging);
    signal?.throwIfAborted();
    if (migrations.length === 0) {
      throw new BackupRefused(
        'the database has no schema yet (no migration applied): start the server once, or check DATA_DIR and DATABASE_URL',
      );
    }
    if (target.storage) await copyBucketUploads(target.storage, path.join(staging, 'uploads'), signal);
    else await copyUploads(target.uploadsDir, path.join(staging, 'uploads'), signal);
    const secret = path.join(target.dataDir, SESSION_SECRET_FILE);
    if (existsSync(secret)) await copyFile(secret, path.join(staging, SESSION_SECRET_FILE));

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      engine,
      created_at: createdAt,
      schema_version: latestMigration(migrations),
      migrations,
      row_counts: rowCounts,
      files: await checksumFiles(staging),
    };
    signal?.throwIfAborted();
    await writeArchive(staging, manifest, file);
    try {
      signal?.throwIfAborted();
      await readBack(file, manifest);
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function snapshotDatabase(databaseUrl: string, staging: string) {
  const sqlite = sqliteFile(databaseUrl);
  if (sqlite === null) {
    return { engine: 'postgres' as const, ...(await snapshotPostgres(databaseUrl, path.join(staging, 'database'))) };
  }
  if (isInMemorySqlite(sqlite) || !existsSync(sqlite)) {
    throw new BackupRefused(
      `there is no database at ${sqlite}: run the backup with the server's settings file (or its DATA_DIR, and ` +
        'DATABASE_URL if it has one)',
    );
  }
  return { engine: 'sqlite' as const, ...(await snapshotSqlite(sqlite, path.join(staging, SQLITE_IN_ARCHIVE))) };
}

/** Copies DATA_DIR/uploads (images and variants); a file deleted while this runs is left out. */
async function copyUploads(from: string, to: string, signal?: AbortSignal): Promise<void> {
  await mkdir(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const name of await filesUnder(from)) {
    signal?.throwIfAborted();
    await mkdir(path.dirname(path.join(to, name)), { recursive: true });
    await copyFile(path.join(from, name), path.join(to, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
}

/** Opens the written archive as a restore would (every checksum) and checks the database copy in it. */
async function readBack(file: string, expected: Manifest): Promise<void> {
  const archive = await openArchive(file);
  try {
    const { manifest, dir } = archive;
    if (JSON.stringify(manifest.files) !== JSON.stringify(expected.files)) {
      throw new Error('the archive read back lists other files than were written');
    }
    const counts =
      manifest.engine === 'sqlite'
        ? (await describeSqlite(path.join(dir, SQLITE_IN_ARCHIVE))).rowCounts
        : await jsonlRowCounts(path.join(dir, 'database'), Object.keys(manifest.row_counts));
    if (JSON.stringify(counts) !== JSON.stringify(manifest.row_counts)) {
      throw new Error('the database in the archive read back does not hold the rows counted when it was copied');
    }
  } finally {
    await archive.dispose();
  }
}

async function jsonlRowCounts(dir: string, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const text = await readFile(path.join(dir, tableFile(table)), 'utf8');
    counts[table] = text.split('\n').filter(Boolean).length;
  }
  return counts;
}
