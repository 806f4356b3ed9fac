import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { ContactMessage, PortfolioItemInput } from '@shared/schemas';
import type { Language } from '@shared/constants';
import { BILINGUAL_PATHS, englishPath } from '../../site/app/route-paths';
import { expect, TEST_ADMIN } from './fixtures';
import { animationsSettled } from './layout-checks';

/** Helpers of the public-site browser tests (site-*.spec.ts). Every test makes its own data. */

/** The pages this suite owns, both languages (city pages have their own tests). */
export const SITE_PAGES: { path: string; lang: 'ar' | 'en' }[] = BILINGUAL_PATHS.filter(
  (p) => !p.startsWith('/cities'),
).flatMap((path) => [
  { path, lang: 'ar' as const },
  { path: englishPath(path), lang: 'en' as const },
]);

/**
 * A page's own texts, both languages, from its module: `site/app/texts/<first segment of its path>.ts`
 * (the home page's `home.ts`), whose export is keyed by language. A new page needs no list here.
 */
export async function pageTexts(arabicPath: string): Promise<Record<Language, unknown>> {
  const name = arabicPath.split('/')[1] || 'home';
  const module = (await import(`../../site/app/texts/${name}.ts`)) as Record<string, unknown>;
  const texts = Object.values(module).find(
    (value): value is Record<Language, unknown> =>
      typeof value === 'object' && value !== null && 'ar' in value && 'en' in value,
  );
  if (!texts) throw new Error(`site/app/texts/${name}.ts exports no texts keyed by language`);
  return texts;
}

/** Every string of a page's texts but its search-engine title and description (`seo`). */
export function textStrings(texts: unknown): string[] {
  if (typeof texts === 'string') return [texts];
  if (Array.isArray(texts)) return texts.flatMap(textStrings);
  if (typeof texts !== 'object' || texts === null) return [];
  return Object.entries(texts).flatMap(([key, value]) => (key === 'seo' ? [] : textStrings(value)));
}

/** The search-engine titles and descriptions of a page's texts (a service page's is its group's). */
export function seoEntries(texts: unknown): { title: string; description: string }[] {
  if (typeof texts !== 'object' || texts === null) return [];
  return Object.entries(texts).flatMap(([key, value]) =>
    key === 'seo' ? [value as { title: string; description: string }] : seoEntries(value),
  );
}

/** A text as React writes it into HTML. */
export function asHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

let counter = 0;
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

export async function adminLogin(request: APIRequestContext): Promise<void> {
  const res = await request.post('/backend/admin/login.php', { data: TEST_ADMIN });
  expect(res.status()).toBe(200);
}

/** Uploads a small real PNG through the admin API and returns its /uploads/… path. */
export async function uploadPng(
  request: APIRequestContext,
  colour: { r: number; g: number; b: number },
): Promise<string> {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const res = await request.post('/backend/admin/upload.php', {
    multipart: { image: { name: 'work.png', mimeType: 'image/png', buffer } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { url: string };
  return body.url;
}

export async function createPortfolioItem(request: APIRequestContext, item: PortfolioItemInput): Promise<number> {
  const res = await request.post('/backend/admin/portfolio.php', { data: item });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { item: { id: number } }).item.id;
}

/** A portfolio item with its texts filled in: `title` (English; the Arabic one is `عمل {title}`), a category and an image. */
export function workItem(title: string, category: PortfolioItemInput['category'], image: string): PortfolioItemInput {
  return {
    category,
    title_ar: `عمل ${title}`,
    title_en: title,
    image,
    before_after: 0,
    date: '2025-01-10',
    location_ar: 'قباء',
    location_en: 'Quba',
    description_ar: 'وصف العمل',
    description_en: 'What was done',
    testimonial_ar: 'ممتاز',
    testimonial_en: 'Great',
    client_name_ar: 'أم سعد',
    client_name_en: 'Umm Saad',
    duration_ar: 'يوم',
    duration_en: 'A day',
    rating: 5,
  };
}

export async function deletePortfolioItem(request: APIRequestContext, id: number): Promise<void> {
  await request.post(`/backend/admin/portfolio.php?id=${id}&_method=DELETE`);
}

/** Finds a stored contact message by its (unique) name through the admin API. */
export async function findContact(request: APIRequestContext, name: string): Promise<ContactMessage | undefined> {
  const res = await request.get(`/backend/admin/contacts.php?q=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: ContactMessage[] };
  return body.items.find((item) => item.name === name);
}

/**
 * Runs axe-core on the page and expects no violations. `rules`: only those (what a change of theme
 * can break); `include`: only that part (a long screen's open tab); `exclude`: parts it cannot look into, such as a sandboxed frame that runs no scripts
 * (the website preview; its page is checked on the site).
 */
export async function expectNoAxeViolations(
  page: Page,
  context: string,
  { include, exclude, rules }: { include?: string; exclude?: string; rules?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (rules) builder = builder.withRules(rules);
  if (include) builder = builder.include(include);
  // axe would wait for ever on a frame that runs no scripts: such frames are left out, with their element.
  if (exclude) builder = builder.exclude(exclude).options({ iframes: false });
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

/** Alpha of a computed CSS colour ('rgb(…)', 'rgba(…, a)', 'color(srgb … / a)'). */
export function alphaOf(colour: string): number {
  const slash = /\/\s*([\d.]+)\s*\)$/.exec(colour);
  if (slash?.[1]) return Number(slash[1]);
  const rgba = /^rgba\([^)]*,\s*([\d.]+)\)$/.exec(colour);
  if (rgba?.[1]) return Number(rgba[1]);
  return 1;
}

/** What a change of theme can break: the colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core on a public page as it opens (hydrated, when it has scripts: page.goto waits for it):
 * every rule in the light theme, then the colour rules once the system has turned dark (the page
 * follows it in place, and its buttons fade to their new colours first).
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectNoAxeViolations(page, `${path} light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await animationsSettled(page);
  await expectNoAxeViolations(page, `${path} dark`, { rules: COLOUR_RULES });
}
