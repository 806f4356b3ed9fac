import path from 'node:path';
import { bucketAddress, parseStorageUrl, type S3StorageConfig } from '../uploads/storage-url';
import { ConfigError } from './config-error';
import type { Env } from './env-schema';

export interface BackupConfig {
  /**
   * Where every backup goes, automatic or by hand (npm run backup), whether or not the automatic
   * ones are on: BACKUP_DIR (a folder, or a bucket's `s3://bucket/prefix`), else DATA_DIR/backups.
   */
  destination: { where: string; bucket: S3StorageConfig | null };
  /**
   * Where the automatic backups go, null when they are off: a folder (absolute path), or a bucket's
   * `s3://bucket/prefix` (then `bucket` says how to reach it).
   */
  where: string | null;
  /** BACKUP_DIR=s3://…: the archives are uploaded to this bucket's prefix; null for a folder. */
  bucket: S3StorageConfig | null;
  /** A backup when the last good one is this many hours old. */
  everyHours: number;
  /** Archives kept in the folder (or the bucket's prefix): after a good backup, those beyond the newest `keep` are deleted. */
  keep: number;
}

/** The server's own backups: where they go, whether the automatic ones run, how often, how many are kept. */
export function backupSettings(env: Record<string, string | undefined>, e: Env, dataDir: string): BackupConfig {
  const destination = backupDestination(env, dataDir);
  return {
    destination,
    ...backupPlace(env, e.BACKUP_EVERY_HOURS, e.NODE_ENV, destination),
    everyHours: e.BACKUP_EVERY_HOURS,
    keep: e.BACKUP_KEEP,
  };
}

/** Where backups go: BACKUP_DIR (a folder or s3://bucket/prefix), else DATA_DIR/backups. */
function backupDestination(env: Record<string, string | undefined>, dataDir: string): BackupConfig['destination'] {
  const dir = env.BACKUP_DIR;
  if (dir?.startsWith('s3://')) {
    const parsed = parseStorageUrl(dir, env, 'BACKUP_DIR');
    if ('problem' in parsed) throw new ConfigError([parsed.problem]);
    return { where: bucketAddress(parsed.storage), bucket: parsed.storage };
  }
  return { where: dir === undefined ? path.join(dataDir, 'backups') : path.resolve(dir), bucket: null };
}

/**
 * The automatic backups go to the destination — on unless BACKUP_EVERY_HOURS=0, so an office that
 * never thinks of backups still has them. Tests (NODE_ENV=test) make none unless they name a BACKUP_DIR.
 */
function backupPlace(
  env: Record<string, string | undefined>,
  everyHours: number,
  nodeEnv: Env['NODE_ENV'],
  destination: BackupConfig['destination'],
): Pick<BackupConfig, 'where' | 'bucket'> {
  if (everyHours === 0 || (nodeEnv === 'test' && env.BACKUP_DIR === undefined)) return { where: null, bucket: null };
  return destination;
}

/** BACKUP_DIR against the other settings: a backup copies the uploads, so it never goes among them. */
export function backupDirProblems(env: Record<string, string | undefined>): string[] {
  const { BACKUP_DIR, DATA_DIR } = env;
  if (BACKUP_DIR?.startsWith('s3://')) return backupBucketProblems(BACKUP_DIR, env);
  if (BACKUP_DIR === undefined) return [];
  // A backup copies DATA_DIR/uploads: archives inside it would be copied into every next archive.
  const uploads = path.resolve(DATA_DIR ?? './data', 'uploads');
  const relative = path.relative(uploads, path.resolve(BACKUP_DIR));
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
    return ['BACKUP_DIR: must not be inside DATA_DIR/uploads (every backup would copy the older ones)'];
  }
  return [];
}

/**
 * BACKUP_DIR=s3://…: STORAGE_URL's rules and AWS variables; not the uploads' own prefix (a backup
 * copies every object of it: the archives there would be copied into every next archive).
 */
function backupBucketProblems(value: string, env: Record<string, string | undefined>): string[] {
  const backups = parseStorageUrl(value, env, 'BACKUP_DIR');
  // The AWS variables' own problem is STORAGE_URL's too: said once.
  if ('problem' in backups)
    return env.STORAGE_URL !== undefined && !backups.problem.startsWith('BACKUP_DIR') ? [] : [backups.problem];
  const uploads = env.STORAGE_URL === undefined ? null : parseStorageUrl(env.STORAGE_URL, env);
  if (uploads && 'storage' in uploads) {
    const { bucket, prefix } = uploads.storage;
    if (bucket === backups.storage.bucket && prefix === backups.storage.prefix) {
      return ["BACKUP_DIR: must not be STORAGE_URL's own prefix (every backup would copy the older ones)"];
    }
  }
  return [];
}
