/**
 * Renders the site's icons and link-preview image from the SVG sources in site/scripts/assets into
 * site/public (the PNGs are committed; run again after changing a source):
 *   node site/scripts/generate-icons.mjs
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const assets = path.join(here, 'assets');
const out = path.resolve(here, '../public');

async function png(source, size, target, height = size) {
  const svg = await readFile(path.join(assets, source));
  await sharp(svg, { density: 384 }).resize(size, height).png({ compressionLevel: 9 }).toFile(path.join(out, target));
  return path.join(out, target);
}

/** An .ico holding PNG images (supported by every current browser): header, directory, data. */
async function ico(pngFiles, target) {
  const images = await Promise.all(pngFiles.map(async ({ file, size }) => ({ size, data: await readFile(file) })));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  await writeFile(path.join(out, target), Buffer.concat([header, ...entries, ...images.map((i) => i.data)]));
}

await copyFile(path.join(assets, 'icon.svg'), path.join(out, 'favicon.svg'));
await png('icon.svg', 192, 'icon-192.png');
await png('icon.svg', 512, 'icon-512.png');
await png('icon-maskable.svg', 512, 'icon-maskable-512.png');
await png('icon-maskable.svg', 180, 'apple-touch-icon.png');
const f16 = await png('icon.svg', 16, 'favicon-16.tmp.png');
const f32 = await png('icon.svg', 32, 'favicon-32.tmp.png');
await ico(
  [
    { file: f16, size: 16 },
    { file: f32, size: 32 },
  ],
  'favicon.ico',
);
const { rm } = await import('node:fs/promises');
await Promise.all([rm(f16), rm(f32)]);
await png('og-image.svg', 1200, 'og-image.png', 630);
console.log('icons written to', out);
