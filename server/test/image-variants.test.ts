import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startSignedInServer, validPortfolio, type TestServer, uploadedFiles } from './harness';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
});
afterAll(() => server.close());

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b4873c' } })
    .jpeg()
    .toBuffer();
const baseOf = (url: string) => url.replace(/^\/uploads\/|\.\w+$/g, '');

interface ListedItem {
  id: number;
  image: string;
  imageSet: { width: number; height: number; sources: { type: string; srcset: string }[] } | null;
}
const publicList = async (): Promise<ListedItem[]> =>
  (await (await fetch(`${server.url}/backend/portfolio.php?lang=en`)).json()) as ListedItem[];

describe('responsive variants of uploaded images', () => {
  it('are made at upload in AVIF and WebP at 400, 800 and 1200 px wide, served immutable, listed with the size', async () => {
    const uploaded = await admin.upload(await photo(1600, 1200), 'work.jpg', 'image/jpeg');
    expect(uploaded.status).toBe(201);
    const url = uploaded.data.url as string;
    // The upload's answer is unchanged: the re-encoded original.
    expect(Object.keys(uploaded.data)).toEqual(['url']);
    const base = baseOf(url);
    const variants = uploadedFiles(server).filter((n) => n.startsWith(`${base}-`));
    expect(variants.sort()).toEqual(
      [400, 800, 1200].flatMap((w) => [`${base}-${w}w.avif`, `${base}-${w}w.webp`]).sort(),
    );

    for (const [width, format] of [
      [400, 'avif'],
      [1200, 'webp'],
    ] as const) {
      const res = await fetch(`${server.url}/uploads/${base}-${width}w.${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${format}`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([
        format,
        width,
        (width * 3) / 4,
      ]);
    }
    // The manifest beside them is not served.
    expect((await fetch(`${server.url}/uploads/${base}.variants.json`)).status).toBe(404);

    const created = await admin.post('/backend/admin/portfolio.php', { ...validPortfolio, image: url });
    expect(created.status).toBe(201);
    expect(created.data.item.image).toBe(url);
    const listed = (await publicList()).find((i) => i.id === created.data.item.id)!;
    expect(listed.image).toBe(url);
    expect(listed.imageSet).toEqual({
      width: 1600,
      height: 1200,
      sources: ['avif', 'webp'].map((ext) => ({
        type: `image/${ext}`,
        srcset: [400, 800, 1200].map((w) => `/uploads/${base}-${w}w.${ext} ${w}w`).join(', '),
      })),
    });
  });

  it('never enlarge a small image', async () => {
    const uploaded = await admin.upload(await photo(600, 400), 'small.jpg', 'image/jpeg');
    const base = baseOf(uploaded.data.url as string);
    expect(uploadedFiles(server).filter((n) => n.startsWith(`${base}-`) && n.endsWith('.webp'))).toEqual(
      expect.arrayContaining([`${base}-400w.webp`, `${base}-600w.webp`]),
    );
    expect(uploadedFiles(server).filter((n) => n.startsWith(`${base}-`))).toHaveLength(4);
  });

  it('are deleted with the last item that shows the image', async () => {
    const url = (await admin.upload(await photo(1000, 750), 'shared.jpg', 'image/jpeg')).data.url as string;
    const base = baseOf(url);
    const variantCount = () =>
      uploadedFiles(server).filter((n) => n.startsWith(`${base}-`) || n === `${base}.variants.json`).length;
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await admin.post('/backend/admin/portfolio.php', { ...validPortfolio, image: url });
      ids.push(created.data.item.id as number);
    }
    expect(variantCount()).toBe(7);
    expect((await admin.post(`/backend/admin/portfolio.php?id=${ids[0]}&_method=DELETE`)).status).toBe(200);
    // Another item still shows it.
    expect(variantCount()).toBe(7);
    expect((await publicList()).find((i) => i.id === ids[1])!.imageSet).not.toBeNull();
    expect((await admin.post(`/backend/admin/portfolio.php?id=${ids[1]}&_method=DELETE`)).status).toBe(200);
    expect(variantCount()).toBe(0);
    // The original stays where the API said it is.
    expect(uploadedFiles(server)).toContain(url.slice('/uploads/'.length));
  });
});
