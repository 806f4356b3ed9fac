// Renders the app icon (desktop/resources/icon.svg) to the PNG files the window and
// electron-builder need: icon.png (1024 px; builder derives .icns and .ico from it) and a Linux set;
// and the unread-count badges Windows shows over the taskbar button (1 … 9, then 9+).
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
// The taskbar draws an overlay at 16 px (32 px at 200 %): a red disc with the count in white.
await mkdir(path.join(resources, 'badges'), { recursive: true });
for (const label of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '9+']) {
  const size = label.length > 1 ? 17 : 22;
  const badge = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
    <circle cx="16" cy="16" r="15" fill="#d92d20" stroke="#ffffff" stroke-width="2"/>
    <text x="16" y="16" dy="0.36em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
      font-weight="bold" font-size="${size}" fill="#ffffff">${label}</text>
  </svg>`;
  const file = label === '9+' ? '9plus.png' : `${label}.png`;
  await sharp(Buffer.from(badge))
    .png({ compressionLevel: 9 })
    .toFile(path.join(resources, 'badges', file));
}
console.log('icons written to', resources);
