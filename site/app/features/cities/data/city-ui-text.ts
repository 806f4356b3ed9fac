import type { CityIconName } from './types';

/**
 * Arabic interface text shared by the city and district pages (they exist in Arabic only).
 * Numbers are written with Western digits, as Saudi commercial sites and price lists do.
 */
export const CITY_UI = {
  priceFrom: (riyals: number) => `ابتداءً من ${riyals} ريال`,
  bookNow: 'احجز الآن',
  featuresLabel: 'المميزات',
  benefitsLabel: 'الفوائد',
  allServices: 'جميع الخدمات',
  arrivalWithin: (minutes: number) => `الوصول خلال ${minutes} دقيقة`,
  arrivalLabel: 'الوصول',
  within: (minutes: number) => `خلال ${minutes} دقيقة`,
  /** Arabic counted noun: 3–10 take the plural (أحياء), 11–99 the singular accusative (حياً). */
  neighbourhoodCount: (count: number) => (count >= 3 && count <= 10 ? `${count} أحياء نغطيها` : `${count} حياً نغطيها`),
  callNow: 'اتصل الآن',
  whatsapp: 'راسلنا على واتساب',
  whatsappText: (city: string) => `السلام عليكم، أرغب في حجز خدمة في ${city}`,
  phonesLabel: 'أرقام التواصل',
  newTab: '(يفتح في نافذة جديدة)',
  ratingBadge: (rating: number) => `تقييم ${rating} من 5`,
  clientsBadge: (clients: number) => `+${clients} عميل`,
  breadcrumbLabel: 'مسار التصفح',
  home: 'الرئيسية',
  cities: 'المدن',
  serviceTime: 'المدة',
  priceLabel: 'السعر',
  minutes: 'دقيقة',
  allCityDistricts: (city: string) => `جميع أحياء ${city} التي نغطيها`,
  otherCitiesLink: 'مدن أخرى نخدمها',
} as const;

/** The badges every city hero starts with: rating, clients, round-the-clock service, experience. */
export function standardBadges(rating: number, clients: number): { icon: CityIconName; label: string }[] {
  return [
    { icon: 'star', label: CITY_UI.ratingBadge(rating) },
    { icon: 'users', label: CITY_UI.clientsBadge(clients) },
    { icon: 'clock', label: 'خدمة 24 ساعة طوال الأسبوع' },
    { icon: 'award', label: 'خبرة 15 عاماً منذ 2009' },
  ];
}
