import type { Config } from '../config';
import { FolderStorage } from './folder-storage';
import { S3Storage } from './s3-storage';
import type { UploadStorage } from './storage';

/**
 * The storage the configuration names (`storage` from STORAGE_URL, else `uploadsDir`). Apart from
 * storage.ts: the stores import the interface, and this factory imports the stores.
 */
export function openUploadStorage(config: Pick<Config, 'uploadsDir' | 'storage'>): UploadStorage {
  return config.storage ? new S3Storage(config.storage) : new FolderStorage(config.uploadsDir);
}
