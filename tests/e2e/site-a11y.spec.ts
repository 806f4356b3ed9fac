import { allowConsoleErrors, expect, test } from './fixtures';
import { expectNoAxeViolations, SITE_PAGES } from './site-support';

/** What a change of theme can break: the colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core on every page, in both languages, once the gallery has settled: every rule in the light
 * theme, then the colour rules once the system has turned dark (the page follows it in place).
 */
for (const { path, lang } of SITE_PAGES) {
  test(`axe: ${path} (${lang}, light and dark)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
    await expectNoAxeViolations(page, `${path} light`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Buttons and the bar fade to their new colours: measure the colours they end with.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    await expectNoAxeViolations(page, `${path} dark`, { rules: COLOUR_RULES });
  });
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
