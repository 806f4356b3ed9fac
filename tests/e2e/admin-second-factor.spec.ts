import type { BrowserContext, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { test } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  COLLEAGUE_PASSWORDS,
  expect,
  expectNoAxeViolations,
  signInByApi,
  signedInColleague,
  toast,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT * 2 });

/**
 * Two-step verification as a person meets it, on a phone: turning it on from the account screen by
 * the key the page shows (the test's own authenticator app is otplib), the recovery codes shown once,
 * then signing in with a code and with a recovery code. The colleagues are agents, for whom it is a
 * choice: the policy, which applies to every test's owners and managers, stays as the suite set it
 * (the policy forcing the set-up is proven in the API suite, server/test/second-factor.test.ts).
 */

/** The app's code for the step after the clock's: accepted once, and later than the one that linked it. */
const nextCode = (key: string) => generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) + 30 });

async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

async function passwordStep(page: Page, email: string, labels: { email: string; password: string; submit: string }) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(COLLEAGUE_PASSWORDS.own);
  await page.getByRole('button', { name: labels.submit }).click();
}
const ARABIC = { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' };
const ENGLISH = { email: 'Email', password: 'Password', submit: 'Sign in' };

test('turned on from the account screen by the key shown, then signing in with a code and with a recovery code (Arabic, 390 px)', async ({
  page,
  browser,
}) => {
  await signInByApi(page);
  const { email, context } = await signedInColleague(page, browser, { role: 'agent' });
  const phone = await phonePage(context);
  await phone.goto('/admin/account');
  await phone.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click();
  const key = (await phone.getByTestId('totp-key').innerText()).trim();
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(phone.locator('.ant-qrcode')).toBeInViewport();
  await phone.getByLabel('رمز التحقق').fill('000000');
  await phone.getByRole('button', { name: 'تأكيد وتفعيل' }).click();
  await expect(toast(phone, 'الرمز غير صحيح')).toBeInViewport();
  await phone.getByLabel('رمز التحقق').fill(generateSync({ secret: key }));
  await phone.getByRole('button', { name: 'تأكيد وتفعيل' }).click();
  const list = phone.getByTestId('recovery-codes');
  await expect(list.getByText('رموز الاسترداد')).toBeInViewport();
  const codes = (await list.locator('li code').allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(phone);
  await phone.getByRole('button', { name: 'حفظت الرموز' }).click();
  await expect(phone.getByText('مفعّل بتطبيق المصادقة. رموز الاسترداد المتبقية: 10')).toBeVisible();

  // Signed out, the password alone is not enough any more.
  await context.request.post('/backend/admin/logout.php');
  await phone.goto('/admin/login');
  await passwordStep(phone, email, ARABIC);
  await expect(phone.getByRole('heading', { name: 'التحقق بخطوتين' })).toBeInViewport();
  await phone.getByLabel('رمز التحقق').fill('123456');
  await phone.getByRole('button', { name: 'تحقّق' }).click();
  await expect(phone.getByRole('alert')).toContainText('الرمز غير صحيح أو استُخدم من قبل');
  await expect(phone.getByRole('alert')).toBeInViewport();
  await expectNoAxeViolations(phone);
  await phone.getByLabel('رمز التحقق').fill(nextCode(key));
  await phone.getByRole('button', { name: 'تحقّق' }).click();
  await expect(phone).toHaveURL(/\/admin\/contacts$/);

  // A lost phone: a recovery code, once.
  await context.request.post('/backend/admin/logout.php');
  await phone.goto('/admin/login');
  await passwordStep(phone, email, ARABIC);
  await phone.getByRole('button', { name: 'فقدت جوالي: استخدم رمز استرداد' }).click();
  await phone.getByLabel('رمز الاسترداد').fill(codes[0]!);
  await phone.getByRole('button', { name: 'تحقّق' }).click();
  await expect(phone).toHaveURL(/\/admin\/contacts$/);
  await context.close();
});

test('signing in with a code on a phone in English, and "this device is mine" skipping it the next time', async ({
  page,
  browser,
}) => {
  await signInByApi(page);
  const { email, context } = await signedInColleague(page, browser, { role: 'agent' });
  // Linked through the API as the account screen does.
  const started = await context.request.post('/backend/admin/mfa-totp.php');
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await context.request.post('/backend/admin/mfa-totp.php?action=confirm', {
    data: { code: generateSync({ secret }) },
  });
  expect(confirmed.status()).toBe(200);
  await context.request.post('/backend/admin/logout.php');

  const phone = await phonePage(context);
  await phone.goto('/admin/login');
  await phone.getByText('English', { exact: true }).click();
  await passwordStep(phone, email, ENGLISH);
  await expect(phone.getByRole('heading', { name: 'Two-step verification' })).toBeInViewport();
  await phone.getByLabel('Verification code').fill('123456');
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone.getByRole('alert')).toContainText('The code is wrong or was already used');
  await expect(phone.getByRole('alert')).toBeInViewport();
  await expectNoAxeViolations(phone);
  await phone.getByLabel('Verification code').fill(nextCode(secret));
  await phone.getByLabel('This device is mine').check();
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone).toHaveURL(/\/admin\/contacts$/);

  await context.request.post('/backend/admin/logout.php');
  await phone.goto('/admin/login');
  await passwordStep(phone, email, ENGLISH);
  await expect(phone).toHaveURL(/\/admin\/contacts$/);
  await context.close();
});
