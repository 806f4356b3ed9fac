/** The bar across the top of a preview, in the language of the person looking at it. */
export const PREVIEW_BAR = {
  ar: 'معاينة المسودة: هذه الصفحة لم تُنشر، والزوار يرون الصفحة المنشورة',
  en: 'Draft preview: this page is not published; visitors see the published page',
} as const;
