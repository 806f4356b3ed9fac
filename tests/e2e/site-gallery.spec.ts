import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminLogin, createPortfolioItem, deletePortfolioItem, unique, uploadPng, workItem } from './site-support';

/** Portfolio items made through the admin API for this file; other files may add their own. */
const made: { marble: string; gardens: string; ids: number[] } = { marble: '', gardens: '', ids: [] };
let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL: process.env.BASE_URL });
  await adminLogin(admin);
  const image = await uploadPng(admin, { r: 20, g: 120, b: 110 });
  made.marble = unique('Marble villa');
  made.gardens = unique('Garden courtyard');
  const base = {
    location_ar: 'حي العزيزية',
    location_en: 'Al-Aziziyah',
    description_ar: 'جلي كامل للأرضيات',
    description_en: 'Full floor polishing',
    testimonial_ar: 'شغل ممتاز',
    testimonial_en: 'Excellent work',
    client_name_ar: 'أبو فهد',
    client_name_en: 'Abu Fahd',
    duration_ar: '6 ساعات',
    duration_en: '6 hours',
  };
  made.ids.push(
    await createPortfolioItem(admin, {
      ...base,
      category: 'marble',
      title_ar: `رخام ${made.marble}`,
      title_en: made.marble,
      image,
      before_after: 1,
      date: '2024-03-05',
      rating: 4,
    }),
    await createPortfolioItem(admin, {
      ...base,
      category: 'gardens',
      title_ar: `حديقة ${made.gardens}`,
      title_en: made.gardens,
      image,
      before_after: 0,
      date: '2023-11-20',
      rating: 5,
    }),
  );
});

test.afterAll(async () => {
  for (const id of made.ids) await deletePortfolioItem(admin, id);
  await admin.dispose();
});

/** The categories of the items a person sees in a list of work. */
const shownCategories = (list: Locator) =>
  list
    .locator(':scope > li')
    .evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => el.getAttribute('data-category')));

test('home gallery: filter by category and a full-screen viewer with a close button', async ({ page }) => {
  await page.goto('/en');
  const gallery = page.locator('#gallery');
  await expect(gallery.getByRole('radio', { name: 'All' })).toBeChecked();
  const marble = gallery.getByRole('button', { name: `View image: ${made.marble}` });
  const gardens = gallery.getByRole('button', { name: `View image: ${made.gardens}` });
  await expect(marble).toBeVisible();
  await expect(gardens).toBeVisible();
  await expect(marble.locator('.badge')).toHaveText('Before & After');
  await expect(gardens.locator('.badge')).toHaveCount(0);

  await gallery.getByRole('radio', { name: 'Gardens & Landscaping' }).click();
  await expect(gallery.getByRole('radio', { name: 'Gardens & Landscaping' })).toBeChecked();
  await expect(gardens).toBeVisible();
  await expect(marble).toBeHidden();
  expect(new Set(await shownCategories(gallery.locator('.gallery-grid')))).toEqual(new Set(['gardens']));
  await expect(gallery.getByText('No work in this category yet')).toBeHidden();

  await gallery.getByRole('radio', { name: 'Additional Services' }).click();
  const additionalItems = await gallery.locator('.gallery-grid > li[data-category="additional"]').count();
  expect(await shownCategories(gallery.locator('.gallery-grid'))).toEqual(Array(additionalItems).fill('additional'));
  if (additionalItems === 0) await expect(gallery.getByText('No work in this category yet')).toBeInViewport();

  await gallery.getByRole('radio', { name: 'All' }).click();
  await marble.click();
  const viewer = page.getByRole('dialog', { name: made.marble });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect.poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await viewer.getByRole('button', { name: 'Close viewer' }).click();
  await expect(viewer).toBeHidden();
  await expect(marble).toBeFocused();

  // Escape closes it too.
  await marble.click();
  await expect(page.getByRole('dialog')).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('portfolio page: cards with badge, stars, Gregorian dates, details, and a lightbox', async ({ page }) => {
  await page.goto('/portfolio');
  const card = page.locator('.portfolio-card', { hasText: `رخام ${made.marble}` });
  await expect(card).toBeVisible();
  await expect(card.locator('.badge')).toHaveText('قبل وبعد');
  await expect(card.getByRole('img', { name: 'التقييم: 4 من 5' })).toBeVisible();
  await expect(card.locator('.stars svg.on')).toHaveCount(4);
  // ar-SA with the Gregorian calendar (see format-date.ts): 5 March 2024 in Arabic-Indic digits.
  await expect(card.locator('time')).toHaveAttribute('dateTime', '2024-03-05');
  await expect(card.locator('time')).toContainText('مارس');
  await expect(card.locator('time')).toContainText('٢٠٢٤');
  for (const text of ['6 ساعات', 'حي العزيزية', 'جلي كامل للأرضيات', 'شغل ممتاز', 'أبو فهد'])
    await expect(card).toContainText(text);

  await page.getByRole('radio', { name: 'الحدائق وتنسيقها' }).click();
  await expect(card).toBeHidden();
  const garden = page.locator('.portfolio-card', { hasText: `حديقة ${made.gardens}` });
  await expect(garden.locator('.badge')).toHaveCount(0);
  await garden.getByRole('button', { name: 'عرض الصورة' }).click();
  const lightbox = page.getByRole('dialog', { name: `حديقة ${made.gardens}` });
  await expect(lightbox).toBeVisible();
  await lightbox.getByRole('button', { name: 'إغلاق العارض' }).click();
  await expect(lightbox).toBeHidden();

  await page.goto('/en/portfolio');
  const english = page.locator('.portfolio-card', { hasText: made.marble });
  await expect(english.locator('time')).toHaveText('March 5, 2024');
  await expect(english.locator('.badge')).toHaveText('Before & After');
  await expect(english).toContainText('Abu Fahd');
});

test('switching language shows the gallery in the new language', async ({ page }) => {
  await page.goto('/portfolio');
  await expect(page.locator('.portfolio-card', { hasText: `رخام ${made.marble}` })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/portfolio$/);
  await expect(page.locator('.portfolio-card h3', { hasText: made.marble })).toHaveText(made.marble);
});

test('a change of the portfolio is in the pages once the save answers, without their scripts', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  const title = unique('Fresh work');
  const id = await createPortfolioItem(
    admin,
    workItem(title, 'moving', await uploadPng(admin, { r: 200, g: 90, b: 30 })),
  );
  for (const [path, name] of [
    ['/', `عرض صورة: عمل ${title}`],
    ['/en', `View image: ${title}`],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await page.goto('/en/portfolio');
  await expect(page.locator('.portfolio-card h3', { hasText: title })).toBeVisible();

  await deletePortfolioItem(admin, id);
  await page.goto('/en/portfolio');
  await expect(page.locator('.portfolio-card h3', { hasText: made.marble })).toBeVisible();
  await expect(page.locator('.portfolio-card h3', { hasText: title })).toHaveCount(0);
  await context.close();
});
