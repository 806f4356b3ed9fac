import type { Category } from './constants';

/**
 * The value the contact forms send as `service`: the Arabic word on Arabic pages,
 * the English word on English pages (the server turns a natively posted form's choice into it).
 */
export const SERVICE_WORDS: Record<'ar' | 'en', Record<Category, string>> = {
  ar: {
    cleaning: 'تنظيف',
    marble: 'رخام',
    moving: 'نقل',
    maintenance: 'صيانة',
    gardens: 'حدائق',
    additional: 'إضافية',
  },
  en: {
    cleaning: 'Cleaning',
    marble: 'Marble',
    moving: 'Moving',
    maintenance: 'Maintenance',
    gardens: 'Gardens',
    additional: 'Additional',
  },
};
