import { test } from './fixtures';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import { ADMIN_TEST_TIMEOUT, createContact, expect, signIn, signInByApi, unique, uniquePhone } from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

test.describe('admin navigation and the dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  test('the dashboard: clock ticks, the day at a glance, the admin’s menu to each screen, and logout', async ({
    page,
  }) => {
    // The older dashboard needs the local flag that the sign-in screen sets.
    await signIn(page);
    // A visit today: the dashboard lists it under today, with its customer as written.
    const name = unique('زيارة اليوم');
    const contact = await createContact(page.request, { name, phone: uniquePhone(), service: 'تنظيف' });
    const today = new Date(Date.now() + OFFICE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
    const visit = { contact_id: contact, date: today, from: '22:00', to: '23:00', team: unique('فريق'), price: 100 };
    const res = await page.request.post('/backend/admin/visits.php', {
      data: { ...visit, address: 'قباء', service_key: 'cleaning' },
    });
    expect(res.status()).toBe(201);
    await page.goto('/admin/dashboard');
    const todays = page.getByRole('region', { name: /^زيارات اليوم، / });
    await expect(todays.getByRole('row').filter({ hasText: name })).toContainText('22:00–23:00');
    await expect(page.getByTestId('stat-unread')).toContainText(/^رسائل لم تُقرأ\d/);
    await expect(page.getByTestId('stat-today')).toContainText(/^زيارات اليوم\d/);
    await expect(page.getByRole('heading', { name: /^زيارات الغد، / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'آخر 7 أيام مقارنة بالسبعة التي قبلها' })).toBeVisible();
    const clock = page.getByTestId('dashboard-clock');
    const first = await clock.textContent();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect(clock).not.toHaveText(first ?? '', { timeout: 5000 });
    // Inside the admin's layout: its menu, not a menu of the dashboard's own.
    await expect(page.getByRole('link', { name: 'رسائل التواصل' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'نظرة عامة' })).toHaveCount(0);

    await page.getByRole('menuitem', { name: 'العملاء' }).click();
    await expect(page.getByRole('heading', { name: 'إدارة العملاء' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'الزيارات' }).click();
    await expect(page.getByRole('heading', { name: 'إدارة الزيارات' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'الخدمات' }).click();
    await expect(page.getByRole('heading', { name: 'إدارة الخدمات' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'التقارير' }).click();
    await expect(page.getByRole('heading', { name: 'التقارير والإحصاءات' })).toBeVisible();
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
