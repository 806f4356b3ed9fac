import type { Language } from '@shared/constants';
import type { IconName } from '@/components/icon';
import type { Heading, PageSeo, Stat } from './types';

/** The portfolio page's own texts; its figures are published content (given by its loader). */
export interface PortfolioTexts {
  seo: PageSeo;
  hero: Heading & { subtitle: string };
  statIcons: IconName[];
  grid: Heading;
}

export interface PortfolioContent extends Omit<PortfolioTexts, 'statIcons'> {
  stats: Stat[];
}

/** Both languages in one file: the page's loader picks one when the page is rendered. */
export const PORTFOLIO_TEXTS: Record<Language, PortfolioTexts> = {
  ar: {
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
  },
  en: {
    seo: {
      title: 'Our Work | Cleaning, Marble & Moving Projects – Lamsat Al-Madinah',
      description:
        'Real photos of Lamsat Al-Madinah projects in Medina: before-and-after cleaning, marble polishing, furniture moving, maintenance and landscaping, with customer reviews.',
    },
    hero: {
      title: 'Our work',
      subtitle: 'Our work speaks for itself',
      intro:
        'A selection of projects we have completed for our customers, with before-and-after photos and their own reviews.',
    },
    statIcons: ['check', 'users', 'award', 'pin'],
    grid: {
      title: 'Browse projects',
      intro: 'Choose a service to see the projects behind it',
    },
  },
};
