import type { HomeSection } from '../home';

/** The home page's top and testimonials as shipped: the first published version of the `home` section. */
export const SHIPPED_HOME: HomeSection = {
  hero: {
    badge: {
      ar: 'خدمات منزلية متكاملة في المدينة المنورة',
      en: 'Complete home services in Medina',
    },
    title: {
      ar: 'بيتك يستاهل لمسة تفرق',
      en: 'Your home deserves a finer touch',
    },
    subtitle: {
      ar: 'من التنظيف العميق وجلي الرخام إلى نقل العفش والصيانة وتنسيق الحدائق، فريقنا المدرَّب يجيك بمعداته وينجز الشغل بإتقان وفي الوقت اللي يناسبك.',
      en: 'Deep cleaning, marble polishing, furniture moving, repairs and garden care, delivered by trained teams who bring their own equipment and arrive when it suits you.',
    },
    primaryCta: {
      ar: 'احجز عبر واتساب',
      en: 'Book on WhatsApp',
    },
    secondaryCta: {
      ar: 'اتصل الآن',
      en: 'Call now',
    },
    bookingMessage: {
      ar: 'السلام عليكم، أبغى أحجز خدمة من لمسة المدينة',
      en: 'Hello, I would like to book a service with Lamsat Al-Madinah',
    },
  },
  testimonials: [
    {
      name: {
        ar: 'أبو فيصل العتيبي',
        en: 'Abu Faisal Al-Otaibi',
      },
      service: {
        ar: 'تنظيف فيلا',
        en: 'Villa cleaning',
      },
      rating: 5,
      comment: {
        ar: 'جوني بالموعد بالضبط، ونظفوا الفيلا كاملة من السطح للحوش. الله يعطيهم العافية، الشغل مرتب وما احتجت أنبههم على شي.',
        en: 'They arrived exactly on time and cleaned the whole villa from the roof to the courtyard. Neat, thorough work and I never had to point anything out.',
      },
      location: {
        ar: 'حي العزيزية',
        en: 'Al-Aziziyah',
      },
    },
    {
      name: {
        ar: 'أم عبدالله',
        en: 'Umm Abdullah',
      },
      service: {
        ar: 'جلي رخام',
        en: 'Marble polishing',
      },
      rating: 5,
      comment: {
        ar: 'الرخام كان باهت من سنين، ورجع يلمع كأنه جديد. والأجمل إنهم غطوا الأثاث وما خلّوا أي أثر بعد الشغل.',
        en: 'Our marble had been dull for years and now it shines like new. They covered the furniture and left no mess behind.',
      },
      location: {
        ar: 'حي قباء',
        en: 'Quba',
      },
    },
    {
      name: {
        ar: 'سلطان الحربي',
        en: 'Sultan Al-Harbi',
      },
      service: {
        ar: 'نقل أثاث',
        en: 'Furniture moving',
      },
      rating: 5,
      comment: {
        ar: 'نقلوا عفشي من شقة لفيلا، فكّوا وركبوا كل شي وما انخدشت ولا قطعة. تعامل راقي وسعر واضح من البداية.',
        en: 'They moved us from an apartment to a villa, took everything apart and put it back together without a single scratch. Clear price from the start.',
      },
      location: {
        ar: 'حي الخالدية',
        en: 'Al-Khalidiyah',
      },
    },
    {
      name: {
        ar: 'نورة المطيري',
        en: 'Noura Al-Mutairi',
      },
      service: {
        ar: 'تنظيف شقة',
        en: 'Apartment cleaning',
      },
      rating: 5,
      comment: {
        ar: 'حجزت الصباح وجوني بعد العصر نفس اليوم. نظافة المطبخ والحمامات فوق الممتاز، أكيد بتعامل معهم مرة ثانية.',
        en: 'I booked in the morning and they came the same afternoon. The kitchen and bathrooms were spotless. I will definitely book again.',
      },
      location: {
        ar: 'حي الدفاع',
        en: 'Al-Difa',
      },
    },
    {
      name: {
        ar: 'عبدالرحمن الجهني',
        en: 'Abdulrahman Al-Juhani',
      },
      service: {
        ar: 'صيانة مكيفات',
        en: 'AC maintenance',
      },
      rating: 5,
      comment: {
        ar: 'الفني عرف المشكلة من أول نظرة وصلّحها بسرعة، وشرح لي وش السبب. خدمة محترمة وأسعار معقولة.',
        en: 'The technician found the fault straight away, fixed it quickly and explained what caused it. Professional service at a fair price.',
      },
      location: {
        ar: 'حي الرانوناء',
        en: 'Al-Ranuna',
      },
    },
    {
      name: {
        ar: 'أبو خالد الأنصاري',
        en: 'Abu Khalid Al-Ansari',
      },
      service: {
        ar: 'تنسيق حديقة',
        en: 'Garden landscaping',
      },
      rating: 5,
      comment: {
        ar: 'الحوش كان مهمل، والحين صار جلستنا المفضلة. زرعوا الثيل وركّبوا الري وجابوا لي أفكار ما خطرت على بالي.',
        en: 'Our yard was neglected and it is now our favourite place to sit. They laid the lawn, installed irrigation and came up with ideas I had not thought of.',
      },
      location: {
        ar: 'حي العوالي',
        en: 'Al-Awali',
      },
    },
  ],
};
