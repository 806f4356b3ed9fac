import type { CDPSession, Page } from '@playwright/test';
import { startBuiltServer } from '../support/server';
import { test, TEST_ADMIN } from './fixtures';
import { ADMIN_TEST_TIMEOUT, expect, expectNoAxeViolations, freePort, toast } from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT * 2 });

/**
 * Passkeys as a person meets them on a phone, with Chromium's virtual authenticator (CDP's
 * WebAuthn domain) standing in for the phone's screen lock: added on the account screen from the
 * keyboard, then signing in with the password and the passkey; in the desktop app a recovery code
 * instead; then removed. A server of its own
 * on http://localhost:PORT: a passkey belongs to PUBLIC_BASE_URL's host, and WebAuthn takes no IP
 * address for one (the shared server of the suite listens on 127.0.0.1).
 */

/** A platform authenticator that says yes at once: resident keys, user verification done. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a passkey added on the account screen, then signing in with the password and the passkey, then removed (390 px)', async ({
  page,
  browser,
}) => {
  test.slow();
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startBuiltServer({ PORT: String(port), PUBLIC_BASE_URL: base });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    expect((await page.request.post(`${base}/backend/admin/login.php`, { data: TEST_ADMIN })).status()).toBe(200);
    await page.goto(`${base}/admin/account`);

    // Added from the keyboard: the name typed, Enter; the browser's dialog is the virtual authenticator.
    const name = page.getByLabel('اسم مفتاح المرور');
    await name.scrollIntoViewIfNeeded();
    await name.fill('جوال المكتب');
    await name.press('Enter');
    const codes = page.getByTestId('recovery-codes');
    await expect(codes.getByText('رموز الاسترداد')).toBeInViewport();
    const recoveryCodes = (await codes.locator('li code').allInnerTexts()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await codes.getByRole('button', { name: 'حفظت الرموز' }).click();
    const item = page.locator('.ant-list-item').filter({ hasText: 'جوال المكتب' });
    await item.scrollIntoViewIfNeeded();
    await expect(item).toBeInViewport();
    await expect(item).toContainText('لم يُستخدم بعد');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    await expectNoAxeViolations(page);

    // Signed out, the password leads to the second step, which offers the passkey.
    await page.request.post(`${base}/backend/admin/logout.php`);
    await page.goto(`${base}/admin/login`);
    await page.getByText('English', { exact: true }).click();
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeInViewport();
    const usePasskey = page.getByRole('button', { name: 'Use a passkey' });
    await expect(usePasskey).toBeInViewport();
    await expect(usePasskey).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(used!.signCount).toBeGreaterThan(credentials[0]!.signCount);

    // In the desktop app (its preload's window.desktop) passkeys cannot work: it says so and asks
    // for a recovery code, which signs in.
    const desktopApp = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const desktop = await desktopApp.newPage();
    await desktop.addInitScript(() => {
      window.desktop = {
        getServerUrl: async () => location.origin,
        testServer: async () => ({ ok: true }),
        setServerUrl: async () => ({ ok: true }),
        appVersion: async () => '1.0.0',
        reportNewContact: async () => undefined,
        reportUnreadCount: async () => undefined,
        setLanguage: async () => undefined,
      };
    });
    await desktop.goto(`${base}/admin/login`);
    await desktop.getByLabel('البريد الإلكتروني').fill(TEST_ADMIN.email);
    await desktop.getByLabel('كلمة المرور', { exact: true }).fill(TEST_ADMIN.password);
    await desktop.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(desktop.getByText('مفاتيح المرور تعمل في متصفح الويب فقط')).toBeInViewport();
    await expect(desktop.getByRole('button', { name: 'استخدم مفتاح مرور' })).toHaveCount(0);
    await desktop.getByLabel('رمز الاسترداد').fill(recoveryCodes[0]!);
    await desktop.getByRole('button', { name: 'تحقّق' }).click();
    await expect(desktop).toHaveURL(/\/admin\/contacts$/);
    await desktopApp.close();

    // Removed: the account screen lists none, and the next sign-in needs no second step.
    await page.goto(`${base}/admin/account`);
    const listed = page.locator('.ant-list-item').filter({ hasText: 'جوال المكتب' });
    await listed.getByRole('button', { name: /Remove|حذف/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeInViewport();
    await dialog.getByRole('button', { name: /Remove|حذف/ }).click();
    await expect(toast(page, /The passkey was removed|تم حذف مفتاح المرور/)).toBeInViewport();
    await expect(page.getByText(/No passkeys yet\.|لا توجد مفاتيح مرور بعد\./)).toBeInViewport();
    await page.request.post(`${base}/backend/admin/logout.php`);
    const again = await page.request.post(`${base}/backend/admin/login.php`, { data: TEST_ADMIN });
    expect(await again.json()).toMatchObject({ admin: { email: TEST_ADMIN.email } });
  } finally {
    await page.goto('about:blank');
    await server.stop();
  }
});
