/**
 * The bar across the top of a preview, in the language of the person looking at it: a page with a
 * draft waiting to be published, or (no draft waiting) the page as visitors see it now.
 */
export const PREVIEW_BAR = {
  draft: {
    ar: 'معاينة المسودة: هذه الصفحة لم تُنشر، والزوار يرون الصفحة المنشورة',
    en: 'Draft preview: this page is not published; visitors see the published page',
  },
  published: {
    ar: 'معاينة: لا مسودة تنتظر النشر، فهذه الصفحة كما يراها الزوار الآن',
    en: 'Preview: no draft is waiting to be published, so this is the page visitors see now',
  },
} as const;
