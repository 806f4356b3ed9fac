import type { Language } from '@shared/constants';
import type { CityIconName } from './types';

export interface CitiesIndexContent {
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string; stats: readonly { value: string; label: string }[] };
  /** Why the city cards lead to Arabic pages (English only: the Arabic index needs no such note). */
  arabicOnlyNote?: string;
  main: {
    title: string;
    subtitle: string;
    ratingLabel: string;
    clientsLabel: (n: string) => string;
    /** Link text of a main city card, naming the city so every link says where it goes. */
    cta: (city: string) => string;
  };
  others: { title: string; subtitle: string; reachLine: string };
  cta: {
    title: string;
    text: string;
    callLabel: string;
    whatsappLabel: string;
    whatsappText: string;
    newTab: string;
    phonesLabel: string;
  };
  commitments: { title: string; items: readonly { icon: CityIconName; title: string; text: string }[] };
}

/** Visitor text of the cities index, per language. */
export const CITIES_INDEX_CONTENT: Record<Language, CitiesIndexContent> = {
  ar: {
    seo: {
      title: 'مدن التغطية | خدمات التنظيف والصيانة في أكثر من 30 مدينة سعودية',
      description:
        'لمسة المدينة تخدمك في المدينة المنورة ومكة المكرمة وجدة والرياض وأكثر من 30 مدينة في المملكة: تنظيف، جلي رخام، نقل عفش وصيانة بفرق محلية وجودة واحدة.',
    },
    hero: {
      eyebrow: 'مدن التغطية',
      title: 'نخدمك أينما كنت في المملكة',
      subtitle:
        'بدأنا من المدينة المنورة عام 2009، واليوم تصل فرقنا إلى أكثر من 30 مدينة بنفس المعايير ونفس الالتزام بالمواعيد.',
      stats: [
        { value: '+30', label: 'مدينة نغطيها' },
        { value: '+8000', label: 'عميل راضٍ' },
        { value: '4.9', label: 'من 5 تقييم عملائنا' },
        { value: '24/7', label: 'خدمة على مدار الساعة' },
      ],
    },
    main: {
      title: 'مدننا الرئيسية',
      subtitle: 'في هذه المدن لدينا فرق ثابتة ومستودعات معدات، لذلك نصل أسرع ونحجز لك في نفس اليوم.',
      ratingLabel: 'التقييم',
      clientsLabel: (n) => `${n} عميل`,
      cta: (city) => `خدماتنا في ${city}`,
    },
    others: {
      title: 'مدن أخرى نخدمها',
      subtitle: 'فرق متنقلة مجهزة بالكامل تصل إلى هذه المدن بمواعيد مسبقة.',
      reachLine: 'مدينتك ليست في القائمة؟ لا تقلق، نصل إلى أي مدينة في المملكة — اتصل بنا ونرتب لك الموعد.',
    },
    cta: {
      title: 'احجز خدمتك في مدينتك الآن',
      text: 'فريق خدمة العملاء متاح على مدار الساعة، يحدد لك أقرب فريق ويؤكد موعدك خلال دقائق.',
      callLabel: 'اتصل الآن',
      whatsappLabel: 'راسلنا على واتساب',
      whatsappText: 'السلام عليكم، أرغب في حجز خدمة في مدينتي',
      newTab: '(يفتح في نافذة جديدة)',
      phonesLabel: 'أرقام التواصل',
    },
    commitments: {
      title: 'التزامنا في كل مدينة',
      items: [
        {
          icon: 'clock',
          title: 'استجابة سريعة',
          text: 'نؤكد طلبك خلال 5 دقائق، ويصل الفريق في الموعد الذي تختاره دون تأخير.',
        },
        {
          icon: 'award',
          title: 'جودة موحدة',
          text: 'نفس المواد المعتمدة ونفس قائمة الفحص في كل مدينة، مع إعادة الخدمة مجاناً خلال 48 ساعة.',
        },
        {
          icon: 'users',
          title: 'فرق محلية',
          text: 'فنيون من أهل المدينة يعرفون أحياءها وطبيعة مبانيها ومناخها.',
        },
      ],
    },
  },
  en: {
    seo: {
      title: 'Cities we serve | Cleaning and maintenance in 30+ Saudi cities',
      description:
        'Lamsat Al-Madinah serves Medina, Makkah, Jeddah, Riyadh and more than 30 cities across Saudi Arabia: cleaning, marble polishing, moving and maintenance by local teams.',
    },
    hero: {
      eyebrow: 'Coverage',
      title: 'Wherever you are in the Kingdom, we are there',
      subtitle:
        'We started in Medina in 2009; today our teams reach more than 30 cities with the same standards and the same punctuality.',
      stats: [
        { value: '30+', label: 'cities covered' },
        { value: '8000+', label: 'happy clients' },
        { value: '4.9', label: 'out of 5 rating' },
        { value: '24/7', label: 'round-the-clock service' },
      ],
    },
    arabicOnlyNote:
      'Our city and district pages are written in Arabic only, for the customers they serve. This page is their English overview; the links below open them in Arabic.',
    main: {
      title: 'Our main cities',
      subtitle: 'In these cities we keep permanent teams and equipment depots, so we arrive faster and book same-day.',
      ratingLabel: 'Rating',
      clientsLabel: (n) => `${n} clients`,
      cta: (city) => `Our services in ${city}`,
    },
    others: {
      title: 'Other cities we serve',
      subtitle: 'Fully equipped mobile teams reach these cities on scheduled appointments.',
      reachLine: 'Your city is not on the list? No problem: we reach every city in the Kingdom. Call us and we will arrange it.',
    },
    cta: {
      title: 'Book a service in your city now',
      text: 'Customer service is available around the clock: we find the nearest team and confirm your appointment within minutes.',
      callLabel: 'Call now',
      whatsappLabel: 'Message us on WhatsApp',
      whatsappText: 'Hello, I would like to book a service in my city',
      newTab: '(opens in a new tab)',
      phonesLabel: 'Phone numbers',
    },
    commitments: {
      title: 'Our commitment in every city',
      items: [
        {
          icon: 'clock',
          title: 'Fast response',
          text: 'We confirm your request within 5 minutes and the team arrives at the time you choose.',
        },
        {
          icon: 'award',
          title: 'Uniform quality',
          text: 'The same approved materials and the same checklist in every city, with a free redo within 48 hours.',
        },
        {
          icon: 'users',
          title: 'Local teams',
          text: 'Technicians from the city itself who know its districts, its buildings and its climate.',
        },
      ],
    },
  },
};
