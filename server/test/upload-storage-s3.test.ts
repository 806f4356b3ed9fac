import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackupTarget, createBackup } from '../src/backup/backup';
import { BackupRefused } from '../src/backup/manifest';
import { restoreBackup } from '../src/backup/restore';
import { ConfigError, loadConfig } from '../src/config';
import {
  Client,
  startSignedInServer,
  startTestServer,
  type TestServer,
  uploadedFiles,
  validPortfolio,
} from './harness';
import { startTestBucket, type TestBucket } from './s3-server';
import { createScratchDatabase, TEST_DATABASE_URL, type ScratchDatabase } from '../../tests/support/scratch-postgres';

/**
 * STORAGE_URL=s3://bucket/prefix: uploads and their variants in an S3-compatible bucket (a real one,
 * in this process), served by the server as from DATA_DIR/uploads, backed up and restored.
 */
const PG = process.env.TEST_DATABASE_URL;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const work = mkdtempSync(path.join(tmpdir(), 'mhs-s3-test-'));
const scratch: ScratchDatabase[] = [];
const servers: TestServer[] = [];

let bucket: TestBucket;
let server: TestServer;
let admin: Client;
beforeAll(async () => {
  bucket = await startTestBucket();
  ({ server, admin } = await startSignedInServer(bucket.env('site')));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await server?.close();
  await bucket?.stop();
  await Promise.all(scratch.map((db) => db.drop()));
  rmSync(work, { recursive: true, force: true });
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f8f' } })
    .jpeg()
    .toBuffer();
const nameOf = (url: string) => url.slice('/uploads/'.length);
const baseOf = (url: string) => nameOf(url).replace(/\.\w+$/, '');
const variantsOf = (base: string, widths: number[]) => [
  `${base}.variants.json`,
  ...widths.flatMap((w) => [`${base}-${w}w.avif`, `${base}-${w}w.webp`]),
];
/** An empty database for a restore: a SQLite file in `dataDir`, or a new PostgreSQL database. */
async function emptyDatabase(dataDir: string): Promise<string> {
  if (!PG) return `sqlite:${dataDir}/app.sqlite`;
  const db = await createScratchDatabase(PG, 'mhs_restore');
  scratch.push(db);
  return db.url;
}
const objectBytes = async (key: string) => {
  const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }));
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), etag: object.ETag, type: object.ContentType };
};

describe('uploads in an S3-compatible bucket (STORAGE_URL)', () => {
  let url: string;

  it('puts the upload and its variants in the bucket under the prefix, nothing in DATA_DIR/uploads', async () => {
    const uploaded = await admin.upload(await photo(1000, 750), 'work.jpg', 'image/jpeg');
    expect(uploaded.status).toBe(201);
    url = uploaded.data.url as string;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(await bucket.keys('site')).toEqual([nameOf(url), ...variantsOf(baseOf(url), [400, 800, 1000])].sort());
    expect((await objectBytes(`site/${nameOf(url)}`)).type).toBe('image/jpeg');
    expect((await objectBytes(`site/${baseOf(url)}-400w.avif`)).type).toBe('image/avif');
    expect(uploadedFiles(server)).toEqual([]);
  });

  it('serves them at /uploads/… from the bucket with their type, nosniff, immutable caching and 304', async () => {
    const stored = await objectBytes(`site/${nameOf(url)}`);
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(stored.bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe(String(stored.bytes.length));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('etag')).toBe(stored.etag);
    expect(res.headers.get('last-modified')).toBeTruthy();

    // Revalidated as a browser does (fetch() alone would add Cache-Control: no-cache, which asks for a 200).
    const revalidate = (condition: Record<string, string>) =>
      fetch(server.url + url, { headers: { ...condition, 'cache-control': 'max-age=0' } });
    const again = await revalidate({ 'if-none-match': stored.etag! });
    expect([again.status, again.headers.get('etag'), await again.text()]).toEqual([304, stored.etag, '']);
    expect((await revalidate({ 'if-modified-since': res.headers.get('last-modified')! })).status).toBe(304);
    expect((await revalidate({ 'if-none-match': '"other"' })).status).toBe(200);

    const head = await fetch(server.url + url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([
      200,
      String(stored.bytes.length),
      '',
    ]);

    const variant = await fetch(`${server.url}/uploads/${baseOf(url)}-800w.webp`);
    expect([variant.status, variant.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(800);
    const avif = await fetch(`${server.url}/uploads/${baseOf(url)}-400w.avif`);
    expect([avif.status, avif.headers.get('content-type'), avif.headers.get('x-content-type-options')]).toEqual([
      200,
      'image/avif',
      'nosniff',
    ]);

    // As from the folder: the manifest is never served, nor a name not there, nor a path out.
    for (const p of [`${baseOf(url)}.variants.json`, 'does-not-exist.png', '..%2Fsession-secret']) {
      expect((await fetch(`${server.url}/uploads/${p}`)).status).toBe(404);
    }
  });

  it('lists the variants read from the bucket, and deletes them with the last item that shows the image', async () => {
    const created = await admin.post('/backend/admin/portfolio.php', { ...validPortfolio, image: url });
    expect(created.status).toBe(201);
    const listed = (await (await fetch(`${server.url}/backend/portfolio.php?lang=en`)).json()) as {
      id: number;
      imageSet: { width: number; sources: { srcset: string }[] } | null;
    }[];
    const item = listed.find((i) => i.id === created.data.item.id)!;
    expect(item.imageSet?.width).toBe(1000);
    expect(item.imageSet?.sources[0]!.srcset).toContain(`/uploads/${baseOf(url)}-1000w.avif 1000w`);

    expect((await admin.post(`/backend/admin/portfolio.php?id=${created.data.item.id}&_method=DELETE`)).status).toBe(
      200,
    );
    // The variants go; the original stays, as with DATA_DIR/uploads (it is what the API named).
    expect(await bucket.keys('site')).toEqual([nameOf(url)]);
    expect((await fetch(server.url + url)).status).toBe(200);
  });

  it('backs up the bucket’s uploads and restores them into an empty prefix, served by a new server', async () => {
    const second = (await admin.upload(await photo(600, 400), 'second.jpg', 'image/jpeg')).data.url as string;
    const inBucket = await bucket.keys('site');
    expect(inBucket).toContain(nameOf(second));
    const { config } = server.app;
    const backup = await createBackup(
      {
        dataDir: config.dataDir,
        uploadsDir: config.uploadsDir,
        databaseUrl: config.databaseUrl,
        storage: config.storage,
      },
      path.join(work, 'backup.tar.gz'),
    );
    const archived = Object.keys(backup.manifest.files).filter((f) => f.startsWith('uploads/'));
    expect(archived.map((f) => f.slice('uploads/'.length)).sort()).toEqual(inBucket);

    const dataDir = path.join(work, 'restored');
    const restoredEnv = { ...bucket.env('restored'), DATA_DIR: dataDir, DATABASE_URL: await emptyDatabase(dataDir) };
    const target: BackupTarget = { ...loadConfig({ NODE_ENV: 'test', ...restoredEnv }) };
    const restored = await restoreBackup(backup.file, target);
    expect(restored.uploads).toBe(inBucket.length);
    expect(await bucket.keys('restored')).toEqual(inBucket);

    // A second restore into the same prefix is refused: it is no longer empty.
    const otherDir = path.join(work, 'other');
    const other = { ...target, dataDir: otherDir, databaseUrl: await emptyDatabase(otherDir) };
    const refused = await restoreBackup(backup.file, other).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(BackupRefused);
    expect((refused as Error).message).toMatch(/s3:\/\/mhs-uploads\/restored holds files/);

    const restoredServer = await startTestServer(restoredEnv);
    servers.push(restoredServer);
    const served = await fetch(restoredServer.url + second);
    expect(served.status).toBe(200);
    const original = await objectBytes(`site/${nameOf(second)}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(original.bytes)).toBe(true);
  });

  it('refuses a STORAGE_URL it cannot use, naming the problem and never a key', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'test', ...env });
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ STORAGE_URL: 'https://bucket/x' })).toEqual([
      'STORAGE_URL: must be s3://bucket or s3://bucket/prefix',
    ]);
    expect(problems({ STORAGE_URL: 's3://AK:secret-key@bucket/x' })[0]).toMatch(/must not hold keys/);
    expect(problems({ STORAGE_URL: 's3://bucket?endpoint=ftp://x' })[0]).toMatch(/endpoint/);
    expect(problems({ STORAGE_URL: 's3://bucket?acl=public' })[0]).toMatch(/unknown parameter acl/);
    expect(problems({ STORAGE_URL: 's3://bucket', AWS_SECRET_ACCESS_KEY: 'only-the-secret' })).toEqual([
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both or neither',
    ]);
    expect(JSON.stringify(problems({ STORAGE_URL: 's3://AK:secret-key@bucket/x' }))).not.toContain('secret-key');
    // Parameters of the URL win over the AWS variables.
    const { storage } = loadConfig({
      NODE_ENV: 'test',
      STORAGE_URL: 's3://media.example/site/photos/?endpoint=http://127.0.0.1:9000&region=me-central-1',
      AWS_ENDPOINT_URL: 'https://elsewhere.example',
      AWS_REGION: 'eu-west-1',
    });
    expect(storage).toEqual({
      bucket: 'media.example',
      prefix: 'site/photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'me-central-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).storage).toBeNull();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('two instances on one PostgreSQL with STORAGE_URL', () => {
  it('serves from instance B an image uploaded through instance A, with its variants in B’s list', async () => {
    const db = await createScratchDatabase(TEST_DATABASE_URL!);
    scratch.push(db);
    const env = { ...bucket.env('shared'), DATABASE_URL: db.url };
    const [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
    servers.push(a, b);
    const office = new Client(a.url);
    expect((await office.login()).status).toBe(200);
    const image = (await office.upload(await photo(900, 600), 'shared.jpg', 'image/jpeg')).data.url as string;
    const created = await office.post('/backend/admin/portfolio.php', { ...validPortfolio, image });
    expect(created.status).toBe(201);

    const fromA = Buffer.from(await (await fetch(a.url + image)).arrayBuffer());
    const fromB = await fetch(b.url + image);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);
    expect(uploadedFiles(b)).toEqual([]);

    const listOnB = async () => {
      const items = (await (await fetch(`${b.url}/backend/portfolio.php?lang=ar`)).json()) as {
        id: number;
        imageSet: { width: number } | null;
      }[];
      return items.find((i) => i.id === created.data.item.id)?.imageSet?.width;
    };
    // B's list is cached for up to two seconds (portfolio/list-cache.ts).
    await expect.poll(listOnB, { timeout: 10_000 }).toBe(900);
    expect((await fetch(`${b.url}/uploads/${baseOf(image)}-400w.avif`)).status).toBe(200);
  });
});
