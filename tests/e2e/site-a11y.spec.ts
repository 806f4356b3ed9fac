import { allowConsoleErrors, test } from './fixtures';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes, SITE_PAGES } from './site-support';

/** axe-core on every page, in both languages and both themes. */
// Two runs of axe a page (light, then dark): a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

for (const { path, lang } of SITE_PAGES) {
  test(`axe: ${path} (${lang}, light and dark)`, ({ page }) => expectNoAxeViolationsInBothThemes(page, path));
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
