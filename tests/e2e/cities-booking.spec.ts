import { CITY_SLUGS } from '../../site/app/route-paths';
import { expect, test } from './fixtures';

/**
 * City and district pages' booking buttons lead to the booking form (a link: no script needed), with
 * the card's service chosen; the closing section's button opens it without a service. Each names its
 * page, which the booking carries (site-booking.spec.ts reads it back).
 */
for (const slug of CITY_SLUGS) {
  test(`booking on /cities/${slug} opens the booking form with the card's service`, async ({ page }) => {
    await page.goto(`/cities/${slug}`);
    const card = page.locator('.city-service-card[data-service="moving"]');
    await expect(card.getByRole('link', { name: 'احجز الآن' })).toHaveAttribute(
      'href',
      `/book?service=moving&from=/cities/${slug}`,
    );
    await expect(page.locator('.city-closing').getByRole('link', { name: 'احجز الآن' })).toHaveAttribute(
      'href',
      `/book?from=/cities/${slug}`,
    );
  });
}

test('booking on the district page opens the booking form with its service chosen', async ({ page }) => {
  await page.goto('/cities/medina/aziziyah');
  await page.locator('.city-service-card').first().getByRole('link', { name: 'احجز الآن' }).click();
  await expect(page).toHaveURL(/\/book\?service=cleaning&from=\/cities\/medina\/aziziyah$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});
