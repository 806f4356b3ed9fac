import { CITY_SLUGS } from '../../site/app/route-paths';
import { expect, recordRequestsSent, test } from './fixtures';

/**
 * City-page booking buttons show the success toast and send nothing; Medina, Makkah
 * and Khobar add the 15-years-of-experience mention.
 */
const BASE_TOAST = 'سيتم التواصل معك خلال 5 دقائق لتأكيد الحجز';
const WITH_EXPERTS = ['medina', 'makkah', 'khobar'];

for (const slug of CITY_SLUGS) {
  test(`booking on /cities/${slug} shows the toast and sends no request`, async ({ page }) => {
    // Hydrated (the fixture's goto waits for it: a click before hydration does nothing), and quiet,
    // so what is recorded next is the booking's alone.
    await page.goto(`/cities/${slug}`);
    await page.waitForLoadState('networkidle');
    const requests = recordRequestsSent(page);

    const card = page.locator('.city-service-card').nth(2);
    await card.getByRole('button', { name: 'احجز الآن' }).click();
    const toast = page.getByRole('status').locator('.toast-success');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(BASE_TOAST);
    // The toast alone: the note the page shows before its scripts run stays closed.
    await expect(page.locator('#booking-note')).toBeHidden();
    if (WITH_EXPERTS.includes(slug)) await expect(toast).toContainText('15 عاماً');
    else await expect(toast).toHaveText(BASE_TOAST);

    // The closing section's booking button behaves the same (the first toast is closed first, as
    // toasts also leave by themselves after a few seconds).
    await toast.locator('.toast-close').click();
    await expect(toast).toHaveCount(0);
    await page.locator('.city-closing').getByRole('button', { name: 'احجز الآن' }).click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(BASE_TOAST);

    await page.waitForTimeout(500);
    expect(requests, 'requests sent by booking').toEqual([]);
  });
}

test('booking on the district page shows the toast and sends no request', async ({ page }) => {
  await page.goto('/cities/medina/aziziyah');
  await page.waitForLoadState('networkidle');
  const requests = recordRequestsSent(page);
  await page.locator('.city-service-card').first().getByRole('button', { name: 'احجز الآن' }).click();
  await expect(page.getByRole('status').locator('.toast-success')).toContainText(BASE_TOAST);
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
});
