import type { FiguresSection } from '../figures';

/** Each page's figures as shipped: the first published version of the `figures` section. */
export const SHIPPED_FIGURES: FiguresSection = {
  home: [
    {
      value: {
        ar: '5000+',
        en: '5000+',
      },
      label: {
        ar: 'عميل راضٍ',
        en: 'Happy customers',
      },
    },
    {
      value: {
        ar: '10000+',
        en: '10000+',
      },
      label: {
        ar: 'خدمة منجزة',
        en: 'Services completed',
      },
    },
    {
      value: {
        ar: '5+',
        en: '5+',
      },
      label: {
        ar: 'سنوات خبرة',
        en: 'Years of experience',
      },
    },
    {
      value: {
        ar: '24/7',
        en: '24/7',
      },
      label: {
        ar: 'خدمة متواصلة',
        en: 'Always available',
      },
    },
  ],
  about: [
    {
      value: {
        ar: '5000+',
        en: '5000+',
      },
      label: {
        ar: 'عميل راضٍ',
        en: 'Happy customers',
      },
    },
    {
      value: {
        ar: '10000+',
        en: '10000+',
      },
      label: {
        ar: 'خدمة منجزة',
        en: 'Services completed',
      },
    },
    {
      value: {
        ar: '5+',
        en: '5+',
      },
      label: {
        ar: 'سنوات خبرة',
        en: 'Years of experience',
      },
    },
    {
      value: {
        ar: '24/7',
        en: '24/7',
      },
      label: {
        ar: 'خدمة متواصلة',
        en: 'Always available',
      },
    },
  ],
  services: [
    {
      value: {
        ar: '8000+',
        en: '8000+',
      },
      label: {
        ar: 'عميل يثق فينا',
        en: 'Customers who trust us',
      },
    },
    {
      value: {
        ar: '15',
        en: '15',
      },
      label: {
        ar: 'سنة خبرة منذ 2009',
        en: 'Years of experience, since 2009',
      },
    },
    {
      value: {
        ar: '4.9/5',
        en: '4.9/5',
      },
      label: {
        ar: 'تقييم العملاء',
        en: 'Customer rating',
      },
    },
    {
      value: {
        ar: '30+',
        en: '30+',
      },
      label: {
        ar: 'مدينة نخدمها',
        en: 'Cities served',
      },
    },
    {
      value: {
        ar: '24',
        en: '24',
      },
      label: {
        ar: 'ساعة خدمة يومياً',
        en: 'Hours a day',
      },
    },
  ],
  contact: [
    {
      value: {
        ar: '5000+',
        en: '5000+',
      },
      label: {
        ar: 'عميل سعيد',
        en: 'Happy clients',
      },
    },
    {
      value: {
        ar: '24/7',
        en: '24/7',
      },
      label: {
        ar: 'متاحون لك',
        en: 'At your service',
      },
    },
  ],
  portfolio: [
    {
      value: {
        ar: '500+',
        en: '500+',
      },
      label: {
        ar: 'مشروع منجز',
        en: 'Projects completed',
      },
    },
    {
      value: {
        ar: '5000+',
        en: '5000+',
      },
      label: {
        ar: 'عميل',
        en: 'Clients',
      },
    },
    {
      value: {
        ar: '5+',
        en: '5+',
      },
      label: {
        ar: 'سنوات خبرة',
        en: 'Years of experience',
      },
    },
    {
      value: {
        ar: '100%',
        en: '100%',
      },
      label: {
        ar: 'تغطية للمدينة وضواحيها',
        en: 'Coverage of Medina and its suburbs',
      },
    },
  ],
};
