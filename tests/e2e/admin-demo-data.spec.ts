import type { Page } from '@playwright/test';
import { startBuiltServer, type RunningServer } from '../support/server';
import { test, TEST_ADMIN } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  clickToClose,
  expect,
  expectNoAxeViolations,
  freePort,
  holdLiveUpdates,
  toast,
} from './admin-support';

// A server of its own with the demo seeded (the shared one has SEED_DEMO=false, as tests do); the
// English look first, then an owner removes the demo on a phone in Arabic.
test.describe.configure({ mode: 'serial', timeout: ADMIN_TEST_TIMEOUT });

let server: RunningServer;
let base = '';
test.beforeAll(async () => {
  // The server's start renders every page for its own address and draws the demo's pictures.
  test.setTimeout(ADMIN_TEST_TIMEOUT);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startBuiltServer({ PORT: String(port), PUBLIC_BASE_URL: base, SEED_DEMO: 'true' });
});
test.afterAll(() => server?.stop());

/** Signs the test admin in on this server with the admin in `language` (kept on the account). */
async function signIn(page: Page, language: 'ar' | 'en'): Promise<void> {
  expect((await page.request.post(`${base}/backend/admin/login.php`, { data: TEST_ADMIN })).status()).toBe(200);
  const saved = await page.request.post(`${base}/backend/admin/account.php`, { data: { name: 'مالك', language } });
  expect(saved.status()).toBe(200);
}

const banner = (page: Page) => page.locator('.demo-data-banner');

test('the banner says in English that the office holds demo data, with its counts, light and dark', async ({
  page,
}) => {
  await signIn(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${base}/admin/contacts`);
    await expect(banner(page).getByText('The office holds demo data')).toBeInViewport();
    await expect(banner(page)).toContainText('10 messages, 7 visits, 9 customers and 6 portfolio items');
    await expect(banner(page).getByRole('button', { name: 'Remove the demo data' })).toBeInViewport();
    await expect(page.locator('.status-tag-demo').first()).toHaveText(/^Demo/);
    await holdLiveUpdates(page);
    await expectNoAxeViolations(page);
  }
  // The reports say their figures include the demo's rows.
  await page.goto(`${base}/admin/reports?period=month`);
  await expect(page.locator('.demo-rows-note')).toBeInViewport();
  await expect(page.locator('.demo-rows-note')).toContainText('These figures include demo data (15 of');
});

test('on a phone in Arabic an owner removes the demo after a dialog that says what goes and stays', async ({
  page,
}) => {
  await signIn(page, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/admin/contacts`);
  await expect(banner(page).getByText('في المكتب بيانات تجريبية')).toBeInViewport();
  await expect(banner(page)).toContainText('10 رسائل و7 زيارات و9 عملاء و6 أعمال في المعرض');
  const card = page.locator('.item-card').first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('.status-tag-demo')).toBeInViewport();
  await expect(card.locator('.status-tag-demo')).toContainText('تجريبي');

  await page.evaluate(() => window.scrollTo(0, 0));
  await banner(page).getByRole('button', { name: 'حذف البيانات التجريبية' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-modal-confirm-title')).toBeInViewport();
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText('حذف البيانات التجريبية؟');
  await expect(dialog).toContainText('سيُحذف ما أضافه العرض التجريبي فقط: 10 رسائل و7 زيارات');
  await expect(dialog).toContainText('يبقى كل ما أدخله المكتب أو أرسله الزوار');
  await clickToClose(dialog, 'حذف البيانات التجريبية');

  await expect(toast(page, 'حُذفت البيانات التجريبية')).toBeInViewport();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByText('لا توجد رسائل')).toBeInViewport();
  await page.goto(`${base}/admin/portfolio`);
  await expect(page.getByText('لا توجد عناصر')).toBeInViewport();
  await expect(banner(page)).toHaveCount(0);
  // The reports count none of it now: once the report has answered (its range shows), no note.
  await page.goto(`${base}/admin/reports?period=month`);
  await expect(page.locator('.period-row')).toContainText('بتوقيت السعودية');
  await expect(page.locator('.demo-rows-note')).toHaveCount(0);
});
