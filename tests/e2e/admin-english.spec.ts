import type { Browser, Page } from '@playwright/test';
import { allowConsoleErrors, baseUrl, test } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  clickToClose,
  COLLEAGUE_PASSWORDS,
  createContact,
  expect,
  row,
  signedInColleague,
  signInByApi,
  toast,
  unique,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT * 2 });

// Each test signs in as a colleague of its own: the language is kept on the account, and the shared
// test admin must stay Arabic for the other (Arabic) tests running meanwhile.
const OWN = COLLEAGUE_PASSWORDS.own;

/** An owner of their own (the language is kept on the account), ready to sign in with OWN. */
async function readyColleague(page: Page, browser: Browser): Promise<string> {
  await signInByApi(page);
  const { email, context } = await signedInColleague(page, browser, { role: 'owner', name: 'Sam Carter' });
  await context.close();
  return email;
}

/** Through the sign-in screen, whatever language it shows (the fields are found by their type). */
async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto('/admin/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(OWN);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/contacts/);
}

/**
 * Visible text (and placeholders) with Arabic letters, outside the language switch (each language
 * names itself) and outside what other tests' data puts on screen: a live "New message from …"
 * toast. (The figures by service are the services' English names, whatever language each message
 * was sent in.)
 */
function arabicOnScreen(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const arabic = /[\u0600-\u06FF]/;
    const found: string[] = [];
    const skipped = (el: Element) =>
      el.closest('[lang="ar"]') !== null ||
      (el.closest('.ant-message-notice')?.textContent ?? '').startsWith('New message from');
    const root = document.querySelector(selector) ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      if (!el || !arabic.test(node.textContent ?? '') || skipped(el)) continue;
      if (el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) found.push(node.textContent!.trim());
    }
    for (const input of Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[placeholder]'))) {
      if (arabic.test(input.placeholder) && input.checkVisibility()) found.push(input.placeholder);
    }
    return found;
  }, scope);
}

async function expectDocument(page: Page, lang: 'ar' | 'en'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

test.describe('the admin in English', () => {
  test('switching on the contacts screen keeps its filters and page; all of it is English, left to right, and follows the person', async ({
    page,
    browser,
  }) => {
    const email = await readyColleague(page, browser);
    const term = unique('Lang');
    // Two pages of messages, held as spam at once: twenty new rows in the shared inbox would push the
    // other tests' rows off their first page.
    for (let i = 0; i < 21; i += 1) {
      const id = await createContact(page.request, {
        name: `${term} customer ${i}`,
        phone: '0551234567',
        service: 'Cleaning',
      });
      expect(
        (await page.request.post(`/backend/admin/contact-status.php?id=${id}`, { data: { spam: true } })).status(),
      ).toBe(200);
    }
    await page.context().clearCookies();
    await signInAs(page, email);
    await expectDocument(page, 'ar');
    await page.goto(`/admin/contacts?folder=spam&q=${encodeURIComponent(term)}&page=2`);
    await expect(page.getByTestId('page-indicator')).toHaveText('صفحة 2 من 2');

    // A toast raised while English is still loading (a live "new message", here held by antd's English
    // locale) is in Arabic: it goes when the switch has applied.
    let releaseEnglish = () => undefined as void;
    const englishHeld = new Promise<void>((resolve) => (releaseEnglish = resolve));
    await page.route('**/assets/en_US-*.js', async (route) => {
      await englishHeld;
      await route.continue();
    });
    await page.getByText('English', { exact: true }).click();
    const live = await createContact(page.request, { name: `${term} live`, phone: '0551234567' });
    // The customer's name isolated in its own direction (FSI … PDI).
    const arabicToast = toast(page, `رسالة جديدة من \u2068${term} live\u2069`);
    await expect(arabicToast).toBeInViewport();
    // Being read (under the pointer), it would stay until taken away.
    await arabicToast.hover();
    expect((await page.request.delete(`/backend/admin/contacts.php?id=${live}`)).status()).toBe(200);
    releaseEnglish();
    await expectDocument(page, 'en');
    await expect(arabicToast).toHaveCount(0);
    // The same screen, filters and page, in English at once (no reload).
    await expect(page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(term).replace(/%20/g, '(%20|\\+)')}.*page=2|page=2.*q=`),
    );
    await expect(page.getByTestId('page-indicator')).toHaveText('Page 2 of 2');
    await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue(term);
    await expect(page.getByRole('columnheader', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(page.locator('.admin-content')).toHaveCSS('direction', 'ltr');
    // Phones stay left to right in both languages.
    await expect(row(page, term).first().locator('bdi[dir="ltr"]').first()).toHaveText('0551234567');
    expect(await arabicOnScreen(page)).toEqual([]);

    // The pager.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 2');
    await expect(page.getByText('Total: 21')).toBeVisible();

    // Back to the inbox, the search kept.
    await page.getByText('Inbox', { exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue(term);
    await expect(page.getByText('No messages', { exact: true })).toBeVisible();

    // A dialog, its validation and a toast.
    await page.getByRole('button', { name: 'Add message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add message' });
    await expect(dialog).toHaveCSS('direction', 'ltr');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Name and phone are required')).toBeInViewport();
    await dialog.getByLabel('Name').fill(`${term} added`);
    await dialog.getByLabel('Mobile').fill('not a phone');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Mobile: must be a phone number')).toBeInViewport();
    await expect(dialog.getByText('Email: must be a valid email address')).toBeInViewport();
    expect(await arabicOnScreen(page, '.ant-modal')).toEqual([]);
    await dialog.getByLabel('Mobile').fill('0551234567');
    await dialog.getByLabel('Email').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Added successfully')).toBeInViewport();
    await expect(dialog).toBeHidden();

    // The delete confirmation.
    await row(page, `${term} added`).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
    await expect(confirm).toBeInViewport();
    expect(await arabicOnScreen(page, '.ant-modal-confirm')).toEqual([]);
    await clickToClose(confirm, 'Delete');
    await expect(toast(page, 'Deleted successfully')).toBeInViewport();

    // Kept on the account: another computer (a second browser, nothing stored) opens in English after sign-in.
    const other = await browser.newContext({ baseURL: baseUrl() });
    const elsewhere = await other.newPage();
    await signInAs(elsewhere, email);
    await expectDocument(elsewhere, 'en');
    await expect(elsewhere.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
    // Its own rows (the inbox holds other tests' messages, with Arabic names: people's data).
    await elsewhere.goto(`/admin/contacts?folder=spam&q=${encodeURIComponent(term)}`);
    await expect(elsewhere.getByTestId('page-indicator')).toHaveText('Page 1 of 2');
    expect(await arabicOnScreen(elsewhere)).toEqual([]);

    // And back to Arabic, kept as well.
    await elsewhere.getByText('العربية', { exact: true }).click();
    await expectDocument(elsewhere, 'ar');
    await expect(elsewhere.getByRole('heading', { name: 'رسائل التواصل' })).toBeVisible();
    await expect(async () => {
      const account = await elsewhere.request.get('/backend/admin/account.php');
      expect(((await account.json()) as { language: string }).language).toBe('ar');
    }).toPass();
    await other.close();
  });

  test('the sign-in screen switches too, and a choice made there is kept on the account', async ({ page, browser }) => {
    // The wrong password below is answered 401, as it should.
    allowConsoleErrors(page, /401/);
    const email = await readyColleague(page, browser);
    await page.context().clearCookies();
    // Which language's texts the page has downloaded: one sentence of each, looked for in its scripts.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // A script of the page left behind has no body to read any more: it counts as nothing.
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    const downloaded = async (text: string) => (await Promise.all(scripts)).some((body) => body.includes(text));
    await page.goto('/admin/login');
    await expectDocument(page, 'ar');
    await page.waitForLoadState('networkidle');
    expect(await downloaded('للموظفين المصرّح لهم فقط')).toBe(true);
    // An Arabic-only person downloads no English text.
    expect(await downloaded('Authorised staff only')).toBe(false);
    await page.getByText('English', { exact: true }).click();
    await expectDocument(page, 'en');
    expect(await downloaded('Authorised staff only')).toBe(true);
    await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeInViewport();
    await expect(page.getByText('Password is required')).toBeInViewport();
    expect(await arabicOnScreen(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Wrong email or password')).toBeInViewport();

    // The account says Arabic; the choice just made on this screen wins and is saved.
    await page.getByLabel('Password', { exact: true }).fill(OWN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/contacts/);
    await expectDocument(page, 'en');
    await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
    await expect(async () => {
      const account = await page.request.get('/backend/admin/account.php');
      expect(((await account.json()) as { language: string }).language).toBe('en');
    }).toPass();
    // A reload on this computer starts in English straight away.
    await page.reload();
    await expectDocument(page, 'en');
  });

  test('the desktop app is told every language applied: at start, on each switch, and the account language after sign-in', async ({
    page,
    browser,
  }) => {
    const email = await readyColleague(page, browser);
    await page.context().clearCookies();
    expect((await page.request.post('/backend/admin/login.php', { data: { email, password: OWN } })).status()).toBe(
      200,
    );
    expect((await page.request.post('/backend/admin/account.php', { data: { language: 'en' } })).status()).toBe(200);
    await page.context().clearCookies();
    // The desktop preload's API as the admin renderer sees it (the real one lives in Electron).
    await page.addInitScript(() => {
      const languages: string[] = [];
      (window as unknown as { __languages: string[] }).__languages = languages;
      window.desktop = {
        getServerUrl: async () => 'https://office.example.com',
        testServer: async () => ({ ok: true }),
        setServerUrl: async () => ({ ok: true }),
        appVersion: async () => '1.0.0',
        reportNewContact: async () => undefined,
        reportUnreadCount: async () => undefined,
        setLanguage: async (language: string) => void languages.push(language),
      } as typeof window.desktop;
    });
    const told = () => page.evaluate(() => (window as unknown as { __languages: string[] }).__languages);
    await page.goto('/admin/login');
    await expect.poll(told).toEqual(['ar']);
    await page.getByText('English', { exact: true }).click();
    await expect.poll(told).toEqual(['ar', 'en']);
    await page.getByText('العربية', { exact: true }).click();
    await expect.poll(told).toEqual(['ar', 'en', 'ar']);
    // A new start (nothing chosen on this screen since): signing in brings the account's English.
    await page.reload();
    await expect.poll(told).toEqual(['ar']);
    await page.locator('input[autocomplete="username"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(OWN);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/admin\/contacts/);
    await expectDocument(page, 'en');
    await expect.poll(told).toEqual(['ar', 'en']);
  });
});
