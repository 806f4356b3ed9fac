import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OFFICE_UTC_OFFSET_MINUTES } from '../../shared/constants';
import type { BackupStatus } from '../../shared/schemas/backups';
import { startBuiltServer } from '../support/server';
import { ADMIN_TEST_TIMEOUT, freePort, expect, expectNoAxeViolations, holdLiveUpdates } from './admin-support';
import { test, TEST_ADMIN } from './fixtures';
import { horizontalOverflow } from './layout-checks';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

test('the settings screen shows the last automatic backup, its time and size, and the next, on a phone and a desktop', async ({
  page,
}) => {
  test.slow();
  // A server of its own with automatic backups on (the shared one has them off, as tests do): with
  // none made yet, it makes the first at start.
  const backups = mkdtempSync(path.join(tmpdir(), 'mhs-e2e-backups-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startBuiltServer({ PORT: String(port), PUBLIC_BASE_URL: base, BACKUP_DIR: backups });
  try {
    await page.request.post(`${base}/backend/admin/login.php`, { data: TEST_ADMIN });
    let status: BackupStatus | null = null;
    await expect
      .poll(async () => {
        status = (await (await page.request.get(`${base}/backend/admin/backups.php`)).json()) as BackupStatus;
        return status.last?.ok;
      })
      .toBe(true);
    const last = status!.last!;
    expect(readdirSync(backups)).toEqual([path.basename(last.where)]);
    // The office's clock (Saudi time, UTC+3), whatever the machine's time zone.
    const finished = new Date(Date.parse(last.finished_at) + OFFICE_UTC_OFFSET_MINUTES * 60_000);
    const clock = finished.toISOString().slice(11, 16);
    const kilobytes = new Intl.NumberFormat('en', { maximumFractionDigits: 1, useGrouping: false }).format(
      last.bytes! / 1024,
    );

    await holdLiveUpdates(page);
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${base}/admin/settings`);
      const card = page
        .locator('.ant-card')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'النسخ الاحتياطي' }) });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText('يعمل كل 24 ساعة')).toBeInViewport();
      const lastBackup = card.getByTestId('last-backup');
      // The cards above may still grow as their own calls answer (on a busy machine, after the scroll
      // above): scrolled to again until it stays in view, as a person would.
      await expect(async () => {
        await lastBackup.scrollIntoViewIfNeeded();
        await expect(lastBackup.getByText('تمت بنجاح')).toBeInViewport({ timeout: 1_000 });
      }).toPass();
      // The time, in the admin's format (Gregorian, 24-hour clock).
      const time = lastBackup.locator(`time[datetime="${last.finished_at}"]`);
      await expect(time).toBeInViewport();
      await expect(time).toContainText(clock);
      await expect(time).toContainText(String(finished.getUTCFullYear()));
      // The size, in Arabic units.
      const size = card.locator('.ant-descriptions-row').filter({ hasText: 'الحجم' });
      await size.scrollIntoViewIfNeeded();
      await expect(size).toBeInViewport();
      await expect(size).toContainText(`${kilobytes} كيلوبايت`);
      await expect(card.getByText('النسخة التالية')).toBeVisible();
      await expect(card.getByText(path.basename(last.where))).toBeVisible();
      expect(await horizontalOverflow(page)).toEqual([]);
      await expectNoAxeViolations(page);
    }
  } finally {
    await page.goto('about:blank');
    await server.stop();
    rmSync(backups, { recursive: true, force: true });
  }
});
