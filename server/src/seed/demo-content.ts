import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import sharp from 'sharp';
import type { Models } from '../db/models';
import { writeVariants } from '../uploads/variants';
import { DEMO_ITEMS } from './demo-items';

/** A simple 1200×800 illustration (gradient and label) so demo items have real image files. */
function artSvg({ from, to, label }: { from: string; to: string; label: string }): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <circle cx="950" cy="180" r="220" fill="#ffffff" opacity="0.12"/><circle cx="220" cy="660" r="300" fill="#ffffff" opacity="0.08"/>
  <text x="600" y="430" font-family="sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>
</svg>`);
}

/** On an empty portfolio table, adds the demo items with generated images. Never touches existing data. */
export async function seedDemoContent(models: Models, uploadsDir: string, log: Logger): Promise<void> {
  if ((await models.PortfolioItemModel.count()) > 0) return;
  // Created last-first, so the list (newest first) shows them in the order written in demo-items.ts.
  for (const [index, { art, ...item }] of [...DEMO_ITEMS.entries()].reverse()) {
    const name = `demo-${index + 1}-${item.category}.webp`;
    const file = path.join(uploadsDir, name);
    if (!existsSync(file)) {
      const data = await sharp(artSvg(art)).webp({ quality: 80 }).toBuffer();
      await writeFile(file, data);
      await writeVariants(uploadsDir, name, data);
    }
    await models.PortfolioItemModel.create({ ...item, image: `/uploads/${name}` });
  }
  log.info({ items: DEMO_ITEMS.length }, 'demo portfolio added (SEED_DEMO=false turns this off)');
}
