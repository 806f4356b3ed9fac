import type { Category, Language } from '@shared/constants';
import type { InLanguage } from '@shared/content/in-language';
import type { HomeSection } from '@shared/content/home';
import type { IconName } from '@/components/icon';
import type { Heading, PageSeo, Stat } from './types';

/** The home page's own texts. The hero, figures, testimonials and questions are published content. */
export interface HomeTexts {
  seo: PageSeo;
  /** The hero's first button: the booking form. */
  book: string;
  /** The icons of the figures, in their places. */
  statIcons: IconName[];
  about: Heading & { paragraphs: string[]; points: string[]; more: string };
  services: Heading & { cards: { slug: Category; title: string; description: string }[] };
  gallery: Heading;
  testimonials: Heading;
  faq: Heading;
  contact: Heading & { promise: string };
}

/** The published parts of the home page in its language (given by its loader). */
export type HomePublished = InLanguage<HomeSection>;

/** What the home page shows: its texts with the published parts. */
export interface HomeContent extends Omit<HomeTexts, 'statIcons' | 'testimonials'> {
  hero: HomePublished['hero'];
  stats: Stat[];
  testimonials: Heading & { items: HomePublished['testimonials'] };
}

/** Both languages in one file: the page's loader picks one when the page is rendered. */
export const HOME_TEXTS: Record<Language, HomeTexts> = {
  ar: {
    seo: {
      title: 'لمسة المدينة | تنظيف وجلي رخام ونقل أثاث وصيانة في المدينة المنورة',
      description:
        'شركة لمسة المدينة للخدمات المنزلية: تنظيف منازل وفلل، جلي رخام وسيراميك، نقل أثاث، صيانة عامة وتنسيق حدائق في المدينة المنورة. خدمة 24/7 واستشارة مجانية.',
    },
    book: 'احجز موعدًا',
    statIcons: ['users', 'check', 'award', 'clock'],
    about: {
      title: 'من نحن',
      intro: 'فريق من أهل المدينة، يعرف بيوتها ويقدّر وقت أهلها',
      paragraphs: [
        'بدأنا بفكرة بسيطة: أن يحصل كل بيت في المدينة المنورة على خدمة نظيفة ومرتبة بدون مواعيد مفتوحة ولا مفاجآت في السعر. واليوم نخدم آلاف العملاء في الأحياء والضواحي بفرق متخصصة لكل خدمة.',
        'نستخدم مواد تنظيف آمنة على الأطفال وكبار السن، ومعدات احترافية لجلي الرخام ونقل الأثاث، ونلتزم بالموعد ونتابع معك حتى تطمئن على النتيجة.',
      ],
      points: [
        'استشارة ومعاينة مجانية',
        'إعادة الخدمة مجاناً خلال 48 ساعة إذا ما رضيت',
        'عمالة مدرَّبة وموثوقة',
        'الدفع عند الاستلام أو تحويل بنكي أو دفع إلكتروني',
      ],
      more: 'اعرف قصتنا',
    },
    services: {
      title: 'خدماتنا',
      intro: 'كل ما يحتاجه بيتك من مكان واحد، بفريق متخصص لكل خدمة',
      cards: [
        {
          slug: 'cleaning',
          title: 'التنظيف',
          description: 'تنظيف شامل للفلل والشقق والمكاتب، من المطابخ ودورات المياه إلى الكنب والسجاد والخزانات.',
        },
        {
          slug: 'marble',
          title: 'جلي الرخام والسيراميك',
          description: 'جلي وتلميع وكريستال يرجّع للرخام لمعته، مع معالجة البقع والخدوش وتنظيف الفواصل.',
        },
        {
          slug: 'moving',
          title: 'نقل الأثاث',
          description: 'فك وتغليف ونقل وتركيب العفش بعناية، داخل المدينة وخارجها، مع ضمان سلامة القطع.',
        },
        {
          slug: 'maintenance',
          title: 'الصيانة العامة',
          description: 'سباكة وكهرباء ومكيفات ودهانات وأعمال نجارة بسيطة، بفنيين معتمدين وقطع أصلية.',
        },
        {
          slug: 'gardens',
          title: 'الحدائق وتنسيقها',
          description: 'تصميم وتنسيق الحدائق، زراعة الثيل والنخيل، شبكات الري وصيانة دورية للمسطحات الخضراء.',
        },
        {
          slug: 'additional',
          title: 'خدمات إضافية',
          description: 'تنظيف ما بعد البناء، مكافحة الحشرات، التعقيم، غسيل الواجهات وعقود الصيانة الدورية.',
        },
      ],
    },
    gallery: {
      title: 'من أعمالنا',
      intro: 'صور حقيقية من مشاريع نفذناها لعملائنا في المدينة المنورة',
    },
    faq: {
      title: 'الأسئلة الشائعة',
      intro: 'جمعنا لك أكثر الأسئلة اللي توصلنا، وإذا عندك سؤال ثاني كلمنا',
    },
    contact: {
      title: 'تواصل معنا',
      intro: 'اترك اسمك ورقم جوالك، ويتصل عليك فريقنا في أسرع وقت',
      promise: 'نرد على طلبك خلال 5 دقائق',
    },
    testimonials: {
      title: 'وش قالوا عملاؤنا',
      intro: 'رضا عملائنا هو اللي يخلينا نكمل بنفس المستوى',
    },
  },
  en: {
    seo: {
      title: 'Lamsat Al-Madinah | Cleaning, Marble, Moving & Maintenance in Medina',
      description:
        'Lamsat Al-Madinah Home Services: house and villa cleaning, marble and ceramic polishing, furniture moving, maintenance and landscaping in Medina. Open 24/7, free consultation.',
    },
    book: 'Book a visit',
    statIcons: ['users', 'check', 'award', 'clock'],
    about: {
      title: 'About us',
      intro: 'A Medina team that knows its homes and respects your time',
      paragraphs: [
        'We started with a simple idea: every home in Medina should get careful, reliable service without open-ended appointments or surprise prices. Today we serve thousands of families across the city and its suburbs, with a dedicated team for each service.',
        'We use cleaning products that are safe around children and elderly family members, professional equipment for marble and moving, and we stay in touch until you are happy with the result.',
      ],
      points: [
        'Free consultation and site visit',
        'Free redo within 48 hours if you are not satisfied',
        'Trained, vetted staff',
        'Pay cash on delivery, by bank transfer or online',
      ],
      more: 'Read our story',
    },
    services: {
      title: 'Our services',
      intro: 'Everything your home needs in one place, with a specialist team for every job',
      cards: [
        {
          slug: 'cleaning',
          title: 'Cleaning',
          description:
            'Thorough cleaning for villas, apartments and offices, from kitchens and bathrooms to sofas, carpets and water tanks.',
        },
        {
          slug: 'marble',
          title: 'Marble & Ceramic Polishing',
          description:
            'Grinding, polishing and crystallising that brings back the shine, with stain and scratch treatment and grout cleaning.',
        },
        {
          slug: 'moving',
          title: 'Furniture Moving',
          description:
            'Careful dismantling, packing, moving and reassembly, within Medina and beyond, with every piece protected.',
        },
        {
          slug: 'maintenance',
          title: 'General Maintenance',
          description:
            'Plumbing, electrical, air conditioning, painting and light carpentry by certified technicians using genuine parts.',
        },
        {
          slug: 'gardens',
          title: 'Gardens & Landscaping',
          description:
            'Garden design, lawns and palm planting, irrigation systems and regular care for your green spaces.',
        },
        {
          slug: 'additional',
          title: 'Additional Services',
          description:
            'Post-construction cleaning, pest control, sterilisation, facade washing and maintenance contracts.',
        },
      ],
    },
    gallery: {
      title: 'Our work',
      intro: 'Real photos from jobs we have completed for our customers in Medina',
    },
    faq: {
      title: 'Frequently asked questions',
      intro: 'The questions we hear most often. If yours is not here, just ask us.',
    },
    contact: {
      title: 'Contact us',
      intro: 'Leave your name and mobile number and our team will call you back shortly',
      promise: 'We reply to every request within 5 minutes',
    },
    testimonials: {
      title: 'What our customers say',
      intro: 'Their satisfaction is what keeps our standards high',
    },
  },
};
