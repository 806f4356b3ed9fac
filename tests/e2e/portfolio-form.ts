/** The admin portfolio's add form, as the browser tests fill it: fresh texts and an uploaded image. */
import type { Locator, Page } from '@playwright/test';
import { expect, pngImage, toast, unique } from './admin-support';

export interface Texts {
  title_ar: string;
  title_en: string;
  location_ar: string;
  location_en: string;
  duration_ar: string;
  duration_en: string;
  client_name_ar: string;
  client_name_en: string;
  description_ar: string;
  description_en: string;
  testimonial_ar: string;
  testimonial_en: string;
}

export function texts(): Texts {
  const id = unique('').trim();
  return {
    title_ar: `جلي رخام فيلا في العوالي ${id}`,
    title_en: `Villa marble polishing in Al-Awali ${id}`,
    location_ar: 'العوالي، المدينة المنورة',
    location_en: 'Al-Awali, Medina',
    duration_ar: '6 ساعات',
    duration_en: '6 hours',
    client_name_ar: 'أم فيصل',
    client_name_en: 'Umm Faisal',
    description_ar: 'جلي وتلميع رخام الصالة والمدخل وإعادة اللمعان.',
    description_en: 'Polished the hall and entrance marble back to a mirror shine.',
    testimonial_ar: 'عمل متقن وفريق محترم، أنصح بهم.',
    testimonial_en: 'Careful work and a respectful team; recommended.',
  };
}

export const LABELS: Record<keyof Texts, string> = {
  title_ar: 'العنوان بالعربية',
  title_en: 'العنوان بالإنجليزية',
  location_ar: 'الموقع بالعربية',
  location_en: 'الموقع بالإنجليزية',
  duration_ar: 'المدة بالعربية',
  duration_en: 'المدة بالإنجليزية',
  client_name_ar: 'اسم العميل بالعربية',
  client_name_en: 'اسم العميل بالإنجليزية',
  description_ar: 'الوصف بالعربية',
  description_en: 'الوصف بالإنجليزية',
  testimonial_ar: 'رأي العميل بالعربية',
  testimonial_en: 'رأي العميل بالإنجليزية',
};

export async function openAddForm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'إضافة عمل' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة عمل إلى المعرض' });
  await expect(dialog).toBeInViewport();
  return dialog;
}

export async function fillTexts(dialog: Locator, t: Texts): Promise<void> {
  for (const [key, label] of Object.entries(LABELS) as [keyof Texts, string][]) {
    await dialog.getByLabel(label, { exact: true }).fill(t[key]);
  }
}

export async function uploadImageInForm(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByTestId('image-file-input').setInputFiles({
    name: 'marble.png',
    mimeType: 'image/png',
    buffer: await pngImage(),
  });
  await expect(toast(page, 'تم رفع الصورة بنجاح')).toBeInViewport();
  const field = dialog.getByLabel('الصورة', { exact: true });
  await expect(field).toHaveValue(/^\/uploads\/[\w-]+\.png$/);
  const url = await field.inputValue();
  const preview = dialog.getByRole('img', { name: 'معاينة الصورة المختارة' });
  await expect(preview).toHaveAttribute('src', url);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  return url;
}

/** Adds an item with fresh texts and an uploaded image through the add form; returns its texts. */
export async function addItemThroughForm(page: Page): Promise<Texts> {
  const t = texts();
  const dialog = await openAddForm(page);
  await fillTexts(dialog, t);
  await uploadImageInForm(page, dialog);
  const added = toast(page, 'تمت إضافة العمل بنجاح');
  // An earlier add's notice may still be showing: this add's own must be the one seen.
  await expect(added).toHaveCount(0);
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(added).toBeInViewport();
  return t;
}
