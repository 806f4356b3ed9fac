import { ADMIN_TEST_TIMEOUT, expect, expectNoAxeViolations, holdLiveUpdates, signInByApi } from './admin-support';
import { test } from './fixtures';
import { horizontalOverflow } from './layout-checks';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

test('the owner reads the go-live checklist on a phone in Arabic: what is not ready first, and how to fix it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page);
  await holdLiveUpdates(page);
  await page.goto('/admin/go-live');
  await expect(page.getByRole('heading', { level: 1, name: 'قائمة الإطلاق' })).toBeInViewport();
  // The test server runs on a generated session secret and plain http: those items need fixing.
  const summary = page.getByRole('status').filter({ hasText: /تحتاج إلى إصلاح|يحتاج إلى إصلاح|يحتاجان/ });
  await expect(summary).toBeInViewport();
  const items = page.locator('[data-testid^="go-live-"]');
  await expect(items).toHaveCount(11);
  // The items needing work come before the ready ones.
  const oks = await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-ok')));
  expect(oks).toEqual([...oks].sort((a, b) => (a === b ? 0 : a === 'false' ? -1 : 1)));
  const secret = page.getByTestId('go-live-session_secret');
  await secret.scrollIntoViewIfNeeded();
  await expect(secret.getByText('سرّ الجلسات', { exact: true })).toBeInViewport();
  await expect(secret.getByText('يحتاج إلى إصلاح')).toBeInViewport();
  await expect(secret.getByText(/انسخ قيمته إلى \u2066SESSION_SECRET\u2069/)).toBeInViewport();
  const database = page.getByTestId('go-live-database');
  await database.scrollIntoViewIfNeeded();
  await expect(database.getByText('جاهز', { exact: true })).toBeInViewport();
  expect(await horizontalOverflow(page)).toEqual([]);
  await expectNoAxeViolations(page);

  // Checking again reads the server anew.
  const again = page.waitForResponse((res) => res.url().includes('/backend/admin/go-live.php'));
  await page.getByRole('button', { name: 'إعادة الفحص' }).click();
  expect((await again).status()).toBe(200);
});
