import { validContact } from '../../server/test/fixtures';
import { SmtpInbox } from '../../server/test/smtp-inbox';
import { startBuiltServer } from '../support/server';
import { test, TEST_ADMIN } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  freePort,
  createContact,
  expect,
  expectNoAxeViolations,
  holdLiveUpdates,
  signInByApi,
  unique,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

test.describe('settings and the e-mail link', () => {
  test('the settings screen says that e-mail to the office is not configured on this server', async ({ page }) => {
    await signInByApi(page);
    await holdLiveUpdates(page);
    await page.goto('/admin/contacts');
    await page.getByRole('link', { name: 'الإعدادات' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'إشعار المكتب بالبريد الإلكتروني' })).toBeInViewport();
    await expect(page.getByText('غير مفعّل', { exact: true })).toBeInViewport();
    await expect(page.getByRole('alert').filter({ hasText: 'أدخل إعدادات خادم البريد أدناه' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'إعدادات خادم البريد' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a link with ?id= opens that message, and closing it takes the id out of the address', async ({ page }) => {
    await signInByApi(page);
    const name = unique('رابط البريد');
    const id = await createContact(page.request, { name, phone: '0557778899', service: 'تنظيف' });
    await page.goto(`/admin/contacts?id=${id}`);
    const panel = page.getByRole('dialog', { name: 'تفاصيل الرسالة' });
    await expect(panel).toBeInViewport();
    await expect(panel).toContainText(name);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
  });

  test('a message from the public form reaches the office by e-mail; its link opens it; settings show it sent', async ({
    page,
  }) => {
    test.slow();
    // A real mail server in this process, and a server of its own that sends to it.
    const inbox = await SmtpInbox.start({ user: 'office@lamsat.example', pass: 'e2e mail pass 4417' });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startBuiltServer({
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      SMTP_URL: inbox.url(),
      NOTIFY_EMAIL_TO: 'office@lamsat.example',
    });
    try {
      const name = unique('عميل البريد');
      await page.goto(`${base}/`);
      const form = page.locator('#contact form');
      await form.getByLabel('الاسم').fill(name);
      await form.getByLabel('رقم الجوال').fill('0551234567');
      await form.getByLabel('الخدمة المطلوبة').selectOption('marble');
      await form.getByLabel('تفاصيل الطلب').fill('جلي رخام الصالة');
      await form.getByRole('button', { name: 'أرسل الطلب' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'تم حفظ رسالتك بنجاح' })).toBeInViewport();

      const [mail] = await inbox.until(1);
      expect(mail!.parsed.subject).toBe(`رسالة جديدة من ${name}`);
      const link = /href="([^"]+\/admin\/contacts\?id=\d+)"/.exec(mail!.parsed.html as string)?.[1];
      expect(link).toMatch(new RegExp(`^${base}/admin/contacts\\?id=\\d+$`));

      await page.request.post(`${base}/backend/admin/login.php`, { data: TEST_ADMIN });
      await page.goto(link!);
      const panel = page.getByRole('dialog', { name: 'تفاصيل الرسالة' });
      await expect(panel).toBeInViewport();
      await expect(panel).toContainText(name);
      await expect(panel).toContainText('جلي رخام الصالة');

      await page.goto(`${base}/admin/settings`);
      await expect(page.getByText('مفعّل', { exact: true })).toBeInViewport();
      await expect(page.getByText('عنوان واحد')).toBeInViewport();
      await expect(page.getByText('لم يُرسَل أي بريد بعد')).toHaveCount(0);
    } finally {
      // Off the admin screen first: its live stream would be cut, or its reconnect refused.
      await page.goto('about:blank');
      await server.stop();
      await inbox.stop();
    }
  });

  test('the owner sets the e-mail in the settings screen, sends a test e-mail, and the next message arrives there', async ({
    page,
  }) => {
    test.slow();
    const account = { user: 'office@lamsat.example', pass: 'screen mail pass 6620' };
    const inbox = await SmtpInbox.start(account);
    // A server of its own: the settings are the whole server's, and the shared one must stay off.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startBuiltServer({ PORT: String(port), PUBLIC_BASE_URL: base });
    try {
      await page.request.post(`${base}/backend/admin/login.php`, { data: TEST_ADMIN });
      await page.goto(`${base}/admin/settings`);
      const form = page.locator('form#email-settings');
      await form.getByLabel('خادم البريد (SMTP)').fill('127.0.0.1');
      await form.getByLabel('المنفذ', { exact: true }).fill(String(inbox.port));
      await form.getByLabel('اسم المستخدم').fill(account.user);
      await form.getByLabel('كلمة المرور', { exact: true }).fill(account.pass);
      await form.getByLabel('عنوان المرسل').fill('site@lamsat.example');
      await form.getByLabel('المستلمون').fill('office@lamsat.example, manager@lamsat.example');
      await form.getByRole('button', { name: 'حفظ الإعدادات' }).click();
      await expect(page.locator('.ant-message-notice').filter({ hasText: 'تم حفظ إعدادات البريد' })).toBeInViewport();
      await expect(page.getByText('مفعّل', { exact: true })).toBeVisible();
      // The password is not shown again: its field is empty, and says it is kept.
      await expect(form.getByLabel('كلمة المرور', { exact: true })).toHaveValue('');
      await expect(form.getByLabel('كلمة المرور', { exact: true })).toHaveAttribute('placeholder', /محفوظة/);

      await page.getByRole('button', { name: 'إرسال بريد تجريبي' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'أُرسل البريد التجريبي' })).toBeInViewport();
      const [test] = await inbox.until(1);
      expect(test!.to).toEqual(['office@lamsat.example', 'manager@lamsat.example']);

      const name = unique('عميل الإعدادات');
      const sent = await page.request.post(`${base}/backend/contact_submit.php`, {
        data: { ...validContact, name },
      });
      expect(sent.status()).toBe(201);
      const [, message] = await inbox.until(2);
      expect(message!.parsed.subject).toContain(name);
    } finally {
      await page.goto('about:blank');
      await server.stop();
      await inbox.stop();
    }
  });
});
