import type { Browser, Page } from '@playwright/test';
import { allowConsoleErrors, baseUrl, test } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  chooseOption,
  clickToClose,
  createContact,
  expect,
  expectNoAxeViolations,
  holdLiveUpdates,
  row,
  signIn,
  signInByApi,
  toast,
  unique,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT * 2 });

const FIRST = 'first temporary phrase 481';
const OWN = 'my own chosen phrase 902';
/** An e-mail no other test uses. */
const uniqueEmail = () => `${unique('staff').replace(/\W+/g, '.')}@example.com`;

/** A colleague added by the admin through the API, with their own password already chosen. */
async function readyColleague(page: Page, name: string): Promise<string> {
  const email = uniqueEmail();
  const added = await page.request.post('/backend/admin/staff.php', { data: { name, email, password: FIRST } });
  expect(added.status()).toBe(201);
  return email;
}
async function signedInContext(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const res = await context.request.post('/backend/admin/login.php', { data: { email, password } });
  expect(res.status()).toBe(200);
  return context;
}
async function chooseOwnPassword(browser: Browser, email: string) {
  const context = await signedInContext(browser, email, FIRST);
  const res = await context.request.post('/backend/admin/account-password.php', {
    data: { currentPassword: FIRST, newPassword: OWN },
  });
  expect(res.status()).toBe(200);
  await context.request.post('/backend/admin/logout.php');
  await context.close();
}

test.describe('staff accounts and the audit log', () => {
  test('a colleague added here signs in as themselves; what they delete is in the log under their name', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    const contactName = unique('عميل سيزال');
    await createContact(page.request, { name: contactName, phone: '0551234567' });

    // Add the colleague.
    const name = unique('سارة');
    const email = uniqueEmail();
    await page.goto('/admin/staff');
    await page.getByRole('button', { name: 'إضافة موظف' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة موظف' });
    await dialog.getByLabel('الاسم').fill(name);
    await dialog.getByLabel('البريد الإلكتروني').fill(email);
    await dialog.getByLabel('كلمة المرور الأولى').fill(FIRST);
    // A new colleague is an agent unless chosen otherwise; a manager may delete messages.
    await expect(dialog.getByRole('radio', { name: /^موظف خدمة العملاء/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /^مدير/ }).check();
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, 'تمت إضافة الحساب')).toBeInViewport();
    await expect(row(page, email)).toContainText('بانتظار تغيير كلمة المرور');
    await expect(row(page, email)).toContainText('مدير');

    // They sign in in another browser and must choose their own password first.
    const theirs = await browser.newContext({ baseURL: baseUrl() });
    const colleague = await theirs.newPage();
    await colleague.goto('/admin/login');
    await colleague.getByLabel('البريد الإلكتروني').fill(email);
    await colleague.getByLabel('كلمة المرور', { exact: true }).fill(FIRST);
    await colleague.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(colleague).toHaveURL(/\/admin\/change-password$/);
    await expect(colleague.getByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeInViewport();
    // The password they have just typed is not asked for again.
    await expect(colleague.getByLabel('كلمة المرور الحالية')).toHaveCount(0);
    await colleague.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(OWN);
    await colleague.getByLabel('تأكيد كلمة المرور الجديدة').fill(OWN);
    await colleague.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(toast(colleague, 'تم تغيير كلمة المرور')).toBeInViewport();
    await expect(colleague).toHaveURL(/\/admin\/contacts$/);

    // They delete the message.
    await colleague.goto(`/admin/contacts?q=${encodeURIComponent(contactName)}`);
    await row(colleague, contactName).getByRole('button', { name: 'حذف', exact: true }).click();
    await clickToClose(colleague.getByRole('dialog', { name: 'تأكيد الحذف' }), 'حذف');
    await expect(toast(colleague, 'تم الحذف بنجاح')).toBeInViewport();
    await theirs.close();

    // The admin sees it in the log, said with the colleague's name.
    await page.goto('/admin/audit');
    // Other tests add staff too, and the list shows only a few at a time: typing narrows it.
    await page.getByLabel('الشخص', { exact: true }).fill(name);
    await chooseOption(page, page, 'الشخص', name);
    await expect(page).toHaveURL(/actor=\d+/);
    // Names are isolated in their own direction inside the sentence (FSI … PDI).
    const isolated = (text: string) => `\u2068${text}\u2069`;
    await expect(page.getByText(`حذف ${isolated(name)} رسالة من ${isolated(contactName)}`)).toBeInViewport();
    await expect(page.getByText(`سجّل ${isolated(name)} الدخول`).first()).toBeVisible();
    // 24 kinds: typing narrows the list to the one wanted.
    await page.getByLabel('نوع العملية', { exact: true }).fill('حذف رسالة');
    await chooseOption(page, page, 'نوع العملية', 'حذف رسالة');
    await expect(page).toHaveURL(/action=contact\.deleted/);
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the one entry
    await expect(page.getByText('0551234567')).toBeVisible(); // what was deleted
  });

  test('changing my password: mismatch and policy refusals are said, success ends my other sessions', async ({
    page,
    browser,
  }) => {
    allowConsoleErrors(page, /400/);
    await signInByApi(page);
    const email = await readyColleague(page, unique('خالد'));
    await chooseOwnPassword(browser, email);
    const other = await signedInContext(browser, email, OWN);
    const mine = await browser.newContext({ baseURL: baseUrl() });
    const me = await mine.newPage();
    allowConsoleErrors(me, /400/);
    await mine.request.post('/backend/admin/login.php', { data: { email, password: OWN } });
    await me.goto('/admin/account');
    await expect(me.getByRole('heading', { name: 'حسابي', level: 1 })).toBeVisible();
    await expect(me.getByText(email)).toBeVisible();

    const current = me.getByLabel('كلمة المرور الحالية');
    const fresh = me.getByLabel('كلمة المرور الجديدة', { exact: true });
    const confirm = me.getByLabel('تأكيد كلمة المرور الجديدة');
    const submit = me.getByRole('button', { name: 'تغيير كلمة المرور' });
    await current.fill(OWN);
    await fresh.fill('short');
    await confirm.fill('different');
    await submit.click();
    await expect(me.getByText('يجب ألا تقل كلمة المرور عن 12 حرفًا')).toBeInViewport();
    await expect(me.getByText('كلمتا المرور غير متطابقتين')).toBeInViewport();

    await fresh.fill('password1234');
    await confirm.fill('password1234');
    await submit.click();
    await expect(
      toast(me, 'تعذّر تغيير كلمة المرور: كلمة المرور الجديدة: من كلمات المرور الشائعة؛ اختر غيرها'),
    ).toBeInViewport();

    await fresh.fill('a phrase only i know 5150');
    await confirm.fill('a phrase only i know 5150');
    await submit.click();
    await expect(toast(me, 'تم تغيير كلمة المرور، وأُنهيت جلساتك الأخرى')).toBeInViewport();
    expect((await other.request.get('/backend/admin/contacts.php')).status()).toBe(401);
    expect((await me.request.get('/backend/admin/contacts.php')).status()).toBe(200);
    await other.close();
    await mine.close();
  });

  test('signing out another session of mine sends that browser to sign-in', async ({ page, browser }) => {
    await signInByApi(page);
    const email = await readyColleague(page, unique('نورة'));
    await chooseOwnPassword(browser, email);
    const desk = await signedInContext(browser, email, OWN);
    const deskPage = await desk.newPage();
    allowConsoleErrors(deskPage, /401/);
    await deskPage.goto('/admin/contacts');
    await expect(deskPage.getByRole('heading', { name: 'رسائل التواصل' })).toBeVisible();

    const laptop = await signedInContext(browser, email, OWN);
    const mine = await laptop.newPage();
    await mine.goto('/admin/account');
    const sessions = mine.getByRole('listitem').filter({ hasText: 'آخر نشاط' });
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'هذه الجلسة' })).toHaveCount(1);
    await sessions.filter({ hasNotText: 'هذه الجلسة' }).getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(toast(mine, 'تم تسجيل الخروج من تلك الجلسة')).toBeInViewport();
    await expect(sessions).toHaveCount(1);

    // Its live stream ends with the session; the screen learns it at once and goes to sign-in.
    await expect(deskPage).toHaveURL(/\/admin\/login$/);
    await expect(deskPage.getByRole('heading', { name: 'تسجيل دخول الإدارة' })).toBeInViewport();
    await desk.close();
    await laptop.close();
  });

  test('on a tablet and a small laptop every action of an account is wholly in view', async ({ page }) => {
    await signInByApi(page);
    const name = unique('زميل الشاشة');
    await readyColleague(page, name);
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/staff');
      for (const action of ['تعديل', 'إعادة تعيين كلمة المرور', 'إيقاف']) {
        await expect(page.getByRole('button', { name: action, exact: true }).first()).toBeInViewport({ ratio: 1 });
      }
    }
  });

  test('the three screens pass axe in light and dark', async ({ page }) => {
    await signInByApi(page);
    await holdLiveUpdates(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [path, heading] of [
        ['/admin/account', 'حسابي'],
        ['/admin/staff', 'الموظفون'],
        ['/admin/audit', 'سجل النشاط'],
      ]) {
        await page.goto(path!);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      }
    }
  });
});
