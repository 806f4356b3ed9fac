import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import mime from 'mime-types';
import type { S3StorageConfig } from '../uploads/storage-url';
import { S3Storage } from '../uploads/s3-storage';

/**
 * The uploads of STORAGE_URL's bucket into `to` (what copyUploads does for DATA_DIR/uploads): every
 * object of the prefix, one at a time; an object deleted while this runs is left out.
 */
export async function copyBucketUploads(settings: S3StorageConfig, to: string, signal?: AbortSignal): Promise<void> {
  await mkdir(to, { recursive: true });
  const bucket = new S3Storage(settings);
  try {
    for (const name of await bucket.list()) {
      signal?.throwIfAborted();
      const file = await bucket.get(name);
      if (file) await pipeline(file.body, createWriteStream(path.join(to, name)));
    }
  } finally {
    bucket.close();
  }
}

/** Puts the archive's uploads (`names`, files in `from`) into the bucket, with their types. */
export async function restoreBucketUploads(settings: S3StorageConfig, from: string, names: string[]): Promise<void> {
  const bucket = new S3Storage(settings);
  try {
    for (const name of names) {
      const type = mime.lookup(name) || 'application/octet-stream';
      await bucket.put(name, await readFile(path.join(from, name)), type);
    }
  } finally {
    bucket.close();
  }
}

/** The names already in the bucket's prefix (a restore needs it empty). */
export async function bucketUploads(settings: S3StorageConfig): Promise<string[]> {
  const bucket = new S3Storage(settings);
  try {
    return await bucket.list();
  } finally {
    bucket.close();
  }
}
