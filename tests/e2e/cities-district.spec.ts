import { expect, test } from './fixtures';

/** The district page /cities/medina/aziziyah: breadcrumb, five services, neighbours, 30-minute promise. */
test('district breadcrumb shows home › cities › Medina › Aziziyah and leads back up', async ({ page }) => {
  await page.goto('/cities/medina/aziziyah');
  const crumbs = page.getByRole('navigation', { name: 'مسار التصفح' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['الرئيسية', 'المدن', 'المدينة المنورة', 'العزيزية']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('العزيزية');
  await expect(crumbs.getByRole('link')).toHaveCount(3);

  await crumbs.getByRole('link', { name: 'المدينة المنورة' }).click();
  await expect(page).toHaveURL(/\/cities\/medina$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('المدينة المنورة');

  await page.goBack();
  await page.getByRole('navigation', { name: 'مسار التصفح' }).getByRole('link', { name: 'المدن' }).click();
  await expect(page).toHaveURL(/\/cities$/);
  await expect(page.locator('.city-main-card')).toHaveCount(4);
});

test('district page lists five services, five neighbours and the 30-minute promise', async ({ page }) => {
  await page.goto('/cities/medina/aziziyah');
  await expect(page.locator('.city-service-card')).toHaveCount(5);
  await expect(page.locator('.city-neighbours .city-neighbourhood')).toHaveCount(5);
  await expect(page.locator('.city-promise')).toContainText('30');
  await expect(page.locator('.city-hero')).toContainText('تقييم 4.9 من 5');
  await expect(page.locator('.city-hero')).toContainText('+320 عميل');
});

test('city pages stay Arabic: no English alternate, and the language toggle leads to the English cities index', async ({
  page,
}) => {
  await page.goto('/cities/medina');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('head link[hreflang="en"]')).toHaveCount(0);
  await page.locator('a.lang-toggle').first().click();
  await expect(page).toHaveURL(/\/en\/cities#arabic-only$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The English page says why there is no English city page.
  await expect(page.getByText('Our city and district pages are written in Arabic only')).toBeInViewport();
});
