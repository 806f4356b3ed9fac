import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { validPortfolio } from '../../server/test/fixtures';
import { expect, test } from './fixtures';
import { adminLogin, createPortfolioItem, deletePortfolioItem, unique } from './site-support';

const made: { titles: string[]; ids: number[] } = { titles: [], ids: [] };
let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL: process.env.BASE_URL });
  await adminLogin(admin);
  // A photo larger than every variant, so each width exists.
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3d5a80' } })
    .jpeg()
    .toBuffer();
  const res = await admin.post('/backend/admin/upload.php', {
    multipart: { image: { name: 'work.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { url } = (await res.json()) as { url: string };
  for (const title of [unique('Variant older'), unique('Variant newer')]) {
    made.titles.push(title);
    made.ids.push(
      await createPortfolioItem(admin, {
        ...validPortfolio,
        category: 'cleaning',
        title_ar: title,
        title_en: title,
        image: url,
        before_after: 0,
        date: '2024-03-05',
      }),
    );
  }
});

test.afterAll(async () => {
  for (const id of made.ids) await deletePortfolioItem(admin, id);
  await admin.dispose();
});

test('portfolio and gallery images come as AVIF/WebP variants with their size; only the first loads at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/portfolio');
  const grid = page.locator('.portfolio-grid');
  await expect(grid.locator('.portfolio-card').first()).toBeVisible();
  // The first card's image is fetched first and at once; every other waits to be scrolled near.
  const images = grid.locator('.portfolio-media img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(grid.locator('img[fetchpriority="high"]')).toHaveCount(1);
  await expect(grid.locator('img[loading="eager"]')).toHaveCount(1);

  for (const title of made.titles) {
    const card = grid.locator('.portfolio-card', { hasText: title });
    const img = card.locator('picture > img');
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '1200');
    await expect(img).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.jpg$/);
    const avif = card.locator('picture > source[type="image/avif"]');
    await expect(avif).toHaveAttribute('srcset', /-400w\.avif 400w, .*-800w\.avif 800w, .*-1200w\.avif 1200w$/);
    await expect(avif).toHaveAttribute('sizes', /100vw$/);
    await expect(card.locator('picture > source[type="image/webp"]')).toHaveAttribute('srcset', /-1200w\.webp 1200w$/);
  }
  const older = grid.locator('.portfolio-card', { hasText: made.titles[0]! }).locator('img').first();
  await expect(older).toHaveAttribute('loading', 'lazy');

  // The browser shows a variant sized for a phone, not the 1600 px original.
  const newer = grid.locator('.portfolio-card', { hasText: made.titles[1]! }).locator('picture > img');
  await newer.scrollIntoViewIfNeeded();
  await expect.poll(() => newer.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-\d+w\.avif$/);
  await expect.poll(() => newer.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThan(1600);

  // The home page's gallery is below the fold: all lazy, with their size.
  await page.goto('/en');
  const gallery = page.locator('#gallery');
  const galleryImage = gallery.getByRole('button', { name: `View image: ${made.titles[1]}` }).locator('img');
  await expect(galleryImage).toHaveAttribute('width', '1600');
  await expect(galleryImage).toHaveAttribute('height', '1200');
  await expect(gallery.locator('img[loading="eager"]')).toHaveCount(0);
  await expect(gallery.locator(`picture:has(img) source[type="image/avif"]`).first()).toHaveAttribute(
    'srcset',
    /w\.avif/,
  );
});
