import { startBuiltServer } from '../support/server';
import { allowConsoleErrors, test, TEST_ADMIN } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  chooseOption,
  clickToClose,
  createContact,
  expect,
  expectNoAxeViolations,
  holdLiveUpdates,
  listRows,
  placeholderRow,
  row,
  signIn,
  signInByApi,
  toast,
  unique,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

test.describe('admin contact messages', () => {
  test('add, preview, edit and delete a message', async ({ page }) => {
    await signIn(page);
    const name = unique('عميل اختبار');
    await page.getByRole('button', { name: 'إضافة رسالة' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة رسالة' });
    await dialog.getByLabel('الاسم').fill(name);
    await dialog.getByLabel('الجوال').fill('0551234567');
    await dialog.getByLabel('البريد الإلكتروني').fill('client@example.com');
    await dialog.getByLabel('الخدمة').fill('التنظيف');
    await dialog.getByLabel('الرسالة').fill('أحتاج تنظيف فيلا من دورين\nفي حي العزيزية');
    await dialog.getByLabel('الوقت المفضل').fill('صباحاً');
    await chooseOption(page, dialog, 'درجة الاستعجال', 'عاجل');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, 'تمت الإضافة بنجاح')).toBeInViewport();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toContainText('0551234567');
    await expect(row(page, name)).toContainText('عاجل');
    // From here on, searched for: other tests' new messages could push it off the first page.
    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);

    // Preview shows the whole message.
    await row(page, name).getByRole('button', { name: 'معاينة' }).click();
    const preview = page.getByRole('dialog', { name: 'تفاصيل الرسالة' });
    await expect(preview).toContainText('أحتاج تنظيف فيلا من دورين');
    await expect(preview).toContainText('في حي العزيزية');
    await expect(preview).toContainText('client@example.com');
    await expect(preview).toContainText('صباحاً');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // Edit keeps the id and changes the fields.
    await row(page, name).getByRole('button', { name: 'تعديل' }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل الرسالة' });
    await expect(edit.getByLabel('الاسم')).toHaveValue(name);
    await edit.getByLabel('الجوال').fill('0509998877');
    await edit.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, 'تم التحديث بنجاح')).toBeInViewport();
    await expect(row(page, name)).toContainText('0509998877');

    // Delete asks first; cancelling keeps the message.
    await row(page, name).getByRole('button', { name: 'حذف' }).click();
    const confirm = page.getByRole('dialog', { name: 'تأكيد الحذف' });
    await expect(confirm).toBeVisible();
    await clickToClose(confirm, 'إلغاء');
    await expect(row(page, name)).toHaveCount(1);
    await row(page, name).getByRole('button', { name: 'حذف' }).click();
    await clickToClose(confirm, 'حذف');
    await expect(toast(page, 'تم الحذف بنجاح')).toBeInViewport();
    await expect(row(page, name)).toHaveCount(0);
  });

  test('saving or deleting a message that is gone shows the failure messages', async ({ page }) => {
    allowConsoleErrors(page, /404/);
    await signInByApi(page);
    const name = unique('محذوف');
    const first = await createContact(page.request, { name, phone: '0557778899' });
    // Filtered to this test's messages: other tests add messages to the same inbox meanwhile.
    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await expect(row(page, name)).toHaveCount(1);

    // The edit form is open when another admin deletes the message.
    await row(page, name).getByRole('button', { name: 'تعديل' }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل الرسالة' });
    await edit.getByLabel('الرسالة').fill('تعديل بعد الحذف');
    expect((await page.request.post(`/backend/admin/contacts.php?id=${first}&_method=DELETE`)).status()).toBe(200);
    await edit.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, /^تعذّر الحفظ/)).toBeInViewport();
    await expect(toast(page, /^تعذّر الحفظ/)).toHaveCount(1);
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'إلغاء' }).click();
    // The live stream took it off the list meanwhile.
    await expect(row(page, name)).toHaveCount(0);

    // The delete confirmation is open when another admin deletes it.
    const second = await createContact(page.request, { name, phone: '0557778800' });
    await expect(row(page, name)).toHaveCount(1);
    await row(page, name).getByRole('button', { name: 'حذف' }).click();
    const confirm = page.getByRole('dialog', { name: 'تأكيد الحذف' });
    await expect(confirm).toBeInViewport();
    expect((await page.request.post(`/backend/admin/contacts.php?id=${second}&_method=DELETE`)).status()).toBe(200);
    await clickToClose(confirm, 'حذف');
    await expect(toast(page, /^تعذّر الحذف/)).toBeInViewport();
    await expect(row(page, name)).toHaveCount(0);
  });

  test('name and phone are required, and a bad phone or email is refused before sending', async ({ page }) => {
    await signIn(page);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/contacts.php')) posts += 1;
    });
    await page.getByRole('button', { name: 'إضافة رسالة' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة رسالة' });
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, 'الاسم ورقم الجوال مطلوبان')).toBeInViewport();
    await dialog.getByLabel('الاسم').fill('سعد الحربي');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    // The phone field, still empty, says why next to it.
    await expect(dialog.locator('.ant-form-item').filter({ hasText: 'الجوال' }).first()).toContainText(
      'الاسم ورقم الجوال مطلوبان',
    );
    await dialog.getByLabel('الجوال').fill('not a phone');
    await dialog.getByLabel('البريد الإلكتروني').fill('not-an-email');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog.getByText('الجوال: رقم غير صحيح')).toBeInViewport();
    await expect(dialog.getByText('البريد الإلكتروني: عنوان غير صحيح')).toBeInViewport();
    expect(posts).toBe(0);
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an invisible control character is refused next to its field, and nothing is sent', async ({ page }) => {
    await signIn(page);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/contacts.php')) posts += 1;
    });
    await page.getByRole('button', { name: 'إضافة رسالة' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة رسالة' });
    await dialog.getByLabel('الاسم').fill('سعد\u0007 الحربي');
    await dialog.getByLabel('الجوال').fill('0551234567');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog.getByText('الاسم: يحتوي على رمز تحكم غير مرئي')).toBeInViewport();
    expect(posts).toBe(0);
  });

  test('pages of 20, newest first, with previous/next disabled at the ends (45 messages)', async ({ page }) => {
    await signInByApi(page);
    const tag = unique('صفحات');
    // Zero-padded, so that the text "#01" never also matches "#10" to "#19".
    const nameOf = (i: number) => `${tag} #${String(i).padStart(2, '0')}`;
    for (let i = 1; i <= 45; i += 1) {
      await createContact(page.request, { name: nameOf(i), phone: `05${String(10000000 + i)}` });
    }
    // Searched for this test's messages: other tests add messages to the same table meanwhile.
    await page.goto(`/admin/contacts?q=${encodeURIComponent(tag)}`);
    const previous = page.getByRole('button', { name: 'السابق' });
    const next = page.getByRole('button', { name: 'التالي' });
    const rows = listRows(page);
    await expect(page.getByText('الإجمالي: 45', { exact: true })).toBeVisible();

    // Newest first: page 1 holds #45 to #26, page 2 #25 to #06, page 3 #05 to #01.
    const pages = [
      { newest: 45, oldest: 26 },
      { newest: 25, oldest: 6 },
      { newest: 5, oldest: 1 },
    ];
    for (const [index, { newest, oldest }] of pages.entries()) {
      const p = index + 1;
      if (p > 1) await next.click();
      await expect(page.getByTestId('page-indicator')).toHaveText(`صفحة ${p} من 3`);
      // The page is in the address (page 1 is the default and is left out), so a reload keeps it.
      if (p > 1) await expect(page).toHaveURL(new RegExp(`[?&]page=${p}(&|$)`));
      await expect(rows).toHaveCount(newest - oldest + 1);
      await expect(rows.first()).toContainText(nameOf(newest));
      await expect(rows.last()).toContainText(nameOf(oldest));
      if (p === 1) await expect(previous).toBeDisabled();
      else await expect(previous).toBeEnabled();
      if (p === 3) await expect(next).toBeDisabled();
      else await expect(next).toBeEnabled();
    }

    // Back to page 1 with the keyboard.
    for (const p of [2, 1]) {
      await previous.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('page-indicator')).toHaveText(`صفحة ${p} من 3`);
    }
    await expect(rows.first()).toContainText(nameOf(45));
    await expect(previous).toBeDisabled();
  });

  test('a failed list load shows the toast and the red error row', async ({ page }) => {
    allowConsoleErrors(page, /400/);
    await signInByApi(page);
    // A page number the server refuses (more than 9 digits): a real failed list call.
    await page.goto('/admin/contacts?page=99999999999');
    await expect(toast(page, 'تعذّر تحميل الرسائل')).toBeInViewport();
    // One failed call, one message: shown by the query client, by no screen of its own. (Other
    // tests' new messages may add their own live notices meanwhile.)
    await expect(page.locator('.ant-message-notice').filter({ hasNotText: /رسالة جديدة من/ })).toHaveCount(1);
    await expect(placeholderRow(page).getByRole('alert')).toContainText('تعذّر تحميل الرسائل');
    await expect(listRows(page)).toHaveCount(0);
  });

  test('a server that cannot be reached: one message, from the one place that shows failures', async ({ page }) => {
    test.slow();
    allowConsoleErrors(page, /ERR_CONNECTION_REFUSED|Failed to load resource/);
    // A server of its own, stopped while the screen is open.
    const server = await startBuiltServer();
    await page.request.post(`${server.url}/backend/admin/login.php`, { data: TEST_ADMIN });
    await page.goto(`${server.url}/admin/contacts`);
    await expect(page.getByRole('heading', { name: 'رسائل التواصل' })).toBeVisible();
    await server.stop();
    await page.getByRole('button', { name: 'تحديث' }).click();
    // Every call open at that moment fails; the person is told once that the server is unreachable.
    await expect(toast(page, /^تعذّر الوصول إلى الخادم/)).toBeInViewport();
    await expect(page.locator('.ant-message-notice')).toHaveCount(1);
    await expect(placeholderRow(page).getByRole('alert')).toContainText('تعذّر تحميل الرسائل');
  });

  test('when the date picker cannot be loaded, the dates are the browser’s own fields and the screen stays', async ({
    page,
  }) => {
    allowConsoleErrors(page, /Failed to load resource|date-field/);
    await page.route(/\/admin\/assets\/date-field-[^/]*\.js$/, (route) => route.abort('connectionfailed'));
    await signInByApi(page);
    await page.goto('/admin/contacts');
    const from = page.locator('input[type="date"]').first();
    await expect(from).toBeVisible();
    await from.fill('2026-03-10');
    await expect(page).toHaveURL(/from=2026-03-10/);
    await expect(page.getByRole('heading', { name: 'رسائل التواصل' })).toBeVisible();
  });

  test('keyboard: open the add form, fill it and save with Enter', async ({ page }) => {
    await signIn(page);
    const name = unique('لوحة مفاتيح');
    const add = page.getByRole('button', { name: 'إضافة رسالة' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'إضافة رسالة' });
    await expect(dialog.getByLabel('الاسم')).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('الجوال')).toBeFocused();
    await page.keyboard.type('0561112223');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'تمت الإضافة بنجاح')).toBeInViewport();
    await expect(row(page, name)).toHaveCount(1);
    // Escape closes an open dialog.
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'إضافة رسالة' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'إضافة رسالة' })).toBeHidden();
  });

  test('on a small laptop a row keeps its actions in view while its other columns scroll sideways', async ({
    page,
  }) => {
    await signInByApi(page);
    const name = unique('عرض ضيق');
    await createContact(page.request, { name, phone: '0550000000' });
    await page.setViewportSize({ width: 1024, height: 900 });
    // Searched for, so that other tests' new messages cannot push the row below the fold.
    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    for (const action of ['معاينة', 'تعديل', 'حذف']) {
      await expect(row(page, name).getByRole('button', { name: action, exact: true })).toBeInViewport({ ratio: 1 });
    }
  });

  test('the contact messages screen and its form have no axe violations', async ({ page }) => {
    await signInByApi(page);
    await holdLiveUpdates(page);
    const name = unique('axe');
    await createContact(page.request, { name, phone: '0550000000', urgency: 'emergency' });
    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await expect(listRows(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'إضافة رسالة' }).click();
    await expect(page.getByRole('dialog', { name: 'إضافة رسالة' })).toBeInViewport();
    await expectNoAxeViolations(page);
    // The screens follow the system's dark mode; it must read as well.
    await page.keyboard.press('Escape');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.getByRole('dialog', { name: 'إضافة رسالة' })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
