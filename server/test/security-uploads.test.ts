import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startSignedInServer, type TestServer, uploadedFiles } from './harness';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
});
afterAll(() => server.close());

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A valid-looking PNG header claiming 20000×20000 pixels (400 megapixels) with a tiny body. */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(20001 * 8))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A ZIP archive's records appended to a real PNG: a valid image and a valid archive at once. */
async function pngZipPolyglot(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
  const local = Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.alloc(26),
    Buffer.from('evil.html<script>alert(1)</script>'),
  ]);
  const end = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
  return Buffer.concat([png, local, end]);
}

describe('upload hardening', () => {
  it('removes EXIF and GPS data from a JPEG by re-encoding it', async () => {
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 28/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect(withGps.includes(Buffer.from('Secret Phone'))).toBe(true);

    const res = await admin.upload(withGps, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const stored = Buffer.from(await (await fetch(server.url + res.data.url)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Phone'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
  });

  const attacks: [string, () => Promise<Buffer> | Buffer, string, string, number, RegExp][] = [
    [
      'an SVG with a script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
      400,
      /not an accepted image/,
    ],
    [
      'HTML renamed .jpg',
      () => Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
      'x.jpg',
      'image/jpeg',
      400,
      /not an accepted image/,
    ],
    ['a PNG/ZIP polyglot', pngZipPolyglot, 'x.png', 'image/png', 400, /not an accepted image/],
    ['a 20000×20000 PNG decompression bomb', pngBomb, 'bomb.png', 'image/png', 400, /too many pixels/],
    [
      'a 15 MB file',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(15 * 1024 * 1024)]),
      'big.jpg',
      'image/jpeg',
      413,
      /10 MB/,
    ],
  ];
  it.each(attacks)(
    'refuses %s with a clear error and writes no file',
    async (_label, make, name, type, status, message) => {
      const before = uploadedFiles(server);
      const res = await admin.upload(await make(), name, type);
      expect(res.status).toBe(status);
      expect(res.data.error).toMatch(message);
      expect(uploadedFiles(server)).toEqual(before);
    },
  );

  it('never uses the client file name: traversal names end up as random names', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await admin.upload(png, '../../../../etc/cron.d/evil.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.data.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  });
});
