import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  chooseOption,
  createContact,
  expect,
  expectNoAxeViolations,
  holdLiveUpdates,
  row,
  signInByApi,
  toast,
  unique,
} from './admin-support';
import { horizontalOverflow } from './layout-checks';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

function drawer(page: Page) {
  return page.getByRole('dialog', { name: 'تفاصيل الرسالة' });
}

test.describe('working the messages', () => {
  test('work a message from new to done with a note; opening it marks it read', async ({ page }) => {
    await signInByApi(page);
    const name = unique('عميلة المكتب');
    await createContact(page.request, { name, phone: '055 444 3322', service: 'تنظيف', urgency: 'urgent' });
    // Filtered to this test's message: other tests add messages to the same inbox meanwhile.
    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await expect(row(page, name)).toHaveClass(/message-unread/);
    await expect(row(page, name)).toContainText('جديدة');

    await row(page, name).getByRole('button', { name }).click();
    const panel = drawer(page);
    await expect(panel).toBeInViewport();
    await expect(panel.getByRole('link', { name: /اتصال/ })).toHaveAttribute('href', 'tel:+966554443322');
    const whatsapp = await panel.getByRole('link', { name: 'واتساب' }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/966554443322\?text=/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(`السلام عليكم ${name}`);
    await expect(panel).toContainText('تنظيف');

    for (const status of ['تم التواصل', 'تمت الجدولة', 'منجزة']) {
      await chooseOption(page, panel, 'الحالة', status);
      await expect(toast(page, 'تم حفظ الحالة').last()).toBeInViewport();
    }
    await panel.getByRole('button', { name: 'إضافة ملاحظة' }).click();
    await expect(panel.getByText('اكتب نص الملاحظة أولاً')).toBeInViewport();
    await panel.getByLabel('إضافة ملاحظة').fill('اتصلت بها وتم التنظيف يوم السبت');
    await panel.getByRole('button', { name: 'إضافة ملاحظة' }).click();
    await expect(panel.getByText('اتصلت بها وتم التنظيف يوم السبت')).toBeVisible();
    await expect(panel.getByText('admin@test.example')).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(row(page, name)).toContainText('منجزة');
    await expect(row(page, name)).not.toHaveClass(/message-unread/);
    await page.getByRole('tab', { name: /^منجزة/ }).click();
    await expect(page).toHaveURL(/status=done/);
    await expect(row(page, name)).toHaveCount(1);

    // Mark unread again from the panel.
    await row(page, name).getByRole('button', { name }).click();
    await drawer(page).getByRole('button', { name: 'تعليم كغير مقروءة' }).click();
    await expect(toast(page, 'تعليم كغير مقروءة')).toBeInViewport();
  });

  test('search finds Arabic typed with another hamza, and the filters live in the URL', async ({ page }) => {
    await signInByApi(page);
    const word = unique('بحث').replace(/\s+/g, '');
    await createContact(page.request, { name: `أسامة ${word}`, phone: '0551112233', urgency: 'emergency' });
    await createContact(page.request, { name: `إيمان ${word}`, phone: '0551112244' });
    await page.goto('/admin/contacts');
    await page.getByLabel('بحث في الرسائل').fill(`اسامه ${word}`);
    await page.getByLabel('بحث في الرسائل').press('Enter');
    await expect(row(page, 'أسامة')).toHaveCount(1);
    await expect(row(page, 'إيمان')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`q=`));

    // A shared link with filters opens the same view, and survives a reload.
    await page.goto(`/admin/contacts?q=${encodeURIComponent(word)}&urgency=emergency`);
    await expect(row(page, 'أسامة')).toHaveCount(1);
    await expect(row(page, 'إيمان')).toHaveCount(0);
    await page.reload();
    await expect(row(page, 'أسامة')).toHaveCount(1);
    await page.getByRole('button', { name: 'مسح عوامل التصفية' }).click();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
  });

  test('urgency, dates, order and an emptied search box each change the list and the URL, by keyboard too', async ({
    page,
  }) => {
    await signInByApi(page);
    const word = unique('مرشح').replace(/\s+/g, '');
    await createContact(page.request, { name: `أقدم ${word}`, phone: '0551112233', urgency: 'emergency' });
    await createContact(page.request, { name: `أحدث ${word}`, phone: '0551112244' });
    await page.goto(`/admin/contacts?q=${encodeURIComponent(word)}`);
    const names = page.locator('.data-table tbody tr .item-open');
    await expect(names).toHaveText([new RegExp(`أحدث ${word}`), new RegExp(`أقدم ${word}`)]);

    // The status tabs: one tab stop, and in Arabic the left arrow goes on to the next tab.
    const all = page.getByRole('tab', { name: /^الكل/ });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await all.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: /^جديدة/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /^جديدة/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/status=new/);
    await page.keyboard.press('Home');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(page).not.toHaveURL(/status=/);

    const urgency = page.getByLabel('درجة الاستعجال');
    await urgency.focus();
    await urgency.selectOption({ label: 'طارئ' });
    await expect(page).toHaveURL(/urgency=emergency/);
    await expect(names).toHaveText([new RegExp(`أقدم ${word}`)]);
    await urgency.selectOption({ label: 'درجة الاستعجال: الكل' });
    await expect(page).not.toHaveURL(/urgency=/);
    await expect(names).toHaveCount(2);

    await page.getByLabel('الترتيب').selectOption({ label: 'الأقدم أولاً' });
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(names).toHaveText([new RegExp(`أقدم ${word}`), new RegExp(`أحدث ${word}`)]);

    // Dates far from today, so the time zone of the machine cannot move a message across them; typed
    // as the admin shows them, day first, in both languages.
    const to = page.getByLabel('إلى تاريخ');
    // The empty box says what to do in the admin's language, not "dd/mm/yyyy".
    await expect(to).toHaveAttribute('placeholder', 'اختر يومًا');
    await to.fill('01/01/2000');
    await to.press('Enter');
    await expect(page).toHaveURL(/to=2000-01-01/);
    await expect(page.getByText('لا توجد رسائل', { exact: true })).toBeInViewport();
    await to.hover();
    await page.locator('.ant-picker-clear').click();
    await expect(page).not.toHaveURL(/to=/);
    const from = page.getByLabel('من تاريخ');
    await from.fill('01/01/2000');
    await from.press('Enter');
    await expect(page).toHaveURL(/from=2000-01-01/);
    await expect(names).toHaveCount(2);
    // Two changes in one moment, before the screen draws the first (quick keys can do this): both stay.
    await page.evaluate(() => {
      const choose = (label: string, value: string) => {
        const field = document.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`);
        if (!field) throw new Error(`no select ${label}`);
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      };
      choose('درجة الاستعجال', 'emergency');
      choose('الترتيب', 'newest');
    });
    await expect(page).toHaveURL(/urgency=emergency/);
    await expect(page).not.toHaveURL(/sort=/);
    await expect(names).toHaveText([new RegExp(`أقدم ${word}`)]);
    await page.getByLabel('الترتيب').selectOption({ label: 'الأقدم أولاً' });

    // Emptying the search box ends the search at once; the other filters stay.
    await page.getByLabel('بحث في الرسائل').fill('');
    await expect(page).not.toHaveURL(/q=/);
    await expect(page).toHaveURL(/from=2000-01-01.*sort=oldest|sort=oldest.*from=2000-01-01/);
  });

  test('spam is held with why, and "not spam" moves it to the inbox as new', async ({ page }) => {
    await signInByApi(page);
    const name = unique('رسالة محجوزة');
    const sent = await page.request.post('/backend/contact_submit.php', {
      data: {
        name,
        phone: '0559990000',
        service: '',
        message: '',
        email: '',
        preferredTime: '',
        urgency: 'normal',
        website: 'bot',
      },
    });
    expect(sent.status()).toBe(201);
    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await expect(row(page, name)).toHaveCount(0);
    await page.getByText('رسائل مزعجة', { exact: true }).click();
    await expect(page).toHaveURL(/folder=spam/);
    await expect(row(page, name)).toContainText('ملأ حقلاً مخفيًا');
    await row(page, name).getByRole('button', { name }).click();
    await drawer(page)
      .getByRole('button', { name: /ليست مزعجة/ })
      .click();
    await expect(toast(page, 'نُقلت الرسالة إلى صندوق الوارد')).toBeInViewport();
    await page.keyboard.press('Escape');
    await page.getByText('صندوق الوارد', { exact: true }).click();
    await expect(row(page, name)).toContainText('جديدة');
  });

  test('export downloads the filtered view as CSV with a BOM', async ({ page }) => {
    await signInByApi(page);
    const word = unique('تصدير').replace(/\s+/g, '');
    await createContact(page.request, { name: `عميل ${word}`, phone: '0552223344' });
    await page.goto(`/admin/contacts?q=${encodeURIComponent(word)}`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /تصدير CSV/ }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`عميل ${word}`);
  });

  test('on a phone the list is cards with no sideways scrolling, and a message opens full screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page);
    const name = unique('بطاقة');
    await createContact(page.request, { name, phone: '0553334455', service: 'نقل أثاث', urgency: 'emergency' });
    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    const card = page.locator('.item-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('نقل أثاث');
    await expect(card).toContainText('طارئ');
    await expect(card).toContainText('جديدة');
    expect(await horizontalOverflow(page)).toEqual([]);
    await card.getByRole('button', { name }).click();
    const panel = drawer(page);
    await expect(panel).toBeInViewport();
    const box = await page.locator('.ant-drawer-content-wrapper').boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test('the inbox and an open message have no axe violations, light and dark', async ({ page }) => {
    await signInByApi(page);
    await holdLiveUpdates(page);
    const name = unique('axe مكتب');
    const id = await createContact(page.request, { name, phone: '0556667788' });
    await page.request.post(`/backend/admin/contact-notes.php?contact_id=${id}`, { data: { body: 'ملاحظة' } });
    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await expect(row(page, name)).toHaveCount(1);
    await expectNoAxeViolations(page);
    await row(page, name).getByRole('button', { name }).click();
    await expect(drawer(page).getByText('ملاحظة', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  });
});
