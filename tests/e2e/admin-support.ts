import AxeBuilder from '@axe-core/playwright';
import { createServer } from 'node:net';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Role } from '../../shared/api/roles';
import { baseUrl, expect as baseExpect, TEST_ADMIN } from './fixtures';
import { animationsSettled } from './layout-checks';

/**
 * The machines that run these tests are shared and often busy: give the browser more time than the
 * default 5 s before a check fails (a broken screen still fails, only later).
 */
export const expect = baseExpect.configure({ timeout: 15_000 });
/** Per-test time limit of the admin browser tests. */
export const ADMIN_TEST_TIMEOUT = 90_000;

/** Helpers of the admin browser tests (admin-*.spec.ts). Every test makes its own data. */

/**
 * A port nothing listens on now, for a test's own server: its PUBLIC_BASE_URL (which the CSRF
 * check compares with the browser's Origin) must name its port before it starts.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let counter = 0;
/** A name no other test (or worker) uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/**
 * A mobile number no other test uses: messages of one number are one customer, whose name on the
 * visits and dashboard screens is that of their latest message, which a test in another worker
 * could otherwise change under this one.
 */
export function uniquePhone(): string {
  return `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Signs in through the sign-in screen and waits for the contact messages screen. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('البريد الإلكتروني').fill(TEST_ADMIN.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
}

/** Signs in through the API with the page's own cookie jar (for tests that are not about sign-in). */
export async function signInByApi(page: Page): Promise<void> {
  const res = await page.request.post('/backend/admin/login.php', { data: TEST_ADMIN });
  expect(res.status()).toBe(200);
}

export interface ContactBody {
  name: string;
  phone: string;
  email?: string;
  service?: string;
  message?: string;
  preferred_time?: string;
  urgency?: 'normal' | 'urgent' | 'emergency';
}

export async function createContact(request: APIRequestContext, body: ContactBody): Promise<number> {
  const res = await request.post('/backend/admin/contacts.php', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { item: { id: number } }).item.id;
}

/** A visitor's booking made through the site's call, and where the office finds it. */
export interface SiteBooking {
  token: string;
  bookingId: number;
  messageId: number;
}

/**
 * A visitor books the last free window of the horizon for the service (the one other tests are
 * least likely to take) from `page`; needs a signed-in request to find its message and booking.
 * `origin`: a server of the test's own (the shared one when absent).
 */
export async function bookLastFreeWindow(
  request: APIRequestContext,
  booking: { service: string; name: string; page?: string; lang?: 'ar' | 'en'; email?: string },
  origin = '',
): Promise<SiteBooking> {
  const slots = await request.get(`${origin}/backend/booking-slots.php?service=${booking.service}`);
  expect(slots.status(), await slots.text()).toBe(200);
  const { days } = (await slots.json()) as { days: { date: string; windows: { from: string }[] }[] };
  const day = days.filter((d) => d.windows.length > 0).at(-1)!;
  const phone = uniquePhone();
  const res = await request.post(`${origin}/backend/booking_submit.php`, {
    data: {
      service_key: booking.service,
      date: day.date,
      from: day.windows.at(-1)!.from,
      name: booking.name,
      phone,
      district: 'قباء',
      address: 'شارع قباء 12',
      email: booking.email ?? '',
      lang: booking.lang ?? 'ar',
      page: booking.page ?? '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const token = ((await res.json()) as { booking: { token: string } }).booking.token;
  const found = await request.get(`${origin}/backend/admin/contacts.php?q=${phone}`);
  const messageId = ((await found.json()) as { items: { id: number }[] }).items[0]!.id;
  const item = await request.get(`${origin}/backend/admin/contact-booking.php?contact_id=${messageId}`);
  const bookingId = ((await item.json()) as { item: { id: number } }).item.id;
  return { token, bookingId, messageId };
}

/** A real PNG image of the given colour. */
export function pngImage(rgb: { r: number; g: number; b: number } = { r: 15, g: 118, b: 110 }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: rgb } })
    .png()
    .toBuffer();
}

/** Opens the antd Select labelled `label` (inside `scope`) and picks the option shown as `option`. */
export async function chooseOption(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  const openList = page.locator('.ant-select-dropdown:visible');
  // On a starved CPU antd now and then drops a click on an option while its list is still opening
  // (seen in CI: the list stayed open and nothing was chosen), so the option is clicked until the
  // list closes. A click antd did take closes the list, so nothing is chosen twice.
  await expect(async () => {
    if ((await openList.count()) === 0) await scope.getByLabel(label, { exact: true }).click({ timeout: 2000 });
    // antd also renders hidden role=option copies for screen readers; click the visible item.
    await openList.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2000 });
    await expect(openList).toHaveCount(0, { timeout: 3000 });
  }).toPass();
}

/**
 * Clicks the button of an antd dialog that closes it (a confirmation's Delete or Cancel), and waits
 * for the dialog to go. On a starved CPU antd now and then drops a click that lands while the dialog
 * is still opening (seen in CI: the dialog stayed open and idle, the button not loading), so it is
 * clicked again while the dialog stays open. A click antd did take cannot act twice: the button then
 * shows its loading state and antd ignores further clicks until the dialog closes.
 */
export async function clickToClose(dialog: Locator, button: string): Promise<void> {
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click({ timeout: 2000 });
    await expect(dialog).toBeHidden({ timeout: 5000 });
  }).toPass();
}

/** The rows of items in a list screen's table (not its "empty", "loading" or failure row). */
export function listRows(page: Page) {
  return page.locator('.data-table tbody tr:not(:has(.data-table-placeholder))');
}

/** The one row a list screen's table shows instead of items: empty, loading, or the failure. */
export function placeholderRow(page: Page) {
  return page.locator('.data-table .data-table-placeholder');
}

/** The table row that shows `text`. */
export function row(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/**
 * Keeps the live stream of this page from opening (its request is never answered, so the screen
 * stays quietly "connecting"). For screens that are scanned or measured: otherwise other tests'
 * changes would re-render them, and bring their notices, in the middle of a check.
 */
export async function holdLiveUpdates(page: Page): Promise<void> {
  await page.route('**/backend/admin/events.php*', () => undefined);
}

/** The text of the toast (antd message) that contains `text`. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

/** axe-core (WCAG 2.x A/AA rules) finds no violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Let colour transitions (e.g. after a light/dark switch) and opening animations finish first:
  // two frames for them to start, then until no finite animation is running.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await animationsSettled(page);
  // Toasts are left out: live notices of other tests' new leads come and go at any moment, and one
  // sliding away mid-scan reads as a clipped scroll region. The toast's own text is checked where a
  // test shows one (toBeInViewport).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.ant-message')
    .analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
  expect(summary, 'axe violations').toEqual([]);
}

export const COLLEAGUE_PASSWORDS = { first: 'first temporary phrase 481', own: 'my own chosen phrase 902' } as const;

/**
 * A colleague added by the test admin (signed in on `page`) with `role`, who has already replaced
 * the first password with their own, signed in through the API in a browser context of their own.
 */
export async function signedInColleague(
  page: Page,
  browser: Browser,
  { role, name = unique('زميل') }: { role: Role; name?: string },
): Promise<{ id: number; email: string; context: BrowserContext }> {
  const { first, own } = COLLEAGUE_PASSWORDS;
  const email = `${unique(role).replace(/\W+/g, '.')}@example.com`;
  const added = await page.request.post('/backend/admin/staff.php', { data: { name, email, password: first, role } });
  expect(added.status()).toBe(201);
  const context = await browser.newContext({ baseURL: baseUrl() });
  expect((await context.request.post('/backend/admin/login.php', { data: { email, password: first } })).status()).toBe(
    200,
  );
  const changed = await context.request.post('/backend/admin/account-password.php', {
    data: { currentPassword: first, newPassword: own },
  });
  expect(changed.status()).toBe(200);
  return { id: ((await added.json()) as { item: { id: number } }).item.id, email, context };
}
