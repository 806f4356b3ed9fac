import type { PortfolioTexts } from './types';

export const portfolioContent: PortfolioTexts = {
  seo: {
    title: 'أعمالنا | مشاريع تنظيف وجلي رخام ونقل أثاث – لمسة المدينة',
    description:
      'شاهد صوراً حقيقية من أعمال لمسة المدينة في المدينة المنورة: قبل وبعد التنظيف وجلي الرخام ونقل الأثاث والصيانة وتنسيق الحدائق، مع تقييمات العملاء.',
  },
  hero: {
    title: 'أعمالنا',
    subtitle: 'شغلنا يتكلم عنا',
    intro: 'مختارات من مشاريع نفذناها لعملائنا، بصور قبل وبعد وتقييمات أصحابها.',
  },
  statIcons: ['check', 'users', 'award', 'pin'],
  grid: {
    title: 'تصفح المشاريع',
    intro: 'اختر الخدمة لتشوف المشاريع المرتبطة فيها',
  },
};
