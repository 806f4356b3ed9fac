import type { Logger } from 'pino';
import sharp from 'sharp';
import type { Category } from '@shared/constants';
import type { Models } from '../db/models';
import type { UploadStorage } from '../uploads/storage';
import { writeVariants } from '../uploads/variants';
import { demoImageName } from './demo-rows';
import { DEMO_ITEMS } from './demo-items';

/** A white pictogram per category, drawn around the picture's centre: no words in any language. */
const GLYPHS: Record<Category, string> = {
  // A sparkle.
  cleaning: '<path d="M0-150C20-40 40-20 150 0 40 20 20 40 0 150-20 40-40 20-150 0-40-20-20-40 0-150Z"/>',
  // Tiles set on the diagonal.
  marble: [-130, 0, 130]
    .map((x) => `<rect x="${x - 55}" y="-55" width="110" height="110" transform="rotate(45 ${x} 0)"/>`)
    .join(''),
  // A packed box.
  moving:
    '<rect x="-150" y="-110" width="300" height="220" rx="12"/><rect x="-20" y="-110" width="40" height="90" fill="#000" opacity=".2"/>',
  // A cog.
  maintenance: '<circle r="105" fill="none" stroke="#fff" stroke-width="70" stroke-dasharray="42 30"/><circle r="50"/>',
  // A leaf.
  gardens: '<path d="M0-160C120-90 120 90 0 160-120 90-120-90 0-160Z"/>',
  // A drop.
  additional: '<path d="M0-160C60-70 120 0 120 50A120 120 0 0 1-120 50C-120 0-60-70 0-160Z"/>',
};

/** A simple 1200×800 illustration (gradient and pictogram) so demo items have real image files. */
function artSvg(category: Category, { from, to }: { from: string; to: string }): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <circle cx="950" cy="180" r="220" fill="#ffffff" opacity="0.12"/><circle cx="220" cy="660" r="300" fill="#ffffff" opacity="0.08"/>
  <g transform="translate(600 400)" fill="#ffffff" opacity="0.85">${GLYPHS[category]}</g>
</svg>`);
}

/**
 * On an empty portfolio table, adds the demo items with generated images, marked as the demo's
 * (`demo = 1`: an owner removes them in one step). Never touches existing data.
 */
export async function seedDemoContent(models: Models, uploads: UploadStorage, log: Logger): Promise<void> {
  if ((await models.PortfolioItemModel.count()) > 0) return;
  // Created last-first, so the list (newest first) shows them in the order written in demo-items.ts.
  for (const [index, { art, ...item }] of [...DEMO_ITEMS.entries()].reverse()) {
    const name = demoImageName(index, item.category);
    if (!(await uploads.exists(name))) {
      const data = await sharp(artSvg(item.category, art)).webp({ quality: 80 }).toBuffer();
      await uploads.put(name, data, 'image/webp');
      await writeVariants(uploads, name, data);
    }
    await models.PortfolioItemModel.create({ ...item, image: `/uploads/${name}`, demo: 1 });
  }
  log.info({ items: DEMO_ITEMS.length }, 'demo portfolio added (SEED_DEMO=false turns this off)');
}
