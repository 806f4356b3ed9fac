import { parseStorageUrl, type S3StorageConfig } from '../uploads/storage-url';
import { ConfigError } from './config-error';

const STORAGE_VARIABLES = [
  'STORAGE_URL',
  'AWS_ENDPOINT_URL',
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
];
const DATA_VARIABLES = ['DATA_DIR', 'DATABASE_URL', 'BACKUP_DIR', ...STORAGE_VARIABLES];

/**
 * The variables that say where the data is and where backups go (DATA_DIR, DATABASE_URL,
 * BACKUP_DIR, STORAGE_URL and its AWS ones): what the backup commands read, so that they do not fail
 * on settings they do not use (e-mail, secrets).
 */
export function dataEnv(env: Record<string, string | undefined> = process.env): Record<string, string | undefined> {
  return Object.fromEntries(DATA_VARIABLES.map((name) => [name, env[name]]));
}

/** STORAGE_URL's bucket and how to reach it (already checked by combinationProblems), else null. */
export function storageSettings(env: Record<string, string | undefined>): S3StorageConfig | null {
  if (env.STORAGE_URL === undefined) return null;
  const parsed = parseStorageUrl(env.STORAGE_URL, env);
  if ('problem' in parsed) throw new ConfigError([parsed.problem]);
  return parsed.storage;
}

/** Uploads in a bucket: its URL and keys (the messages never echo a key). */
export function storageProblems(env: Record<string, string | undefined>): string[] {
  if (env.STORAGE_URL === undefined) return [];
  const storage = parseStorageUrl(env.STORAGE_URL, env);
  return 'problem' in storage ? [storage.problem] : [];
}
