import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StoredFile, UploadStorage } from './storage';
import type { S3StorageConfig } from './storage-url';

/** S3 answers 404 (NoSuchKey, NotFound) for a key it does not hold. */
const notFound = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The uploads in an S3-compatible bucket (STORAGE_URL=s3://bucket/prefix), through the AWS SDK v3. */
export class S3Storage implements UploadStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  readonly where: string;
  readonly remote = true;

  constructor(settings: S3StorageConfig) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer
      // default (CRC32 headers and trailers on every request).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? `${settings.prefix}/` : '';
    this.where = `s3://${settings.bucket}/${this.prefix}`;
  }

  private key(name: string): string {
    return this.prefix + name;
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.key(name), Body: bytes, ContentType: contentType }),
    );
  }

  /**
   * Puts a (large) file in one PutObject, streamed from disk with its length: S3 takes up to 5 GB so
   * (@aws-sdk/lib-storage's multipart Upload is not installed). `signal` stops it.
   */
  async putFile(name: string, file: string, contentType: string, signal?: AbortSignal): Promise<void> {
    const { size } = await stat(file);
    const body = createReadStream(file);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(name),
          Body: body,
          ContentLength: size,
          ContentType: contentType,
        }),
        { abortSignal: signal },
      );
    } finally {
      body.destroy();
    }
  }

  async get(name: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      if (!(object.Body instanceof Readable)) throw new Error(`no body for ${this.where}${name}`);
      return {
        body: object.Body,
        length: object.ContentLength ?? 0,
        lastModified: object.LastModified ?? new Date(0),
        etag: object.ETag ?? null,
      };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async read(name: string): Promise<Buffer | null> {
    const file = await this.get(name);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: this.prefix });
    for await (const page of pages) {
      for (const { Key } of page.Contents ?? []) {
        // Only this prefix's own files: not those of a "folder" below it.
        const name = Key?.slice(this.prefix.length);
        if (name && !name.includes('/')) names.push(name);
      }
    }
    return names.sort();
  }

  close(): void {
    this.client.destroy();
  }
}
