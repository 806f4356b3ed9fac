import type { Page } from '@playwright/test';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import { test } from './fixtures';
import { cellsOutsideViewport, horizontalOverflow } from './layout-checks';
import {
  ADMIN_TEST_TIMEOUT,
  bookLastFreeWindow,
  createContact,
  expect,
  signInByApi,
  signedInColleague,
  toast,
  unique,
  uniquePhone,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

/** Today on the office's clock (the reports count Saudi days). */
const saudiToday = () => new Date(Date.now() + OFFICE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/**
 * A visitor's message, scheduled for today from its panel (a team of its own, so nothing overlaps)
 * and marked completed from the week: the whole way the office works a lead.
 */
async function scheduleAndComplete(page: Page, name: string, price: number): Promise<void> {
  const id = await createContact(page.request, { name, phone: uniquePhone(), service: 'Marble', urgency: 'normal' });
  await page.goto(`/admin/contacts?id=${id}`);
  await page.getByRole('dialog', { name: 'تفاصيل الرسالة' }).getByRole('button', { name: 'جدولة زيارة' }).click();
  const form = page.getByRole('dialog', { name: 'جدولة زيارة' });
  await expect(form).toBeInViewport();
  // A new visit is for today unless changed.
  await form.getByLabel('من الساعة').fill('06:00');
  await form.getByLabel('إلى الساعة').fill('07:00');
  await form.getByLabel('العنوان').fill('حي قباء، شارع 3');
  await form.getByLabel('الحي').fill(unique('حي'));
  await form.getByLabel('الفريق').fill(unique('فريق التقارير'));
  await form.getByLabel('السعر (ريال)').fill(String(price));
  await form.getByRole('button', { name: 'حفظ' }).click();
  // 06:00 today has passed unless the office's clock is not there yet: then the form asks first.
  const saved = toast(page, 'تمت جدولة الزيارة');
  const past = page.getByRole('dialog', { name: 'موعد الزيارة مضى' });
  await expect(saved.or(past)).toBeInViewport();
  if (await past.isVisible()) await past.getByRole('button', { name: 'الحفظ على أي حال' }).click();
  await expect(saved).toBeInViewport();

  await page.goto(`/admin/bookings?week=${saudiToday()}`);
  await page.locator(`.week-day[data-day="${saudiToday()}"] .visit-block`).filter({ hasText: name }).click();
  const panel = page.getByRole('dialog', { name: 'الزيارة', exact: true });
  await panel.getByRole('button', { name: 'تم التنفيذ' }).click();
  await expect(toast(page, 'سُجّلت الزيارة مكتملة')).toBeInViewport();
}

/** How many of the period's messages have a completed visit (the funnel's last row). */
async function funnelCompleted(page: Page): Promise<number> {
  const funnel = page.getByRole('region', { name: 'من الرسالة إلى الزيارة المكتملة' });
  const row = funnel.getByRole('row').filter({ hasText: 'اكتملت زيارتها' });
  return Number((await row.locator('td').nth(1).innerText()).replace(/[^\d]/g, ''));
}

/** A row's count in a figure's table (its second cell), 0 when the figure has no such row. */
async function rowCount(page: Page, region: string, row: string): Promise<number> {
  const found = page.getByRole('region', { name: region }).getByRole('row').filter({ hasText: row });
  if ((await found.count()) === 0) return 0;
  return Number((await found.first().locator('td').nth(1).innerText()).replace(/[^\d]/g, ''));
}

/** A headline figure's value as a number ("1,250 ر.س" → 1250). */
async function figure(page: Page, key: string): Promise<number> {
  const text = await page.getByTestId(`stat-${key}`).locator('.stat-value').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('reports', () => {
  test('a completed visit moves the revenue and the way from message to visit; each tab draws its charts', async ({
    page,
  }) => {
    await signInByApi(page);
    await page.goto('/admin/reports?period=week');
    await expect(page.getByRole('heading', { name: 'التقارير والإحصاءات' })).toBeVisible();
    const before = await figure(page, 'revenue');
    const completedBefore = await funnelCompleted(page);
    const name = unique('عميل التقرير');
    await scheduleAndComplete(page, name, 250_000);

    await page.goto('/admin/reports?period=week');
    await expect.poll(() => figure(page, 'revenue')).toBeGreaterThanOrEqual(before + 250_000);
    await expect(page.getByText(/^من .+ إلى .+ \(بتوقيت السعودية\)$/)).toBeVisible();
    const funnel = page.getByRole('region', { name: 'من الرسالة إلى الزيارة المكتملة' });
    const funnelChart = funnel.getByRole('img', { name: 'من الرسالة إلى الزيارة المكتملة' });
    await funnelChart.scrollIntoViewIfNeeded();
    await expect(funnelChart).toBeInViewport();
    // The way from message to completed visit moved too: one more message whose visit is done.
    expect(await funnelCompleted(page)).toBeGreaterThanOrEqual(completedBefore + 1);

    // The customer leads the week's revenue, named as written.
    await page.getByRole('tab', { name: 'العملاء' }).click();
    await expect(page).toHaveURL(/tab=clients/);
    const top = page.getByRole('region', { name: 'العملاء الأعلى إيرادًا' });
    await expect(top.getByRole('row').nth(1)).toContainText(name);
    await expect(top.getByRole('row').nth(1)).toContainText('250,000');

    for (const [tab, region] of [
      ['الخدمات', 'الطلب على كل خدمة'],
      ['المالية', 'الإيرادات حسب الخدمة'],
      ['الأداء', 'الزيارات حسب الحالة'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const card = page.getByRole('region', { name: region });
      await expect(card.getByRole('img', { name: region })).toBeVisible();
      await expect(
        card
          .getByRole('row')
          .filter({ hasText: 'الرخام والسيراميك' })
          .or(card.getByRole('row').filter({ hasText: 'مكتملة' }))
          .first(),
      ).toBeVisible();
    }

    // The services screen: the same revenue under marble, beside the starting prices the site shows.
    await page.goto('/admin/services?period=week');
    const services = page.getByRole('region', { name: 'أرقام كل خدمة' });
    await expect(services.getByRole('img', { name: 'أرقام كل خدمة' })).toBeVisible();
    const marble = services.getByRole('row').filter({ hasText: 'الرخام والسيراميك' });
    await expect(marble).toContainText('300\u00a0ر.س');
    await expect
      .poll(async () => Number((await marble.locator('td').nth(5).innerText()).replace(/[^\d]/g, '')))
      .toBeGreaterThanOrEqual(250_000);
    await expect(services.getByRole('row').filter({ hasText: 'التنظيف' })).toContainText('150\u00a0ر.س');
    await page.goBack();

    // The CSV of the tab on screen, for the period on screen.
    await page.getByRole('button', { name: 'سنة', exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'تصدير CSV' }).click();
    expect((await download).url()).toMatch(/reports-export\.php\?period=year&tab=performance$/);
  });

  test('in English at 390 px: the figures fit the phone and the charts are drawn', async ({ page, browser }) => {
    await signInByApi(page);
    // The language is kept on the account: a manager of their own switches, not the shared admin.
    const { context } = await signedInColleague(page, browser, { role: 'manager', name: 'Sam Carter' });
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/admin/reports?period=month&tab=financial');
    await phone.getByText('English', { exact: true }).click();
    await expect(phone.getByRole('heading', { name: 'Reports and statistics' })).toBeVisible();
    await expect(phone.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(phone.getByTestId('stat-revenue')).toBeInViewport();
    const chart = phone.getByRole('img', { name: 'Revenue by service' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toBeInViewport();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('at 390 px in Arabic: a booking from a city page moves the bookings’ way and names its page, all in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page);
    const funnel = 'حجوزات الموقع: من الطلب إلى الزيارة المكتملة';
    const pages = 'الصفحات التي جاءت منها الحجوزات';
    await page.goto('/admin/reports?period=week');
    await expect(page.getByRole('region', { name: funnel })).toBeAttached();
    const before = {
      requested: await rowCount(page, funnel, 'كل طلبات الحجز'),
      confirmed: await rowCount(page, funnel, 'أكّدناها'),
      page: await rowCount(page, pages, '/cities/medina'),
    };
    const booked = await bookLastFreeWindow(page.request, {
      service: 'marble',
      name: unique('عميل حجز التقرير'),
      page: '/cities/medina',
    });
    const confirmed = await page.request.post(`/backend/admin/booking-confirm.php?id=${booked.bookingId}`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    await page.goto('/admin/reports?period=week');
    const chart = page.getByRole('region', { name: funnel }).getByRole('img', { name: funnel });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toBeInViewport();
    // Every step named beside its bar, each in view on the phone.
    for (const step of ['كل طلبات الحجز', 'أكّدناها', 'اكتملت زيارتها', 'اعتذرنا عنها', 'أُلغيت']) {
      await expect(chart.locator('.bar-name').filter({ hasText: step }), step).toBeInViewport();
    }
    expect(await rowCount(page, funnel, 'كل طلبات الحجز')).toBeGreaterThanOrEqual(before.requested + 1);
    expect(await rowCount(page, funnel, 'أكّدناها')).toBeGreaterThanOrEqual(before.confirmed + 1);

    // The page it was booked from, by its path, beside its bar and in the table.
    const from = page.getByRole('region', { name: pages });
    // Beside its bar the path may wrap before its slashes (a zero-width space there).
    const bar = from
      .getByRole('img', { name: pages })
      .locator('.bar-name')
      .filter({ hasText: /^\/cities\u200b?\/medina$/ });
    await bar.scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    const row = from.getByRole('row').filter({ hasText: '/cities/medina' });
    await row.scrollIntoViewIfNeeded();
    await expect(row).toBeInViewport();
    expect(await rowCount(page, pages, '/cities/medina')).toBeGreaterThanOrEqual(before.page + 1);
    expect(await cellsOutsideViewport(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test('an agent has no reports: not in the menu, and the address says so', async ({ page, browser }) => {
    await signInByApi(page);
    const { context } = await signedInColleague(page, browser, { role: 'agent' });
    const agent = await context.newPage();
    await agent.goto('/admin/contacts');
    await expect(agent.getByRole('heading', { name: 'رسائل التواصل' })).toBeVisible();
    await expect(agent.getByRole('link', { name: 'التقارير' })).toHaveCount(0);
    await agent.goto('/admin/reports');
    await expect(agent.getByRole('heading', { name: 'ليست ضمن صلاحياتك' })).toBeInViewport();
    await context.close();
  });
});
