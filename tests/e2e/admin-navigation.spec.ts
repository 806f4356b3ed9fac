import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { ADMIN_TEST_TIMEOUT, chooseOption, expect, signIn, signInByApi, toast } from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

function rows(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

async function pickOption(page: Page, label: string, option: string) {
  await chooseOption(page, page, label, option);
}

/** Clicks a choice of the antd Segmented control (its radio inputs are visually hidden). */
async function segment(page: Page, label: string) {
  await page
    .locator('.ant-segmented-item')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

test.describe('admin sample-data screens', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  test('services: the category filter and the search change what is listed', async ({ page }) => {
    await page.goto('/admin/services');
    await expect(rows(page)).toHaveCount(10);
    await pickOption(page, 'تصفية حسب التصنيف', 'الصيانة');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toContainText('الصيانة');
    await pickOption(page, 'تصفية حسب التصنيف', 'الكل');
    await page.getByLabel('ابحث باسم الخدمة أو وصفها').fill('رخام');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('جلي وتلميع الرخام');
  });

  test('bookings: search, status filter and priority filter change what is listed', async ({ page }) => {
    await page.goto('/admin/bookings');
    await expect(rows(page)).toHaveCount(10);
    await pickOption(page, 'تصفية حسب الحالة', 'مؤكد');
    await expect(rows(page)).toHaveCount(3);
    await pickOption(page, 'تصفية حسب الأولوية', 'مرتفعة');
    await expect(rows(page)).toHaveCount(2);
    for (const r of await rows(page).all()) {
      await expect(r).toContainText('مؤكد');
      await expect(r).toContainText('مرتفعة');
    }
    await page.getByLabel('ابحث برقم الحجز أو العميل أو الخدمة أو الموقع').fill('1051');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('ريم خالد الزهراني');
  });

  test('reports: the period changes the figures; only the overview tab is built', async ({ page }) => {
    await page.goto('/admin/reports');
    const summary = page.getByTestId('report-summary');
    await expect(summary).toContainText('186,450');
    await segment(page, 'سنة');
    await expect(summary).toContainText('2,046,700');
    await expect(page.getByTestId('top-services')).toContainText('السباكة والكهرباء');
    await segment(page, 'أسبوع');
    await expect(summary).toContainText('43,850');
    // Last 6 months and top-5 lists.
    await expect(page.getByRole('heading', { name: 'آخر 6 أشهر' })).toBeVisible();
    await expect(page.getByTestId('top-services').locator('tr.ant-table-row')).toHaveCount(5);
    for (const tab of ['الخدمات', 'المالية', 'العملاء', 'الأداء']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel').getByText('هذا القسم قيد التطوير')).toBeVisible();
    }
  });

  test('view/edit/delete only notify and export only toasts', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() !== 'GET') posts += 1;
    });
    await page.goto('/admin/bookings');
    await page.getByRole('button', { name: 'حذف: #1042 نورة عبدالرحمن المطيري' }).click();
    await expect(page.locator('.ant-notification-notice')).toContainText('حذف: #1042 نورة عبدالرحمن المطيري');
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'تصدير' }).click();
    await expect(toast(page, 'تم تصدير البيانات بنجاح')).toBeInViewport();
    expect(posts).toBe(0);
  });

  test('the older dashboard: clock ticks, stat cards, tabs and logout', async ({ page }) => {
    // The older dashboard needs the local flag that the sign-in screen sets.
    await signIn(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('stat-totalClients')).toContainText('5,247');
    await expect(page.getByRole('heading', { name: 'أحدث الحجوزات' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'الإشعارات' })).toBeVisible();
    const clock = page.getByTestId('dashboard-clock');
    const first = await clock.textContent();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect(clock).not.toHaveText(first ?? '', { timeout: 5000 });

    await page.getByRole('menuitem', { name: 'العملاء' }).click();
    await expect(page.getByRole('heading', { name: 'إدارة العملاء' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'الحجوزات' }).click();
    await expect(page.getByRole('heading', { name: 'إدارة الحجوزات' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'الخدمات' }).click();
    await expect(page.getByRole('heading', { name: 'إدارة الخدمات' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'التقارير' }).click();
    await expect(page.getByText('هذا القسم قيد التطوير')).toBeVisible();
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the sidebar reaches every screen with the keyboard', async ({ page }) => {
    await page.goto('/admin/contacts');
    const link = page.getByRole('link', { name: 'التقارير' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('heading', { name: 'التقارير والإحصاءات' })).toBeVisible();
  });

  test('on a phone the sidebar opens from the menu button and closes after choosing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/contacts');
    const menuButton = page.getByRole('button', { name: 'القائمة الرئيسية' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'التقارير' })).toBeHidden();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'التقارير' }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'التقارير والإحصاءات' })).toBeVisible();
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
