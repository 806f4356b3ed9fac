import { startBuiltServer } from '../support/server';
import { allowConsoleErrors, test, TEST_ADMIN } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  expect,
  expectNoAxeViolations,
  holdLiveUpdates,
  signIn,
  signInByApi,
  toast,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

const GUARDED = ['contacts', 'portfolio', 'clients', 'services', 'bookings', 'reports', 'dashboard'];

test.describe('admin sign-in', () => {
  test('a wrong password shows the failure toast and stays on sign-in', async ({ page }) => {
    allowConsoleErrors(page, /401/);
    await page.goto('/admin/login');
    await page.getByLabel('البريد الإلكتروني').fill(TEST_ADMIN.email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(toast(page, 'اسم المستخدم أو كلمة المرور غير صحيحة')).toBeInViewport();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminAuth'))).toBeNull();
  });

  test('a locked sign-in says so and for how long; a server that cannot be reached says that', async ({ page }) => {
    test.slow();
    allowConsoleErrors(page, /401|429|ERR_CONNECTION_REFUSED/);
    // A server of its own, so its lock-out after two failures touches no other test.
    const server = await startBuiltServer({ LOGIN_MAX_FAILURES: '2', LOGIN_WINDOW_MINUTES: '15' });
    try {
      await page.goto(`${server.url}/admin/login`);
      await page.getByLabel('البريد الإلكتروني').fill(TEST_ADMIN.email);
      const password = page.getByLabel('كلمة المرور', { exact: true });
      const submit = page.getByRole('button', { name: 'تسجيل الدخول' });
      for (let i = 0; i < 2; i += 1) {
        await password.fill(`wrong ${i}`);
        await submit.click();
        await expect(toast(page, 'اسم المستخدم أو كلمة المرور غير صحيحة').last()).toBeInViewport();
      }
      await password.fill(TEST_ADMIN.password);
      await submit.click();
      const locked = toast(page, /^تم إيقاف تسجيل الدخول مؤقتًا بعد محاولات كثيرة\. حاول مرة أخرى بعد 1[45] دقيقة\.$/);
      await expect(locked).toBeInViewport();
    } finally {
      await server.stop();
    }
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(
      toast(page, 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك بالإنترنت أو من عنوان الخادم ثم حاول مرة أخرى.'),
    ).toBeInViewport();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the sign-in screen is drawn without antd, which comes with its first toast', async ({ page }) => {
    allowConsoleErrors(page, /401/);
    const antdOnPage = () =>
      page.evaluate(
        () =>
          document.querySelector('[class*="ant-"]') !== null ||
          Array.from(document.querySelectorAll('style')).some((style) => style.textContent?.includes('.ant-')),
      );
    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'تسجيل دخول الإدارة' })).toBeVisible();
    expect(await antdOnPage()).toBe(false);
    await page.getByLabel('البريد الإلكتروني').fill(TEST_ADMIN.email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(toast(page, 'اسم المستخدم أو كلمة المرور غير صحيحة')).toBeInViewport();
    expect(await antdOnPage()).toBe(true);
    // What was typed stays for the next try.
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue(TEST_ADMIN.email);
  });

  test('email and password are required', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/login.php')) calls += 1;
    });
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('البريد الإلكتروني مطلوب')).toBeInViewport();
    await expect(page.getByText('كلمة المرور مطلوبة')).toBeInViewport();
    expect(calls).toBe(0);
  });

  test('success shows the toast, stores the local session info and opens contact messages', async ({ page }) => {
    const before = Date.now();
    await signIn(page);
    await expect(toast(page, 'تم تسجيل الدخول بنجاح!')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'رسائل التواصل' })).toBeVisible();
    const local = await page.evaluate(() => ({
      flag: localStorage.getItem('adminAuth'),
      user: JSON.parse(localStorage.getItem('adminUser') ?? 'null') as { username: string; loginTime: string },
    }));
    expect(local.flag).toBe('true');
    expect(local.user.username).toBe(TEST_ADMIN.email);
    expect(Date.parse(local.user.loginTime)).toBeGreaterThanOrEqual(before - 1000);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('كلمة المرور', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'إظهار كلمة المرور' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'إخفاء كلمة المرور' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('sign-in works with the keyboard alone', async ({ page }) => {
    await page.goto('/admin/login');
    // The email field has focus on arrival.
    await expect(page.getByLabel('البريد الإلكتروني')).toBeFocused();
    await page.keyboard.type(TEST_ADMIN.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('كلمة المرور', { exact: true })).toBeFocused();
    await page.keyboard.type(TEST_ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/contacts$/);
  });

  test('the sign-in screen has no axe violations, at desktop and phone widths', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'تسجيل دخول الإدارة' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Nothing of the desktop app's server setting shows in the browser.
    await expect(page.getByText('تغيير الخادم')).toHaveCount(0);
  });
});

test.describe('admin entry and guard', () => {
  test('/admin without a session goes to sign-in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('/admin with a session goes to contact messages', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await expect(page.getByRole('heading', { name: 'رسائل التواصل' })).toBeVisible();
  });

  for (const screen of GUARDED) {
    test(`a fresh browser opening /admin/${screen} lands on sign-in`, async ({ page }) => {
      await page.goto(`/admin/${screen}`);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'تسجيل دخول الإدارة' })).toBeVisible();
    });
  }

  test('a spinner shows while the session is being checked', async ({ page }) => {
    // Hold the real me.php answer back a moment so the checking state can be seen.
    await page.route('**/backend/admin/me.php', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/admin/contacts');
    await expect(page.getByRole('status')).toContainText('جارٍ التحقق من الجلسة');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a session ended elsewhere sends the next screen to sign-in', async ({ page }) => {
    allowConsoleErrors(page, /401/);
    await signIn(page);
    // The session dies on the server (as after logout in another tab, or expiry).
    expect((await page.request.post('/backend/admin/logout.php')).status()).toBe(200);
    // A reload re-checks the session…
    await page.goto('/admin/portfolio');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminAuth'))).toBeNull();

    // …and so does a 401 from a data call while a screen is open. (The live stream, ended by the
    // server with the session, would otherwise send the screen to sign-in before the click: its
    // request is held unanswered here, so the data call's 401 is what is tested.)
    await holdLiveUpdates(page);
    await signIn(page);
    const refresh = page.getByRole('button', { name: 'تحديث' });
    // Let the first load finish, so the 401 comes from the click below.
    await expect(refresh).not.toHaveClass(/ant-btn-loading/);
    // Retried on a reset: the request context reuses a connection the server may be closing just
    // then (idle for its 5 s keep-alive), a race real browsers retry by themselves.
    expect((await page.request.post('/backend/admin/logout.php', { maxRetries: 2 })).status()).toBe(200);
    await refresh.click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the older dashboard also needs the local adminAuth flag', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'لوحة المعلومات', level: 1 })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('adminAuth'));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The stand-alone screens only need the session.
    await page.goto('/admin/clients');
    await expect(page.getByRole('heading', { name: 'إدارة العملاء' })).toBeVisible();
  });

  test('logout ends the session, clears the local state and guards again', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('adminAuth'), localStorage.getItem('adminUser')])).toEqual([
      null,
      null,
    ]);
    const me = (await (await page.request.get('/backend/admin/me.php')).json()) as { authenticated: boolean };
    expect(me.authenticated).toBe(false);
    await page.goto('/admin/contacts');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('signing out ends the data calls in flight: none is answered 401 or shown as a failure', async ({ page }) => {
    // The contact list's first load is held on its way while the person signs out.
    await page.route(/\/backend\/admin\/contacts\.php/, () => undefined);
    await signIn(page);
    // Ended by the click, not by the client's own 30 s time limit (half of it is a wide margin).
    const ended = page.waitForEvent('requestfailed', {
      predicate: (request) => request.url().includes('/contacts.php'),
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    expect((await ended).failure()?.errorText).toMatch(/ABORTED/);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  });

  test('unknown admin paths show the not-found screen', async ({ page }) => {
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('عذراً! الصفحة غير موجودة')).toBeInViewport();
    await page.getByRole('button', { name: 'العودة إلى لوحة الإدارة' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('sign-in inside the desktop app', () => {
  test('shows the server line and changes the server through window.desktop', async ({ page }) => {
    // The desktop preload's API, as the admin renderer sees it (the real one lives in Electron).
    await page.addInitScript(() => {
      const calls: string[] = [];
      let url = sessionStorage.getItem('fake-server') ?? 'https://old.example.com';
      (window as unknown as { __calls: string[] }).__calls = calls;
      window.desktop = {
        getServerUrl: async () => url,
        testServer: async (next: string) => {
          calls.push(`test ${next}`);
          return next.includes('bad') ? { ok: false, error: 'تعذر الوصول إلى الخادم' } : { ok: true };
        },
        setServerUrl: async (next: string) => {
          calls.push(`set ${next}`);
          url = next;
          sessionStorage.setItem('fake-server', next);
          return { ok: true };
        },
        appVersion: async () => '1.0.0',
        reportNewContact: async () => undefined,
        reportUnreadCount: async () => undefined,
        setLanguage: async () => undefined,
      };
    });
    await page.goto('/admin/login');
    const line = page.getByTestId('server-line');
    await expect(line).toContainText('https://old.example.com');
    await page.getByRole('button', { name: 'تغيير الخادم' }).click();
    const dialog = page.getByRole('dialog', { name: 'تغيير الخادم' });
    await dialog.getByLabel('عنوان الخادم').fill('https://bad.example.com');
    await dialog.getByRole('button', { name: 'حفظ والاتصال' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('تعذر الوصول إلى الخادم');
    await dialog.getByLabel('عنوان الخادم').fill('https://new.example.com');
    await dialog.getByRole('button', { name: 'حفظ والاتصال' }).click();
    // Success reloads the app, which then shows the new server.
    await expect(page.getByTestId('server-line')).toContainText('https://new.example.com');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
