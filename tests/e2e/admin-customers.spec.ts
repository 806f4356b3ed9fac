import type { Page } from '@playwright/test';
import { test } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  createContact,
  expect,
  signedInColleague,
  signInByApi,
  toast,
  unique,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

/** A Saudi mobile number no other test uses: its local and international forms. */
function newNumber() {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { local: `05${digits}`, international: `+966 5${digits.slice(0, 1)} ${digits.slice(1)}` };
}

function customerRows(page: Page) {
  return page.locator('.data-table tbody tr').filter({ has: page.locator('.item-open') });
}

test.describe('customers', () => {
  test('one customer per number: listed, filtered, opened; requests split off and merged back', async ({ page }) => {
    await signInByApi(page);
    const name = unique('عميلة');
    const phone = newNumber();
    await createContact(page.request, { name, phone: phone.local, service: 'تنظيف', urgency: 'normal' });
    await createContact(page.request, { name, phone: phone.international, service: 'Marble', urgency: 'normal' });

    await page.goto(`/admin/clients?q=${encodeURIComponent(name)}`);
    await expect(customerRows(page)).toHaveCount(1);
    const row = customerRows(page).first();
    await expect(row).toContainText(phone.local);
    await expect(row).toContainText(phone.international);
    await expect(row).toContainText('جديد');
    await page.getByRole('button', { name: 'مميز VIP' }).click();
    await expect(page).toHaveURL(/status=vip/);
    await expect(page.getByText('لا يوجد عملاء مطابقون')).toBeInViewport();
    await page.getByRole('button', { name: 'جديد', exact: true }).click();
    await expect(customerRows(page)).toHaveCount(1);

    await row.getByRole('button', { name }).click();
    const drawer = page.getByRole('dialog', { name: 'العميل' });
    await expect(drawer).toBeInViewport();
    await expect(drawer.getByRole('listitem')).toHaveCount(2);
    // "Marble" in the reader's language, whatever language it was asked in.
    await expect(drawer).toContainText('الرخام والسيراميك');
    await drawer.getByRole('checkbox').first().check();
    await drawer.getByRole('button', { name: 'نقل الطلبات المختارة إلى عميل جديد' }).click();
    await expect(toast(page, 'أصبحت الطلبات المختارة عميلًا مستقلًا')).toBeInViewport();
    await expect(drawer.getByRole('listitem')).toHaveCount(1);

    await drawer.getByLabel('العميل الآخر').fill(name);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    const confirm = page.getByRole('dialog', { name: 'دمج عميل آخر في هذا العميل' });
    await expect(confirm).toBeInViewport();
    await confirm.getByRole('button', { name: 'دمج عميل آخر في هذا العميل' }).click();
    await expect(toast(page, 'تم دمج العميلين')).toBeInViewport();
    await expect(drawer.getByRole('listitem')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(customerRows(page)).toHaveCount(1);
  });

  test('an agent in English on a phone: English labels, the customer full screen, no merge or split', async ({
    page,
    browser,
  }) => {
    await signInByApi(page);
    const name = unique('Customer');
    await createContact(page.request, { name, phone: newNumber().local, service: 'تنظيف', urgency: 'normal' });
    const agent = await signedInColleague(page, browser, { role: 'agent', name: 'Sam Agent' });
    expect(
      (await agent.context.request.post('/backend/admin/account.php', { data: { language: 'en' } })).status(),
    ).toBe(200);
    const phone = await agent.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/admin/clients?q=${encodeURIComponent(name)}`);
    await expect(phone.getByRole('heading', { name: 'Customers' })).toBeVisible();
    // A card on a phone, its status in view without scrolling sideways.
    const card = phone.locator('.list-cards li').filter({ hasText: name });
    await expect(card.getByText('New', { exact: true })).toBeInViewport();
    await card.getByRole('button', { name }).click();
    const drawer = phone.getByRole('dialog', { name: 'Customer' });
    await expect(drawer).toBeInViewport({ ratio: 1 });
    await expect(drawer).toContainText('Cleaning');
    await expect(drawer.getByRole('link', { name: 'Open in contact messages' })).toBeInViewport();
    await expect(drawer.getByLabel('The other customer')).toHaveCount(0);
    await expect(drawer.getByRole('checkbox')).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Open in contact messages' }).click();
    await expect(phone).toHaveURL(/\/admin\/contacts\?id=\d+$/);
    await expect(phone.getByRole('dialog', { name: 'Message details' })).toBeInViewport();
    await agent.context.close();
  });
});
