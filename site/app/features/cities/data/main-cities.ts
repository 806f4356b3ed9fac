import type { MainCityCard } from './types';

/** The four main city cards of the cities index (Medina, Makkah, Jeddah, Riyadh), each linking its page. */
export const MAIN_CITIES: readonly MainCityCard[] = [
  {
    slug: 'medina',
    name: { ar: 'المدينة المنورة', en: 'Medina' },
    description: {
      ar: 'مدينتنا ومقرّنا الرئيسي؛ فرقنا تعرف أحياءها من قباء إلى العوالي، وتصل إليك في أقل من ساعة.',
      en: 'Our home city and head office: our teams know every district from Quba to Al-Awali and reach you within the hour.',
    },
    icon: 'mosque',
    rating: 4.9,
    clients: 1250,
    specialties: {
      ar: ['تنظيف الفلل والمنازل', 'جلي الرخام', 'تجهيز سكن الزوار', 'تنسيق الحدائق والنخيل'],
      en: ['Villa and home cleaning', 'Marble polishing', 'Guest housing preparation', 'Gardens and palm care'],
    },
    color: '#0f766e',
  },
  {
    slug: 'makkah',
    name: { ar: 'مكة المكرمة', en: 'Makkah' },
    description: {
      ar: 'خدمة تواكب مواسم الحج والعمرة، من تجهيز الشقق المفروشة إلى تعقيم المساجد والمصليات.',
      en: 'Service that keeps pace with Hajj and Umrah seasons, from furnished apartments to mosque sterilization.',
    },
    icon: 'kaaba',
    rating: 4.9,
    clients: 2100,
    specialties: {
      ar: ['تجهيز الشقق المفروشة', 'تعقيم المساجد', 'نقل العفش في الأحياء الجبلية', 'صيانة المكيفات'],
      en: ['Furnished apartment preparation', 'Mosque sterilization', 'Moving in hillside districts', 'AC maintenance'],
    },
    color: '#b45309',
  },
  {
    slug: 'jeddah',
    name: { ar: 'جدة', en: 'Jeddah' },
    description: {
      ar: 'حلول مصممة للرطوبة وملوحة هواء البحر، للأبراج والمجمعات السكنية والفلل على امتداد الكورنيش.',
      en: 'Solutions built for humidity and salty sea air, for towers, residential complexes and villas along the Corniche.',
    },
    icon: 'waves',
    rating: 4.8,
    clients: 1850,
    specialties: {
      ar: ['تنظيف الأبراج والمجمعات', 'غسيل الواجهات الزجاجية', 'مكافحة الرطوبة والعفن', 'جلي الرخام'],
      en: ['Towers and complexes', 'Glass facade washing', 'Humidity and mould treatment', 'Marble polishing'],
    },
    color: '#0369a1',
  },
  {
    slug: 'riyadh',
    name: { ar: 'الرياض', en: 'Riyadh' },
    description: {
      ar: 'فرق كبيرة تغطي العاصمة من شمالها إلى جنوبها، تعرف كيف تتعامل مع الغبار والرمال بعد كل موجة.',
      en: 'Large teams covering the capital from north to south, experienced with the dust and sand after every storm.',
    },
    icon: 'tower',
    rating: 4.9,
    clients: 3200,
    specialties: {
      ar: ['تنظيف ما بعد موجات الغبار', 'صيانة المنازل الذكية', 'تنظيف المكاتب والشركات', 'تنسيق الحدائق'],
      en: ['Cleaning after dust storms', 'Smart-home maintenance', 'Office and company cleaning', 'Landscaping'],
    },
    color: '#6d28d9',
  },
];
