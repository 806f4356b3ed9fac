// Renders the app icon (desktop/resources/icon.svg) to the PNG files the window and
// electron-builder need: icon.png (1024 px; builder derives .icns and .ico from it) and a Linux set.
// Run: node desktop/scripts/make-icons.mjs
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const resources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../resources');
const svg = await readFile(path.join(resources, 'icon.svg'));
const render = (size, file) =>
  sharp(svg, { density: Math.ceil((72 * size) / 512) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);

await render(1024, path.join(resources, 'icon.png'));
await mkdir(path.join(resources, 'icons'), { recursive: true });
for (const size of [16, 24, 32, 48, 64, 128, 256, 512]) {
  await render(size, path.join(resources, 'icons', `${size}x${size}.png`));
}
console.log('icons written to', resources);
