import { allowConsoleErrors, test } from './fixtures';
import { horizontalOverflow } from './layout-checks';
import { addItemThroughForm, fillTexts, LABELS, openAddForm, texts, uploadImageInForm } from './portfolio-form';
import { createPortfolioItem, deletePortfolioItem, uploadPng } from './site-support';
import {
  ADMIN_TEST_TIMEOUT,
  chooseOption,
  clickToClose,
  expect,
  expectNoAxeViolations,
  holdLiveUpdates,
  placeholderRow,
  row,
  signIn,
  signInByApi,
  toast,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

test.describe('admin portfolio', () => {
  test('every field but before/after is required, with the Arabic field name', async ({ page }) => {
    // The image path typed below does not exist: its preview's 404 is expected.
    allowConsoleErrors(page, /404/);
    await signIn(page);
    await page.getByRole('link', { name: 'معرض الأعمال' }).click();
    await expect(page).toHaveURL(/\/admin\/portfolio$/);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/portfolio.php')) posts += 1;
    });
    const dialog = await openAddForm(page);
    // Defaults: category cleaning, rating 5, before/after off.
    await expect(dialog.locator('.ant-form-item').filter({ hasText: 'التصنيف' })).toContainText('التنظيف');
    await expect(dialog.getByLabel('التقييم')).toHaveValue('5');
    await expect(dialog.getByRole('switch', { name: 'قبل وبعد' })).not.toBeChecked();

    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, 'الحقل العنوان بالعربية مطلوب')).toBeInViewport();
    for (const label of ['الصورة', ...Object.values(LABELS)]) {
      await expect(dialog.getByText(`الحقل ${label} مطلوب`, { exact: true })).toBeInViewport();
    }
    // Filling all but one leaves only that one's message.
    const t = texts();
    await fillTexts(dialog, t);
    await dialog.getByLabel('الصورة', { exact: true }).fill('/uploads/x.png');
    await dialog.getByLabel('المدة بالإنجليزية', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, 'الحقل المدة بالإنجليزية مطلوب')).toBeInViewport();
    // Rating is bounded 1 to 5.
    const rating = dialog.getByLabel('التقييم');
    await rating.fill('9');
    await rating.blur();
    await expect(rating).toHaveValue('5');
    expect(posts).toBe(0);
  });

  test('add with a real image upload; the item shows on the public portfolio in Arabic and English', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/admin/portfolio');
    const dialog = await openAddForm(page);
    // The form opens with focus on its first field.
    await expect(dialog.getByLabel('التصنيف')).toBeFocused();
    const t = texts();
    await fillTexts(dialog, t);
    await chooseOption(page, dialog, 'التصنيف', 'الرخام والسيراميك');
    await dialog.getByLabel('التقييم').fill('4');
    await dialog.getByRole('switch', { name: 'قبل وبعد' }).click();
    await dialog.getByLabel('التاريخ').click();
    await dialog.getByLabel('التاريخ').fill('2025-10-05');
    await page.keyboard.press('Enter');
    const url = await uploadImageInForm(page, dialog);
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, 'تمت إضافة العمل بنجاح')).toBeInViewport();
    await expect(dialog).toBeHidden();
    const added = row(page, t.title_ar);
    await expect(added).toContainText('الرخام والسيراميك');
    // Written as every date of the admin is.
    await expect(added).toContainText('5 أكتوبر 2025');
    await expect(added).toContainText('4 / 5');
    await expect(added.getByRole('img', { name: t.title_ar })).toHaveAttribute('src', url);

    // The uploaded file is served as an image.
    const image = await page.request.get(url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\/png/);

    // The public API lists it localized in both languages.
    for (const [lang, title, location] of [
      ['ar', t.title_ar, t.location_ar],
      ['en', t.title_en, t.location_en],
    ] as const) {
      const res = await page.request.get(`/backend/portfolio.php?lang=${lang}`);
      const items = (await res.json()) as { title: string; image: string; beforeAfter: boolean; location: string }[];
      const found = items.find((i) => i.title === title);
      expect(found, `${lang} list`).toMatchObject({ image: url, beforeAfter: true, location, rating: 4 });
    }

    // And the public portfolio pages show it, in Arabic and in English.
    for (const [path, title, testimonial] of [
      ['/portfolio', t.title_ar, t.testimonial_ar],
      ['/en/portfolio', t.title_en, t.testimonial_en],
    ] as const) {
      await page.goto(path);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card).toBeVisible();
      await expect(card).toContainText(testimonial);
      const img = card.getByRole('img', { name: title });
      await expect(img).toHaveAttribute('src', url);
      await img.scrollIntoViewIfNeeded();
      // Loaded: the upload itself or one of its variants (named after it). With a srcset the
      // natural width is scaled to the slot, so what shows is checked by its address.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const stem = url.slice(url.lastIndexOf('/') + 1).replace(/\.[a-z]+$/, '');
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(stem);
    }
  });

  test('a file that is not an image is refused with the upload failure message', async ({ page }) => {
    allowConsoleErrors(page, /400|415|422/);
    await signIn(page);
    await page.goto('/admin/portfolio');
    const dialog = await openAddForm(page);
    const input = dialog.getByTestId('image-file-input');
    await expect(input).toHaveAttribute('accept', 'image/*');

    // Refused in the browser by its type…
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/upload.php')) uploads += 1;
    });
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toast(page, 'فشل رفع الصورة: الملف المختار ليس صورة')).toBeInViewport();
    expect(uploads).toBe(0);

    // …and by the server by its content, whatever the name says.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not a png') });
    await expect(toast(page, /^فشل رفع الصورة/).last()).toBeInViewport();
    await expect.poll(() => uploads).toBe(1);
    await expect(dialog.getByLabel('الصورة', { exact: true })).toHaveValue('');
    await expect(dialog.getByRole('img', { name: 'معاينة الصورة المختارة' })).toHaveCount(0);
  });

  test('preview, edit and delete an item', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/portfolio');
    const t = await addItemThroughForm(page);

    await row(page, t.title_ar).getByRole('button', { name: 'معاينة' }).click();
    const preview = page.getByRole('dialog', { name: 'تفاصيل العمل' });
    for (const value of Object.values(t)) await expect(preview).toContainText(value);
    await preview.getByRole('button', { name: /close|إغلاق/i }).click();
    await expect(preview).toBeHidden();

    await row(page, t.title_ar).getByRole('button', { name: 'تعديل' }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل العمل' });
    await expect(edit.getByLabel('العنوان بالعربية', { exact: true })).toHaveValue(t.title_ar);
    const newTitle = `${t.title_ar} (محدّث)`;
    await edit.getByLabel('العنوان بالعربية', { exact: true }).fill(newTitle);
    await edit.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, 'تم تحديث العمل بنجاح')).toBeInViewport();
    await expect(row(page, newTitle)).toHaveCount(1);

    await row(page, newTitle).getByRole('button', { name: 'حذف' }).click();
    await clickToClose(page.getByRole('dialog', { name: 'تأكيد الحذف' }), 'حذف');
    await expect(toast(page, 'تم حذف العمل')).toBeInViewport();
    await expect(row(page, newTitle)).toHaveCount(0);
    const ar = (await (await page.request.get('/backend/portfolio.php?lang=ar')).json()) as { title: string }[];
    expect(ar.some((i) => i.title === newTitle)).toBe(false);
  });

  test('saving or deleting an item that is gone shows the failure messages', async ({ page }) => {
    allowConsoleErrors(page, /404/);
    await signIn(page);
    await page.goto('/admin/portfolio');
    const idOf = async (title: string) => {
      const list = (await (await page.request.get('/backend/admin/portfolio.php?page=1&limit=100')).json()) as {
        items: { id: number; title_ar: string }[];
      };
      const id = list.items.find((i) => i.title_ar === title)?.id;
      expect(id).toBeDefined();
      return id!;
    };
    const deleteElsewhere = async (id: number) =>
      expect((await page.request.post(`/backend/admin/portfolio.php?id=${id}&_method=DELETE`)).status()).toBe(200);

    // The edit form is open when another admin deletes the item.
    const first = await addItemThroughForm(page);
    await row(page, first.title_ar).getByRole('button', { name: 'تعديل' }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل العمل' });
    await expect(edit).toBeInViewport();
    await deleteElsewhere(await idOf(first.title_ar));
    await edit.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, /^فشل الحفظ/)).toBeInViewport();
    await edit.getByRole('button', { name: 'إلغاء' }).click();
    // The live stream took it off the list meanwhile.
    await expect(row(page, first.title_ar)).toHaveCount(0);

    // The delete confirmation is open when another admin deletes it.
    const second = await addItemThroughForm(page);
    await row(page, second.title_ar).getByRole('button', { name: 'حذف' }).click();
    const confirm = page.getByRole('dialog', { name: 'تأكيد الحذف' });
    await expect(confirm).toBeInViewport();
    await deleteElsewhere(await idOf(second.title_ar));
    await clickToClose(confirm, 'حذف');
    await expect(toast(page, /^تعذّر الحذف/)).toBeInViewport();
    await expect(row(page, second.title_ar)).toHaveCount(0);
  });

  test('a failed list load shows that it could not load and the red error row, in view on a narrow screen', async ({
    page,
  }) => {
    allowConsoleErrors(page, /400/);
    // Wide enough for the table, narrower than it: the table scrolls sideways in its frame.
    await page.setViewportSize({ width: 600, height: 900 });
    await signInByApi(page);
    // A page number the server refuses (more than 9 digits): a real failed list call.
    await page.goto('/admin/portfolio?page=99999999999');
    await expect(toast(page, /^تعذّر تحميل المعرض/)).toBeInViewport();
    const failure = placeholderRow(page).getByRole('alert');
    await expect(failure).toContainText('تعذّر تحميل المعرض');
    await expect(failure).toBeInViewport({ ratio: 1 });
  });

  test('on a phone the list is cards with no sideways scrolling, and a card opens its preview', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page);
    // Other tests' new items would push this one down while it is checked.
    await holdLiveUpdates(page);
    const item = texts();
    const image = await uploadPng(page.request, { r: 200, g: 120, b: 40 });
    const id = await createPortfolioItem(page.request, {
      ...item,
      category: 'gardens',
      image,
      before_after: 1,
      date: '2026-04-12',
      rating: 4,
    });
    await page.goto('/admin/portfolio');
    const card = page.locator('.portfolio-card').filter({ hasText: item.title_ar });
    await expect(card).toBeInViewport();
    await expect(card).toContainText(item.title_en);
    await expect(card).toContainText('الحدائق والتنسيق');
    await expect(card).toContainText('قبل وبعد');
    await expect(card).toContainText('التقييم: 4 من 5');
    await expect(card.locator('img')).toHaveAttribute('src', image);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toEqual([]);
    for (const action of ['معاينة', 'تعديل', 'حذف']) {
      await expect(card.getByRole('button', { name: action, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await card.getByRole('button', { name: item.title_ar }).click();
    const preview = page.getByRole('dialog', { name: 'تفاصيل العمل' });
    await expect(preview).toBeInViewport();
    await expect(preview).toContainText(item.description_ar);
    await deletePortfolioItem(page.request, id);
  });

  test('the portfolio screen and its form have no axe violations', async ({ page }) => {
    await signInByApi(page);
    await holdLiveUpdates(page);
    await page.goto('/admin/portfolio');
    await expect(page.getByRole('heading', { name: 'معرض الأعمال' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
    const dialog = await openAddForm(page);
    await expect(dialog.getByLabel('العنوان بالعربية', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  });
});
