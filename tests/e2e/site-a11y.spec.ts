import { allowConsoleErrors, expect, test } from './fixtures';
import { expectNoAxeViolations, SITE_PAGES, useTheme } from './site-support';

/** axe-core on every page, in both languages and both themes, once the gallery has settled. */
for (const { path, lang } of SITE_PAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: ${path} (${lang}, ${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} ${theme}`);
    });
  }
}

test('axe: the 404 page and an open gallery viewer and menu', async ({ page }) => {
  allowConsoleErrors(page, /status of 404/);
  await page.goto('/en/nothing-here');
  await expectNoAxeViolations(page, '404 en');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await expectNoAxeViolations(page, 'open mobile menu');
});
