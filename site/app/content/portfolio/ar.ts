import type { PortfolioContent } from './types';

export const portfolioContent: PortfolioContent = {
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
  stats: [
    { value: '500+', label: 'مشروع منجز', icon: 'check' },
    { value: '5000+', label: 'عميل', icon: 'users' },
    { value: '5+', label: 'سنوات خبرة', icon: 'award' },
    { value: '100%', label: 'تغطية للمدينة وضواحيها', icon: 'pin' },
  ],
  grid: { title: 'تصفح المشاريع', intro: 'اختر الخدمة لتشوف المشاريع المرتبطة فيها' },
};
