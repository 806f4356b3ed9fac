import { expect, test } from './fixtures';
import { expectNoAxeViolations, useTheme } from './site-support';

/** axe-core on the cities index, every city page and the district page, in both themes. */
const PAGES = [
  '/cities',
  '/en/cities',
  ...['medina', 'makkah', 'jeddah', 'riyadh', 'dammam', 'khobar'].map((slug) => `/cities/${slug}`),
  '/cities/medina/aziziyah',
];

for (const path of PAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: ${path} (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      await expectNoAxeViolations(page, `${path} ${theme}`);
    });
  }
}

test('axe: a city page with its booking toast shown, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/cities/makkah');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.locator('.city-service-card').first().getByRole('button', { name: 'احجز الآن' }).click();
  await expect(page.getByRole('status').locator('.toast-success')).toBeInViewport();
  await expectNoAxeViolations(page, 'makkah with toast');
});
