import { screenText } from '../../lib/screen-text';

/**
 * The portfolio screen's own texts (lib/screen-text.ts), Arabic then English; an item's field names,
 * which the activity log shows too, are the shared `portfolioItem` block of text/.
 */
const ar = {
  title: 'معرض الأعمال',
  add: 'إضافة عمل',
  addTitle: 'إضافة عمل إلى المعرض',
  editTitle: 'تعديل العمل',
  previewTitle: 'تفاصيل العمل',
  titleColumn: 'العنوان',
  empty: 'لا توجد عناصر',
  added: 'تمت إضافة العمل بنجاح',
  updated: 'تم تحديث العمل بنجاح',
  deleted: 'تم حذف العمل',
  required: 'الحقل {{field}} مطلوب',
  upload: 'رفع صورة',
  uploading: 'جارٍ الرفع…',
  uploaded: 'تم رفع الصورة بنجاح',
  notAnImage: 'الملف المختار ليس صورة',
  imageHint: 'ارفع صورة (JPG أو PNG أو WebP أو GIF) أو اكتب مسار الصورة.',
  noImage: 'لا توجد صورة',
  ratingOutOf5: 'التقييم: {{n}} من 5',
  previewAlt: 'معاينة الصورة المختارة',
  errors: {
    savePortfolio: 'فشل الحفظ',
    deletePortfolio: 'تعذّر الحذف',
    upload: 'فشل رفع الصورة',
  },
};

export const portfolioText = screenText('portfolio', ar, {
  title: 'Portfolio',
  add: 'Add work',
  addTitle: 'Add work to the portfolio',
  editTitle: 'Edit work',
  previewTitle: 'Work details',
  titleColumn: 'Title',
  empty: 'No items',
  added: 'The work was added',
  updated: 'The work was updated',
  deleted: 'Deleted',
  required: '{{field}} is required',
  upload: 'Upload image',
  uploading: 'Uploading…',
  uploaded: 'The image was uploaded',
  notAnImage: 'The chosen file is not an image',
  imageHint: 'Upload an image (JPG, PNG, WebP or GIF) or type the image path.',
  noImage: 'No image',
  ratingOutOf5: 'Rating: {{n}} of 5',
  previewAlt: 'Preview of the chosen image',
  errors: {
    savePortfolio: 'Failed to save',
    deletePortfolio: 'Failed to delete',
    upload: 'Failed to upload the image',
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    portfolio: typeof ar;
  }
}
