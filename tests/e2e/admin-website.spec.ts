import type { Page } from '@playwright/test';
import { COMPANY, internationalPhone } from '@shared/company';
import { startBuiltServer, type RunningServer } from '../support/server';
import { ADMIN_TEST_TIMEOUT, createContact, expect, signInByApi } from './admin-support';
import { test as shared } from './fixtures';
import { expectNoAxeViolations } from './site-support';

// Publishing changes every page of the site: this file has a server of its own, so the other
// browser tests keep seeing the shipped details.
const test = shared.extend<object, { ownServer: RunningServer }>({
  ownServer: [
    async ({}, use) => {
      const server = await startBuiltServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});
test.describe.configure({ mode: 'serial', timeout: ADMIN_TEST_TIMEOUT });

const NEW_WHATSAPP = '966551112233';
/** A publish renders every page before it answers: on a busy test machine that can take a while (its speed is a bench row). */
const PUBLISH_MS = 60_000;
const NEW_PHONE = '0551112244';
const NEW_SHORT_NAME = 'لمسة طيبة';

/**
 * The public page as a visitor gets it now (HTML, no browser cache). One retry on a reset: the
 * request context reuses the sign-in's connection, and the server closes idle ones after 5 s; a
 * browser resends a GET on such a reset itself.
 */
async function publicHtml(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path, { headers: { 'cache-control': 'no-cache' }, maxRetries: 1 });
  return res.text();
}

test('a wrong number is refused with the reason beside the field, and nothing is saved', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/website');
  await page.getByLabel('رقم الواتساب').fill('+966 55');
  await page.getByRole('button', { name: 'حفظ المسودة' }).click();
  await expect(page.getByText('رقم الواتساب: رقم دولي بلا علامة + مثل 966551234567')).toBeInViewport();
  const state = await page.request.get('/backend/admin/content.php?section=company', { maxRetries: 1 });
  expect((await state.json()).version).toBe(1);
});

test('change the WhatsApp number and a phone, save a draft, publish, and restore the old version', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/website');
  await expect(page.getByText('منشورة على الموقع')).toBeVisible();
  await page.getByLabel('رقم الواتساب').fill(NEW_WHATSAPP);
  await page.getByLabel('الجوال 1').fill(NEW_PHONE);
  await page.getByLabel('الاسم المختصر (القائمة وعناوين الصفحات) (بالعربية)').fill(NEW_SHORT_NAME);
  await expect(page.getByText('تعديلات غير محفوظة')).toBeVisible();
  await page.getByRole('button', { name: 'حفظ المسودة' }).click();
  await expect(page.getByText('حُفظت المسودة، ولن يتغير الموقع حتى تنشرها')).toBeInViewport();
  await expect(page.getByText('مسودة لم تُنشر بعد')).toBeVisible();
  // A draft is not on the site.
  expect(await publicHtml(page, '/en/contact')).not.toContain(NEW_WHATSAPP);

  await page.getByRole('button', { name: 'نشر', exact: true }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'نشر', exact: true }).click();
  await expect(page.getByText('تم النشر: يعرض الموقع الآن البيانات الجديدة')).toBeInViewport({ timeout: PUBLISH_MS });
  // Served once the answer came: both languages, the footer, the booking links, the structured data
  // (how fast is a row of npm run bench).
  expect(await publicHtml(page, '/en/contact')).toContain(`https://wa.me/${NEW_WHATSAPP}`);
  for (const path of ['/', '/en', '/services/cleaning', '/cities/medina']) {
    const html = await publicHtml(page, path);
    expect(html, path).toContain(`tel:${internationalPhone(NEW_PHONE)}`);
    expect(html, path).toContain(`https://wa.me/${NEW_WHATSAPP}`);
    expect(html, path).not.toContain(`https://wa.me/${COMPANY.whatsapp}`);
  }
  expect(await publicHtml(page, '/')).toMatch(
    new RegExp(`application/ld\\+json[^<]*${internationalPhone(NEW_PHONE).replace('+', '\\+')}`),
  );
  // In a browser the page hydrates with the new details (no mismatch, no console error).
  const visitor = await page.context().newPage();
  await visitor.goto('/en/contact');
  await expect(visitor.locator('footer.footer').getByRole('link', { name: NEW_PHONE })).toBeVisible();
  await expect(visitor.locator(`a[href^="https://wa.me/${NEW_WHATSAPP}"]`).first()).toBeAttached();
  await expectNoAxeViolations(visitor, 'published /en/contact');
  await visitor.goto('/');
  await expectNoAxeViolations(visitor, 'published /');
  await visitor.close();
  // What the office sends a customer on WhatsApp is signed with the published name.
  const customer = `عميل ${Date.now()}`;
  await createContact(page.request, { name: customer, phone: '0554443322', service: 'تنظيف' });
  await page.goto(`/admin/contacts?q=${encodeURIComponent(customer)}`);
  await page.getByRole('button', { name: customer }).click();
  const greeting = await page.getByRole('link', { name: 'واتساب' }).getAttribute('href');
  expect(decodeURIComponent(greeting!.split('text=')[1]!)).toContain(`معك ${NEW_SHORT_NAME} بخصوص طلبك`);
  await page.goto('/admin/website');

  // The history: the change field by field, and the shipped details restored as a new version.
  await page.reload();
  const history = page.locator('.ant-card').filter({ hasText: 'النسخ المنشورة' });
  await expect(history.getByText(`${COMPANY.whatsapp} → ${NEW_WHATSAPP}`)).toBeVisible();
  await history
    .getByRole('listitem')
    .filter({ hasText: 'النسخة 1 ·' })
    .getByRole('button', { name: 'استعادة' })
    .click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'استعادة' }).click();
  await expect(page.getByText('عادت النسخة 1 إلى الموقع')).toBeInViewport({ timeout: PUBLISH_MS });
  expect(await publicHtml(page, '/en/contact')).toContain(`https://wa.me/${COMPANY.whatsapp}`);
  await expect(page.getByLabel('رقم الواتساب')).toHaveValue(COMPANY.whatsapp);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/website');
  await page.getByLabel('أوقات العمل (بالإنجليزية)').fill('Open every day');
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: /رسائل التواصل/ }).click();
  await expect.poll(() => asked).toContain('المغادرة دون حفظ؟');
  await expect(page).toHaveURL(/\/admin\/website$/);
  await expect(page.getByLabel('أوقات العمل (بالإنجليزية)')).toHaveValue('Open every day');
  // Closing the tab or the window asks too (the browser's own question).
  let closing = '';
  page.once('dialog', (dialog) => {
    closing = dialog.type();
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => closing).toBe('beforeunload');
});

test('add a question to the home page, move it up, publish it in both languages', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/admin/website');
  await page.getByRole('tab', { name: 'الأسئلة (الصفحة الرئيسية)' }).click();
  const cards = page.locator('form[id="faq-form"] .ant-card');
  // The shipped questions, once the tab has drawn them.
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  await page.getByRole('button', { name: 'إضافة سؤال' }).click();
  const added = cards.nth(before);
  await added.getByLabel('السؤال (بالعربية)').fill('هل تنظفون الخزانات؟');
  await added.getByLabel('السؤال (بالإنجليزية)').fill('Do you clean water tanks?');
  await added.getByLabel('الجواب (بالعربية)').fill('نعم، مع التعقيم.');
  await added.getByLabel('الجواب (بالإنجليزية)').fill('Yes, and we disinfect them.');
  await page.getByRole('button', { name: `نقل سؤال ${before + 1} إلى الأعلى` }).click();
  await page.getByRole('button', { name: 'حفظ المسودة' }).click();
  await expect(page.getByText('حُفظت المسودة، ولن يتغير الموقع حتى تنشرها')).toBeInViewport();
  await page.getByRole('button', { name: 'نشر', exact: true }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'نشر', exact: true }).click();
  await expect(page.getByText('تم النشر: يعرض الموقع الآن البيانات الجديدة')).toBeInViewport({ timeout: PUBLISH_MS });

  const visitor = await page.context().newPage();
  await visitor.goto('/en');
  const questions = visitor.locator('#faq .faq-item');
  await expect(questions).toHaveCount(before + 1);
  await expect(questions.nth(before - 1)).toContainText('Do you clean water tanks?');
  await visitor.goto('/');
  await expect(visitor.locator('#faq .faq-item').nth(before - 1)).toContainText('هل تنظفون الخزانات؟');
  await visitor.close();
});

test('a cleaning price: refused with its limit beside it, then previewed, and on the site only once published', async ({
  page,
}) => {
  await signInByApi(page);
  await page.goto('/admin/website');
  await page.getByRole('tab', { name: 'المدن والأحياء' }).click();
  const medina = page.locator('details').filter({ has: page.locator('summary', { hasText: /^المدينة المنورة$/ }) });
  await medina.locator('summary').click();
  const price = medina.getByLabel('السعر يبدأ من').first();
  await expect(price).toHaveValue('200');

  // A wrong price in a folded city: the save unfolds it and says why beside the field.
  await price.fill('0');
  await medina.locator('summary').click();
  await page.getByRole('button', { name: 'حفظ المسودة' }).click();
  await expect(
    page.getByText('المدينة المنورة › الخدمات › خدمة 1 › السعر يبدأ من: خارج الحدود المسموحة (من 1 إلى 100000)'),
  ).toBeInViewport();

  await price.fill('260');
  await page.getByRole('button', { name: 'حفظ المسودة' }).click();
  await expect(page.getByText('حُفظت المسودة، ولن يتغير الموقع حتى تنشرها')).toBeInViewport();

  // The preview shows the draft; the site does not.
  await page.getByRole('button', { name: 'معاينة' }).click();
  const preview = page.frameLocator('iframe[title="الصفحة كما ستظهر بعد النشر"]');
  await expect(preview.getByText('معاينة المسودة: هذه الصفحة لم تُنشر')).toBeVisible({ timeout: PUBLISH_MS });
  await expect(preview.locator('[data-price="260"]').first()).toBeVisible();
  await page.getByRole('radiogroup', { name: 'العرض' }).getByText('حاسوب').click();
  await expect(preview.locator('[data-price="260"]').first()).toBeVisible();
  expect(await publicHtml(page, '/cities/medina')).not.toContain('data-price="260"');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'نشر', exact: true }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'نشر', exact: true }).click();
  await expect(page.getByText('تم النشر: يعرض الموقع الآن البيانات الجديدة')).toBeInViewport({ timeout: PUBLISH_MS });
  const city = await publicHtml(page, '/cities/medina');
  expect(city).toContain('data-price="260"');
  expect(city).toMatch(/application\/ld\+json[^<]*"price":"?260/);
});

test('the form of each kind of field, a group unfolded and the preview open, have no accessibility violations', async ({
  page,
}) => {
  // Four runs of axe over long forms: more than the usual time on a busy machine.
  test.setTimeout(180_000);
  await signInByApi(page);
  await page.goto('/admin/website');
  // Texts side by side and a list of cards; numbers and lists of rows in folded groups; a choice.
  for (const tab of ['الصفحة الرئيسية', 'المدن والأحياء', 'من نحن']) {
    const button = page.getByRole('tab', { name: tab, exact: true });
    await button.click();
    const panel = page.getByRole('tabpanel', { name: tab, exact: true });
    await expect(panel.getByRole('button', { name: 'حفظ المسودة' })).toBeVisible();
    const fold = panel.locator('details summary').first();
    if (await fold.count()) await fold.click();
    // The open tab only: the tabs seen before stay in the page, hidden.
    await expectNoAxeViolations(page, `website tab ${tab}`, {
      include: `#${await button.getAttribute('aria-controls')}`,
    });
  }
  await page.getByRole('tabpanel', { name: 'من نحن', exact: true }).getByRole('button', { name: 'معاينة' }).click();
  // The bar says whether a draft is waiting: other tests may have left one, or not.
  await expect(
    page
      .frameLocator('iframe')
      .getByRole('status')
      .getByText(/^معاينة/),
  ).toBeVisible({
    timeout: PUBLISH_MS,
  });
  await expectNoAxeViolations(page, 'website preview', { include: '.ant-drawer', exclude: '.preview-frame iframe' });
});
