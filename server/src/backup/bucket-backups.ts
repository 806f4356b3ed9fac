import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { S3Storage } from '../uploads/s3-storage';
import { bucketAddress, parseStorageUrl, type S3StorageConfig } from '../uploads/storage-url';
import { BACKUP_ARCHIVE } from './backup';
import { BackupRefused } from './manifest';

/**
 * Uploads a made and verified archive (`file`, on local disk) to the bucket's prefix as `name`;
 * returns its address, s3://bucket/prefix/name (never a key).
 */
export async function uploadBackup(
  settings: S3StorageConfig,
  file: string,
  name: string,
  signal?: AbortSignal,
): Promise<string> {
  const bucket = new S3Storage(settings);
  try {
    await bucket.putFile(name, file, 'application/gzip', signal);
    return bucketAddress(settings, name);
  } finally {
    bucket.close();
  }
}

/** Deletes the prefix's archives beyond the newest `keep` (only archives: nothing else there); returns their names. */
export async function pruneBucketBackups(settings: S3StorageConfig, keep: number): Promise<string[]> {
  const bucket = new S3Storage(settings);
  try {
    const archives = (await bucket.list()).filter((n) => BACKUP_ARCHIVE.test(n)).sort();
    const old = archives.slice(0, Math.max(0, archives.length - keep));
    for (const name of old) await bucket.delete(name);
    return old;
  } finally {
    bucket.close();
  }
}

/**
 * Downloads the archive at `address` (s3://bucket/prefix/mhs-backup-….tar.gz, with STORAGE_URL's
 * parameters and AWS variables from `env`) to the local file `to`, for npm run restore. Refuses
 * (nothing written but `to`, removed again) an address it cannot read.
 */
export async function downloadBackup(
  address: string,
  env: Record<string, string | undefined>,
  to: string,
): Promise<void> {
  const url = URL.canParse(address) ? new URL(address) : null;
  const name = url?.pathname.split('/').at(-1) ?? '';
  if (!url || !name) throw new BackupRefused(`${address}: must be s3://bucket/prefix/<archive>.tar.gz`);
  url.pathname = url.pathname.slice(0, -name.length);
  const parsed = parseStorageUrl(url.toString(), env, 'the backup address');
  if ('problem' in parsed) throw new BackupRefused(parsed.problem);
  const shown = bucketAddress(parsed.storage, decodeURIComponent(name));
  const bucket = new S3Storage(parsed.storage);
  try {
    const object = await bucket.get(decodeURIComponent(name));
    if (!object) throw new BackupRefused(`${shown}: the bucket holds no such archive`);
    await pipeline(object.body, createWriteStream(to));
  } catch (err) {
    await rm(to, { force: true });
    if (err instanceof BackupRefused) throw err;
    throw new BackupRefused(`${shown} could not be downloaded: ${(err as Error).message}`);
  } finally {
    bucket.close();
  }
}
