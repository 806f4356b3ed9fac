import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startSignedInServer, type TestServer, uploadedFiles } from './harness';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
});
afterAll(() => server.close());

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#0f766e' } })
    .toFormat(format)
    .toBuffer();

describe('POST /backend/admin/upload.php', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'accepts a %s and serves it with its type and nosniff',
    async (format) => {
      const res = await admin.upload(await image(format), `photo.${format}`, `image/${format}`);
      expect(res.status).toBe(201);
      expect(res.data.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.(png|jpg|webp|gif)$/);
      const served = await fetch(server.url + res.data.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${format}`);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe(format === 'jpeg' ? 'jpeg' : format);
      expect(meta.width).toBe(32);
    },
  );

  it('recognizes images by their bytes, not their name', async () => {
    const res = await admin.upload(await image('png'), 'holiday.txt', 'text/plain');
    expect(res.status).toBe(201);
    expect(res.data.url).toMatch(/\.png$/);
  });

  const refused: [string, () => Promise<Buffer> | Buffer, string, string][] = [
    ['a text file renamed .png', () => Buffer.from('just some text, not an image'), 'fake.png', 'image/png'],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['an HTML file renamed .jpg', () => Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg', 'image/jpeg'],
    ['a truncated PNG', async () => (await image('png')).subarray(0, 40), 'broken.png', 'image/png'],
  ];
  it.each(refused)('refuses %s with 400 and writes nothing', async (_label, make, name, type) => {
    const before = uploadedFiles(server);
    const res = await admin.upload(await make(), name, type);
    expect(res.status).toBe(400);
    expect(res.data.error).toMatch(/not an accepted image/);
    expect(uploadedFiles(server)).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 and writes nothing', async () => {
    const before = uploadedFiles(server);
    const big = Buffer.concat([await image('png'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await admin.upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.data.error).toMatch(/10 MB/);
    expect(uploadedFiles(server)).toEqual(before);
  });

  it('refuses a request without the image field', async () => {
    const res = await admin.upload(await image('png'), 'a.png', 'image/png', 'photo');
    expect(res.status).toBe(400);
    const empty = await admin.request('POST', '/backend/admin/upload.php', { body: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.data.error).toMatch(/No image/);
  });

  it('answers unknown upload names with 404', async () => {
    expect((await fetch(`${server.url}/uploads/does-not-exist.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/..%2Fsession-secret`)).status).toBe(404);
  });
});
