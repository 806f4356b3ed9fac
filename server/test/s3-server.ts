import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

export interface TestBucket {
  bucket: string;
  endpoint: string;
  /** The server's variables for uploads under `prefix` of this bucket (STORAGE_URL and the AWS ones). */
  env(prefix: string): Record<string, string>;
  /** The keys under `prefix/`, sorted, read with the AWS SDK. */
  keys(prefix: string): Promise<string[]>;
  client: S3Client;
  stop(): Promise<void>;
}

const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (@20minutes/s3rver, objects in a temp folder) on port 0 of the
 * loopback, with one bucket. It checks signatures except where it canonicalizes a bucket's path
 * differently from the AWS SDK v3 (`/bucket/` for listings), so that check is off.
 */
export async function startTestBucket(bucket = 'mhs-uploads'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mhs-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  return {
    bucket,
    endpoint,
    client,
    env: (prefix) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}?forcePathStyle=true`,
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    }),
    async keys(prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/` }));
      return (listed.Contents ?? []).map((o) => o.Key!.slice(prefix.length + 1)).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
