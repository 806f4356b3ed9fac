import { screenText } from '../../lib/screen-text';

/** The services screen's own texts (lib/screen-text.ts), Arabic then English; the shared ones are in text/. */
const ar = {
  title: 'إدارة الخدمات',
  figures: 'أرقام كل خدمة',
  startingPrice: 'السعر يبدأ من (في الموقع)',
  averageQuote: 'متوسط السعر المعروض',
  pricesNote: 'أسعار البداية كما تظهر في صفحة المدينة المنورة على الموقع؛ تُعدَّل من شاشة الموقع.',
};

export const servicesText = screenText('services', ar, {
  title: 'Services',
  figures: "Each service's figures",
  startingPrice: 'Price from (on the site)',
  averageQuote: 'Average quoted price',
  pricesNote: "Starting prices as the site's Medina page shows them; change them on the Website screen.",
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    services: typeof ar;
  }
}
