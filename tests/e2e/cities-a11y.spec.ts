import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './site-support';

/** axe-core on the cities index, every city page and the district page, in both themes. */
const PAGES = [
  '/cities',
  '/en/cities',
  ...['medina', 'makkah', 'jeddah', 'riyadh', 'dammam', 'khobar'].map((slug) => `/cities/${slug}`),
  '/cities/medina/aziziyah',
];

// Two runs of axe a page (light, then dark): a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

for (const path of PAGES) {
  test(`axe: ${path} (light and dark)`, ({ page }) => expectNoAxeViolationsInBothThemes(page, path));
}

test('axe: a city page with its booking toast shown, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/cities/makkah');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.locator('.city-service-card').first().getByRole('button', { name: 'احجز الآن' }).click();
  await expect(page.getByRole('status').locator('.toast-success')).toBeInViewport();
  await expectNoAxeViolations(page, 'makkah with toast');
});
