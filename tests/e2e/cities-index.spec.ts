import { expect, test } from './fixtures';

/** The cities index in both languages: four linked main cities, 26 unlinked others. */
const MAIN = ['medina', 'makkah', 'jeddah', 'riyadh'];

for (const { path, lang, heading } of [
  { path: '/cities', lang: 'ar', heading: 'مدننا الرئيسية' },
  { path: '/en/cities', lang: 'en', heading: 'Our main cities' },
] as const) {
  test.describe(`cities index ${path}`, () => {
    test('shows the four main city cards with rating, clients and four specialties', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      const cards = page.locator('.city-main-card');
      await expect(cards).toHaveCount(4);
      for (const [index, slug] of MAIN.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAttribute('data-city', slug);
        await expect(card.locator('.city-specialties li')).toHaveCount(4);
        await expect(card.locator('.city-rating')).toContainText(/4\.[89]/);
        await expect(card.locator('.city-clients')).toContainText(/\d/);
        await expect(card.locator('a')).toHaveAttribute('href', `/cities/${slug}`);
      }
    });

    test('links only the four main cities; Dammam and Khobar are listed without links', async ({ page }) => {
      await page.goto(path);
      const cityLinks = await page
        .locator('main a[href^="/cities/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(new Set(cityLinks)).toEqual(new Set(MAIN.map((slug) => `/cities/${slug}`)));
      await expect(page.locator('main a[href="/cities/dammam"], main a[href="/cities/khobar"]')).toHaveCount(0);
      const others = page.locator('.city-other');
      await expect(others).toHaveCount(26);
      await expect(others.filter({ hasText: lang === 'ar' ? 'الدمام' : 'Dammam' })).toHaveCount(1);
      await expect(others.filter({ hasText: lang === 'ar' ? 'الخبر' : 'Khobar' })).toHaveCount(1);
      await expect(page.locator('.city-commitments, .city-why-card')).toHaveCount(3);
      await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    });

    test('a main card leads to its city page, which hydrates in Arabic', async ({ page }) => {
      await page.goto(path);
      await page.locator('.city-main-card[data-city="jeddah"] a').click();
      await expect(page).toHaveURL(/\/cities\/jeddah$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('جدة');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('.city-service-card')).toHaveCount(6);
    });
  });
}

test('the city pages carry their styles inline, also when reached from another page of the site', async ({ page }) => {
  const cssFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') cssFiles.push(request.url());
  });
  const heroBackground = () =>
    page
      .locator('.city-hero')
      .first()
      .evaluate((hero) => getComputedStyle(hero).backgroundImage);
  await page.goto('/cities/makkah');
  expect(await heroBackground()).toContain('linear-gradient');
  // A client-side visit: from the home page through the navigation, no new document.
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'المدن', exact: true }).click();
  await expect(page).toHaveURL(/\/cities$/);
  await expect.poll(heroBackground).toContain('linear-gradient');
  await expect(page.locator('style[data-href="cities-styles"]')).toHaveCount(1);
  expect(cssFiles, 'no stylesheet file').toEqual([]);
});
