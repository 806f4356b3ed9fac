import { startBuiltServer, type RunningServer } from '../support/server';
import { TEST_ADMIN, test } from './fixtures';
import { ADMIN_TEST_TIMEOUT, expect, toast } from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

/**
 * The first account, made from ADMIN_EMAIL without ADMIN_NAME (or admin:create without --name), has
 * no name: every screen asks for one until it is given, so colleagues do not see "No name".
 * A server of its own, whose only account is that nameless one.
 */
let server: RunningServer;
test.beforeAll(async () => {
  // A server's start may take longer than Playwright's default hook time on a busy machine.
  test.setTimeout(ADMIN_TEST_TIMEOUT);
  server = await startBuiltServer({ ADMIN_NAME: '' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a nameless first account is asked for its name on a phone, and the notice goes once it is given', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('البريد الإلكتروني').fill(TEST_ADMIN.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);

  const notice = page.getByRole('alert').filter({ hasText: 'حسابك بلا اسم بعد' });
  await expect(notice).toBeInViewport();
  await notice.getByRole('link', { name: 'اكتب اسمك في «حسابي»' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  // My account's own name field says it; the notice is not repeated above it.
  await expect(notice).toHaveCount(0);
  const name = page.getByLabel('الاسم', { exact: true });
  await expect(name).toBeInViewport();
  await name.fill('نورة القحطاني');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(toast(page, 'تم حفظ الاسم')).toBeInViewport();

  await page.goto(`${server.url}/admin/contacts`);
  await expect(page.getByRole('heading', { name: 'رسائل التواصل' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
