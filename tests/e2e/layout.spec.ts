import type { Page } from '@playwright/test';
import { adminFor } from '../screens/screen-accounts';
import { ALL_SCREENS, storageFor, THEMES, WIDTHS, type Screen } from '../screens/screens';
import { enterState } from '../screens/screen-states';
import { bookingScreenPath, bookingShown, sendRefusedBooking } from '../screens/booking-screens';
import { fillContactForm, sentAnswer } from '../screens/contact-form';
import { holdLiveUpdates } from './admin-support';
import { allowConsoleErrors, baseUrl, expect, test, TEST_ADMIN } from './fixtures';
import {
  animationsSettled,
  brokenTitleWords,
  cellsOutsideViewport,
  clippedText,
  collidingText,
  fixedCoversText,
  fixedOutsideViewport,
  horizontalOverflow,
  primaryButtonCovered,
  smallTapTargets,
  untranslatedIconLabels,
} from './layout-checks';

/**
 * What a person sees on every screen, at a phone, a tablet and a desktop width, in light and dark:
 * nothing sideways, nothing fixed off-screen, over the first screen's text or over the main button,
 * no cut-off text, targets a finger can hit, no icon read out by its English name; on a phone also
 * no admin table cell off the screen and no text running into other text. Screens and widths come from tests/screens/screens.ts (the contact sheet uses the
 * same list).
 */

// The longest file by far (every screen at three widths): its tests share both workers, or it alone
// would set the length of the run.
test.describe.configure({ mode: 'parallel' });

const PRIMARY_BUTTON = {
  site: 'main :is(.button-primary, .city-btn-primary, button[type="submit"])',
  admin: '.ant-btn-primary',
} as const;

/** Opens the screen in the light theme, the theme following the system's as for a new visitor. */
async function open(page: Page, screen: Screen): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate((stored) => {
    localStorage.removeItem('theme');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, storageFor(screen));
  const path = screen.booking ? await bookingScreenPath(baseUrl(), screen.path, screen.booking) : screen.path;
  await page.goto(path, { waitUntil: 'networkidle' });
  if (screen.booking) await bookingShown(page, screen.booking);
  if (screen.refusal) await sendRefusedBooking(page, baseUrl(), screen.refusal);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The system turns dark: the site and the admin follow it in place (no second load of the page;
 * the site's pages say so on their root element).
 */
async function turnDark(page: Page, screen: Screen): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  if (screen.area === 'site') await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
}

async function layoutProblems(page: Page, screen: Screen, phone: boolean): Promise<string[]> {
  // Measure what stands still: anything sliding in is outside the window for a few frames.
  await animationsSettled(page);
  return [
    ...(await horizontalOverflow(page)),
    ...(await fixedOutsideViewport(page)),
    ...(await fixedCoversText(page)),
    ...(await clippedText(page)),
    ...(await brokenTitleWords(page)),
    ...(await smallTapTargets(page, phone ? 44 : 24)),
    ...(await untranslatedIconLabels(page)),
    // The admin's tables and figures on a phone (the public pages have no tables and are checked by eye).
    ...(phone && screen.area === 'admin'
      ? [...(await cellsOutsideViewport(page)), ...(await collidingText(page))]
      : []),
    // With a dialog or a panel open, its own primary button is the one to reach.
    ...(await primaryButtonCovered(
      page,
      screen.state ? '[role=dialog] .ant-btn-primary' : PRIMARY_BUTTON[screen.area],
    )),
  ];
}

for (const width of WIDTHS) {
  test.describe(`layout at ${width.width} px`, () => {
    test.use({ viewport: { width: width.width, height: width.height } });

    for (const screen of ALL_SCREENS) {
      test(`${screen.name}`, async ({ page }) => {
        if (screen.signedIn) {
          const res = await page.request.post('/backend/admin/login.php', { data: adminFor(screen.lang, screen.role) });
          expect(res.status()).toBe(200);
          // Other tests' changes would re-render the screen, and bring their notices, mid-measure.
          await holdLiveUpdates(page);
        }
        // The 404 screens are documents answered with status 404, which the console reports.
        if (screen.path.includes('no-such-page')) allowConsoleErrors(page, /404/);
        // So is a refused booking form, answered 400 or 409.
        if (screen.refusal) allowConsoleErrors(page, /40[09]/);
        await page.goto('/favicon.svg');
        await open(page, screen);
        if (screen.state) await enterState(page, screen.state);
        for (const theme of THEMES) {
          if (theme === 'dark') await turnDark(page, screen);
          expect(await layoutProblems(page, screen, width.name === 'phone'), `${screen.path} in ${theme}`).toEqual([]);
        }
      });
    }
  });
}

test.describe('the answer to the contact form is in view', () => {
  for (const width of [WIDTHS[0], WIDTHS[2]]) {
    for (const lang of ['ar', 'en'] as const) {
      test(`${lang} at ${width.width} px: one toast, inside the window, clear of the submit button`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: width.width, height: width.height });
        await page.goto(lang === 'ar' ? '/contact' : '/en/contact');
        await fillContactForm(page, lang, `Layout ${lang} ${width.width}`);
        const submit = page.locator('form.contact-form button[type="submit"]');
        await submit.click();
        const answer = sentAnswer(page, lang);
        await expect(answer).toBeInViewport({ ratio: 1 });
        // "Sending…" gave way to the answer: one flow, one toast.
        await expect(page.locator('.toast')).toHaveCount(1);
        const [toastBox, buttonBox] = [await answer.boundingBox(), await submit.boundingBox()];
        const overlap =
          toastBox !== null &&
          buttonBox !== null &&
          toastBox.x < buttonBox.x + buttonBox.width &&
          buttonBox.x < toastBox.x + toastBox.width &&
          toastBox.y < buttonBox.y + buttonBox.height &&
          buttonBox.y < toastBox.y + toastBox.height;
        expect(overlap, 'the toast covers the submit button').toBe(false);
      });
    }
  }
});

test.describe('admin forms on a phone', () => {
  test.use({ viewport: { width: WIDTHS[0].width, height: WIDTHS[0].height } });

  for (const { path, button, title } of [
    { path: '/admin/contacts', button: 'إضافة رسالة', title: 'إضافة رسالة' },
    { path: '/admin/portfolio', button: 'إضافة عمل', title: 'إضافة عمل إلى المعرض' },
  ]) {
    test(`${path}: the add dialog fits the width, and its first field and save button can be reached`, async ({
      page,
    }) => {
      const res = await page.request.post('/backend/admin/login.php', { data: TEST_ADMIN });
      expect(res.status()).toBe(200);
      await page.goto(path);
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeInViewport();
      const box = await dialog.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTHS[0].width);
      expect(await horizontalOverflow(page)).toEqual([]);
      await expect(dialog.getByRole('textbox').first()).toBeInViewport({ ratio: 1 });
      const save = dialog.getByRole('button', { name: 'حفظ' });
      await save.scrollIntoViewIfNeeded();
      await expect(save).toBeInViewport({ ratio: 1 });
    });
  }
});
