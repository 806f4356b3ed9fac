import type { Readable } from 'node:stream';

/** One stored file, opened for reading. */
export interface StoredFile {
  body: Readable;
  length: number;
  lastModified: Date;
  /** The store's own entity tag, quoted (S3's); null when the store has none (the folder: koa-etag makes it). */
  etag: string | null;
}

/**
 * Where uploaded images, their variants and the variants' manifests are kept: DATA_DIR/uploads, or
 * an S3-compatible bucket with STORAGE_URL (several instances then share it). Names are flat
 * (`<name>.<ext>`, never a folder): the callers make them, nothing a client sent.
 */
export interface UploadStorage {
  /** `DATA_DIR/uploads` as a path, or `s3://bucket/prefix`: for messages. */
  readonly where: string;
  /** Every read is a network round trip (a bucket): what never changes is worth keeping in memory. */
  readonly remote: boolean;
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(name: string): Promise<StoredFile | null>;
  /** Reads a whole (small) file, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  exists(name: string): Promise<boolean>;
  /** Deletes the file; one that is already gone is no error. */
  delete(name: string): Promise<void>;
  /** Every stored name. */
  list(): Promise<string[]>;
  close(): void;
}
