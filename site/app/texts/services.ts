import type { Language } from '@shared/constants';
import type { InLanguage } from '@shared/content/in-language';
import type { ServicesSection } from '@shared/content/services';
import type { IconName } from '@/components/icon';
import type { ServiceSlug } from '@/route-paths';
import type { Heading, PageSeo, Stat } from './types';

/** A service group's own texts; what it offers is published content (`services` section). */
export interface ServiceGroupTexts {
  seo: PageSeo;
  guarantees: string[];
  imageAlt: string;
}

/** The services pages' own texts (headings, search texts, pictures' descriptions). */
export interface ServicesTexts {
  seo: PageSeo;
  hero: Heading;
  groups: Record<ServiceSlug, ServiceGroupTexts>;
  whyUs: Heading;
  cta: Heading & { book: string; whatsapp: string; contact: string; greeting: string };
  detail: {
    servicesHeading: string;
    featuresHeading: string;
    guaranteesHeading: string;
    statIcons: IconName[];
    ctaTitle: string;
    ctaText: string;
    /** The WhatsApp button beside the booking form's. */
    whatsapp: string;
  };
}

export type ServicesPublished = InLanguage<ServicesSection>;

/**
 * One service group as its page shows it. The grid has as many services as the office lists
 * (shipped: cleaning 12, marble 5, moving 6, maintenance 8, gardens 6, additional 5); `cta` is the
 * booking button's text and `bookingMessage` the text it opens the messaging app with.
 */
export type ServiceDetail = ServiceGroupTexts & ServicesPublished['groups'][ServiceSlug];

/** What the overview shows of a group: its title, subtitle and the names of its services. */
export interface ServiceSummary {
  title: string;
  subtitle: string;
  items: { title: string }[];
}

/** What the services overview shows: its texts with the published groups and reasons. */
export interface ServicesContent extends Omit<ServicesTexts, 'groups' | 'whyUs' | 'detail'> {
  groups: Record<ServiceSlug, ServiceSummary>;
  whyUs: Heading & { items: ServicesPublished['whyUs'] };
}

/** The part of a service group's page every group shares (headings, figures). */
export type ServiceDetailTexts = Omit<ServicesTexts['detail'], 'statIcons'> & { stats: Stat[] };

/** Both languages in one file: the page's loader picks one when the page is rendered. */
export const SERVICES_TEXTS: Record<Language, ServicesTexts> = {
  ar: {
    seo: {
      title: 'خدماتنا | تنظيف، رخام، نقل أثاث، صيانة وحدائق – لمسة المدينة',
      description:
        'تعرّف على خدمات لمسة المدينة في المدينة المنورة: تنظيف شامل، جلي رخام وسيراميك، نقل أثاث، صيانة عامة، تنسيق حدائق وخدمات إضافية مثل مكافحة الحشرات والتعقيم.',
    },
    hero: {
      title: 'خدمات منزلية متكاملة تحت سقف واحد',
      intro: 'ست خدمات رئيسية يقدمها فريق متخصص لكل مجال، بمعدات احترافية ومواعيد تناسبك في المدينة المنورة وضواحيها.',
    },
    groups: {
      cleaning: {
        seo: {
          title: 'تنظيف منازل وفلل وشقق في المدينة المنورة | لمسة المدينة',
          description:
            'تنظيف شامل للفلل والشقق والمكاتب في المدينة المنورة: مطابخ، دورات مياه، كنب، سجاد، خزانات ومسابح. ضمان أسبوعين على النتيجة وخدمة 24 ساعة.',
        },
        guarantees: ['ضمان على نتيجة التنظيف لمدة أسبوعين'],
        imageAlt: 'رسم توضيحي لأدوات التنظيف',
      },
      marble: {
        seo: {
          title: 'جلي رخام وتلميع سيراميك في المدينة المنورة | لمسة المدينة',
          description:
            'جلي وتلميع وكريستال للرخام والسيراميك والبورسلان في المدينة المنورة، مع معالجة البقع والخدوش. التنفيذ من 4 إلى 8 ساعات وخدمة 24 ساعة.',
        },
        guarantees: ['إعادة الخدمة مجاناً خلال 48 ساعة إذا لم تكن النتيجة كما وعدناك'],
        imageAlt: 'رسم توضيحي لأرضية رخام لامعة',
      },
      moving: {
        seo: {
          title: 'نقل أثاث مع الفك والتغليف والتركيب في المدينة المنورة | لمسة المدينة',
          description:
            'نقل عفش داخل المدينة المنورة وخارجها مع الفك والتغليف والتركيب، سيارات مجهزة وعمالة مدربة وضمان سلامة القطع. خدمة 24 ساعة.',
        },
        guarantees: ['نعوّض أي قطعة تتضرر أثناء النقل'],
        imageAlt: 'رسم توضيحي لشاحنة نقل أثاث',
      },
      maintenance: {
        seo: {
          title: 'صيانة منازل: سباكة وكهرباء ومكيفات في المدينة المنورة | لمسة المدينة',
          description:
            'صيانة عامة للمنازل في المدينة المنورة: سباكة، كهرباء، مكيفات، دهانات، نجارة وكشف تسربات، بفنيين معتمدين وضمان سنة على الأعمال.',
        },
        guarantees: ['ضمان سنة كاملة على أعمال الصيانة'],
        imageAlt: 'رسم توضيحي لأدوات الصيانة',
      },
      gardens: {
        seo: {
          title: 'تنسيق حدائق وزراعة ثيل وشبكات ري في المدينة المنورة | لمسة المدينة',
          description:
            'تصميم وتنسيق الحدائق في المدينة المنورة: زراعة الثيل الطبيعي والصناعي، النخيل والأشجار، شبكات الري والإنارة والصيانة الدورية.',
        },
        guarantees: ['إعادة الخدمة مجاناً خلال 48 ساعة إذا لم تكن النتيجة كما وعدناك'],
        imageAlt: '',
      },
      additional: {
        seo: {
          title: 'خدمات إضافية: مكافحة حشرات وتعقيم وغسيل واجهات | لمسة المدينة',
          description:
            'تنظيف ما بعد البناء، مكافحة الحشرات، التعقيم، غسيل الواجهات وغسيل السيارات بالبخار، مع عقود صيانة وخدمات VIP واستشارة فنية مجانية.',
        },
        guarantees: ['ضمان أسبوع على التعقيم', 'ضمان شهرين على تنظيف الواجهات'],
        imageAlt: '',
      },
    },
    whyUs: {
      title: 'ليش تختار لمسة المدينة؟',
      intro: 'ثمانية أسباب تخلي عملاءنا يرجعون لنا كل مرة',
    },
    cta: {
      title: 'جاهز نخدمك اليوم',
      intro: 'احجز وقتًا متاحًا لفرقنا، أو كلمنا على واتساب ونرتب لك الموعد اللي يناسبك.',
      book: 'احجز موعدًا',
      whatsapp: 'راسلنا على واتساب',
      contact: 'صفحة التواصل',
      greeting: 'السلام عليكم، أبغى أعرف أكثر عن خدماتكم',
    },
    detail: {
      servicesHeading: 'وش نقدم لك',
      featuresHeading: 'مميزات الخدمة',
      guaranteesHeading: 'ضماناتنا',
      ctaTitle: 'احجز الحين ونرد عليك خلال 5 دقائق',
      ctaText: 'اختر يومًا ووقتًا متاحًا لفرقنا، أو افتح محادثة واتساب برسالة جاهزة ونكمل معك التفاصيل.',
      whatsapp: 'احجز عبر واتساب',
      statIcons: ['users', 'award', 'star', 'globe', 'clock'],
    },
  },
  en: {
    seo: {
      title: 'Our Services | Cleaning, Marble, Moving, Maintenance & Gardens – Lamsat Al-Madinah',
      description:
        'Home services in Medina by Lamsat Al-Madinah: deep cleaning, marble and ceramic polishing, furniture moving, general maintenance, landscaping, pest control and sterilisation.',
    },
    hero: {
      title: 'Complete home services under one roof',
      intro:
        'Six core services, each delivered by its own specialist team with professional equipment, at times that suit you across Medina and its suburbs.',
    },
    groups: {
      cleaning: {
        seo: {
          title: 'House, Villa & Apartment Cleaning in Medina | Lamsat Al-Madinah',
          description:
            'Thorough cleaning for villas, apartments and offices in Medina: kitchens, bathrooms, sofas, carpets, water tanks and pools. Two-week guarantee, 24-hour service.',
        },
        guarantees: ['Cleaning results guaranteed for two weeks'],
        imageAlt: 'Illustration of cleaning tools',
      },
      marble: {
        seo: {
          title: 'Marble Polishing & Ceramic Cleaning in Medina | Lamsat Al-Madinah',
          description:
            'Marble grinding, polishing and crystallising, ceramic and porcelain cleaning in Medina, with stain and scratch treatment. Done in 4 to 8 hours, 24-hour service.',
        },
        guarantees: ['Free redo within 48 hours if the result is not what we promised'],
        imageAlt: 'Illustration of a polished marble floor',
      },
      moving: {
        seo: {
          title: 'Furniture Moving with Packing & Assembly in Medina | Lamsat Al-Madinah',
          description:
            'Furniture moving within Medina and to other cities, with dismantling, packing and reassembly, equipped trucks, trained crews and protection for every piece.',
        },
        guarantees: ['Any piece damaged during the move is compensated'],
        imageAlt: 'Illustration of a moving truck',
      },
      maintenance: {
        seo: {
          title: 'Home Maintenance: Plumbing, Electrical & AC in Medina | Lamsat Al-Madinah',
          description:
            'General home maintenance in Medina: plumbing, electrical, air conditioning, painting, carpentry and leak detection by certified technicians, with a one-year guarantee.',
        },
        guarantees: ['One-year guarantee on maintenance work'],
        imageAlt: 'Illustration of maintenance tools',
      },
      gardens: {
        seo: {
          title: 'Landscaping, Lawns & Irrigation in Medina | Lamsat Al-Madinah',
          description:
            'Garden design and landscaping in Medina: natural and artificial lawns, palms and trees, irrigation systems, outdoor lighting and regular maintenance.',
        },
        guarantees: ['Free redo within 48 hours if the result is not what we promised'],
        imageAlt: '',
      },
      additional: {
        seo: {
          title: 'Pest Control, Sterilisation & Facade Washing | Lamsat Al-Madinah',
          description:
            'Post-construction cleaning, pest control, sterilisation, facade washing and steam car cleaning, plus maintenance contracts, VIP services and free technical consultation.',
        },
        guarantees: ['One-week guarantee on sterilisation', 'Two-month guarantee on facade cleaning'],
        imageAlt: '',
      },
    },
    whyUs: {
      title: 'Why choose Lamsat Al-Madinah?',
      intro: 'Eight reasons our customers come back to us every time',
    },
    cta: {
      title: 'Ready to help you today',
      intro: 'Book a time our teams have free, or message us on WhatsApp and we will arrange one that suits you.',
      book: 'Book a visit',
      whatsapp: 'Message us on WhatsApp',
      contact: 'Contact page',
      greeting: 'Hello, I would like to know more about your services',
    },
    detail: {
      servicesHeading: 'What we offer',
      featuresHeading: 'Why this service',
      guaranteesHeading: 'Our guarantees',
      ctaTitle: 'Book now and hear from us within 5 minutes',
      ctaText:
        'Pick a day and a time our teams have free, or open a WhatsApp chat with a ready-made message and we will take care of the details.',
      whatsapp: 'Book on WhatsApp',
      statIcons: ['users', 'award', 'star', 'globe', 'clock'],
    },
  },
};
