import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
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
function png(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .png()
    .toBuffer();
}

/** Some data to look at: 25 messages and 3 portfolio items (run once, against a throw-away server). */
async function seed(page: Page) {
  const names = ['عبدالله العتيبي', 'فاطمة الحربي', 'خالد الجهني', 'نورة المطيري', 'سارة الرحيلي'];
  for (let i = 0; i < 25; i += 1) {
    await page.request.post('/backend/admin/contacts.php', {
      data: {
        name: names[i % names.length],
        phone: `05${String(51234560 + i)}`,
        email: i % 2 ? `client${i}@example.com` : '',
        service: ['تنظيف', 'رخام', 'نقل أثاث', ''][i % 4],
        message: 'أرغب في تنظيف شقة من ثلاث غرف في حي قباء يوم الخميس.',
        preferred_time: i % 3 ? 'صباحاً' : '',
        urgency: (['normal', 'urgent', 'emergency'] as const)[i % 3],
      },
    });
  }
  const up = await page.request.post('/backend/admin/upload.php', {
    multipart: { image: { name: 'a.png', mimeType: 'image/png', buffer: await png() } },
  });
  const { url } = (await up.json()) as { url: string };
  for (const [i, c] of (['cleaning', 'marble', 'gardens'] as const).entries()) {
    await page.request.post('/backend/admin/portfolio.php', {
      data: {
        category: c,
        title_ar: ['تنظيف فيلا في العزيزية', 'جلي رخام في قباء', 'تنسيق حديقة في العوالي'][i],
        title_en: ['Villa cleaning in Al-Aziziyah', 'Marble polishing in Quba', 'Garden in Al-Awali'][i],
        image: url,
        before_after: i % 2,
        date: `2025-10-0${i + 1}`,
        location_ar: 'المدينة المنورة',
        location_en: 'Medina',
        description_ar: 'وصف العمل',
        description_en: 'Description',
        testimonial_ar: 'خدمة ممتازة',
        testimonial_en: 'Great service',
        client_name_ar: 'أبو محمد',
        client_name_en: 'Abu Mohammed',
        rating: 5 - i,
        duration_ar: '4 ساعات',
        duration_en: '4 hours',
      },
    });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: scheme, baseURL: base });
  const page = await ctx.newPage();
  watch(page);
  await page.goto(`${base}/admin/login`);
  await page.waitForSelector('form');
  await page.screenshot({ path: `${out}/login-1280-${scheme}.png` });
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL('**/admin/contacts');
  if (scheme === 'light') await seed(page);
  await page.reload();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/contacts-1280-${scheme}.png` });
  await page.getByRole('button', { name: 'إضافة رسالة' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حفظ' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/contacts-add-invalid-1280-${scheme}.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'معاينة' }).first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/contacts-preview-1280-${scheme}.png` });
  await page.keyboard.press('Escape');
  await page.goto(`${base}/admin/portfolio`);
  await page.getByRole('button', { name: 'إضافة عمل' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حفظ' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/portfolio-add-invalid-1280-${scheme}.png`, fullPage: true });
  await page
    .getByTestId('image-file-input')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await png() });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/portfolio-add-upload-1280-${scheme}.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'معاينة' }).first().click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/portfolio-preview-1280-${scheme}.png` });
  await page.keyboard.press('Escape');
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
