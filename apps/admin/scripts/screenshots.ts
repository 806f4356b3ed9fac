import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../../tests/support/chromium';
import { TEST_ADMIN } from '../../../tests/support/server';

/**
 * Screenshots of every admin screen (1280 px light and dark, sign-in also at 390 px) into
 * /tmp/shots/admin, for looking at: `npx tsx apps/admin/scripts/screenshots.ts http://127.0.0.1:PORT`
 * against a running server whose admin is TEST_ADMIN (or ADMIN_EMAIL/ADMIN_PASSWORD).
 */
const email = process.env.ADMIN_EMAIL ?? TEST_ADMIN.email;
const password = process.env.ADMIN_PASSWORD ?? TEST_ADMIN.password;

const base = process.argv[2]!;
const only = process.argv[3];
const out = '/tmp/shots/admin';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const errors: string[] = [];
function watch(page: Page) {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
}
for (const scheme of ['light', 'dark'] as const) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: scheme });
  const page = await ctx.newPage();
  watch(page);
  await page.goto(`${base}/admin/login`);
  await page.waitForSelector('form');
  await page.screenshot({ path: `${out}/login-1280-${scheme}.png` });
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL('**/admin/contacts');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/contacts-1280-${scheme}.png` });
  if (scheme === 'dark' && only === 'light') {
    await ctx.close();
    continue;
  }
  for (const p of ['portfolio', 'clients', 'services', 'bookings', 'reports', 'dashboard', 'nope']) {
    await page.goto(`${base}/admin/${p}`);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${out}/${p}-1280-${scheme}.png`, fullPage: true });
  }
  await ctx.close();
}
const mobile = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
const mp = await mobile.newPage();
watch(mp);
await mp.goto(`${base}/admin/login`);
await mp.waitForSelector('form');
await mp.screenshot({ path: `${out}/login-390.png` });
await browser.close();
console.log(errors.join('\n') || 'no console errors');
