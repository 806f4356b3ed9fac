import type { Language } from '@shared/constants';
import type { IconName } from '@/components/icon';
import type { Heading, PageSeo, Stat } from './types';

/** The contact page's own texts; its figures are published content (given by its loader). */
export interface ContactTexts {
  seo: PageSeo;
  hero: Heading;
  quick: Heading & { items: { icon: IconName; label: string; message: string }[] };
  cards: {
    phone: { title: string; text: string };
    whatsapp: { title: string; text: string; action: string; greeting: string };
    location: { title: string; text: string };
    hours: { title: string; text: string };
  };
  why: Heading & { benefits: string[]; statIcons: IconName[] };
  form: Heading;
}

/** What the contact page shows: its texts with its published figures. */
export interface ContactContent extends Omit<ContactTexts, 'why'> {
  why: Omit<ContactTexts['why'], 'statIcons'> & { stats: Stat[] };
}

/** Both languages in one file: the page's loader picks one when the page is rendered. */
export const CONTACT_TEXTS: Record<Language, ContactTexts> = {
  ar: {
    seo: {
      title: 'تواصل معنا | احجز خدمتك في المدينة المنورة – لمسة المدينة',
      description:
        'تواصل مع لمسة المدينة بالاتصال أو واتساب أو نموذج الطلب. خدمة 24 ساعة طوال الأسبوع في المدينة المنورة، ونرد عليك خلال 5 دقائق.',
    },
    hero: {
      title: 'تواصل معنا',
      intro: 'اختر الطريقة اللي تريحك: اتصال، واتساب، أو اترك طلبك هنا ونتصل عليك.',
    },
    quick: {
      title: 'استفسار سريع',
      intro: 'اضغط على الخدمة وبتفتح لك محادثة واتساب برسالة جاهزة',
      items: [
        {
          icon: 'sparkles',
          label: 'استفسار عن التنظيف',
          message: 'السلام عليكم، عندي استفسار عن خدمة التنظيف',
        },
        {
          icon: 'diamond',
          label: 'استفسار عن جلي الرخام',
          message: 'السلام عليكم، عندي استفسار عن جلي الرخام والسيراميك',
        },
        {
          icon: 'truck',
          label: 'استفسار عن نقل الأثاث',
          message: 'السلام عليكم، عندي استفسار عن نقل الأثاث',
        },
        {
          icon: 'chat',
          label: 'استشارة عامة',
          message: 'السلام عليكم، أبغى استشارة بخصوص خدمات البيت',
        },
      ],
    },
    cards: {
      phone: {
        title: 'اتصل بنا',
        text: 'اضغط على الرقم للاتصال مباشرة',
      },
      whatsapp: {
        title: 'واتساب',
        text: 'راسلنا في أي وقت ونرد عليك خلال دقائق',
        action: 'ابدأ المحادثة',
        greeting: 'السلام عليكم، أبغى أتواصل معكم',
      },
      location: {
        title: 'موقعنا',
        text: 'نخدم جميع أحياء المدينة وضواحيها',
      },
      hours: {
        title: 'ساعات العمل',
        text: 'بما فيها الجمعة والإجازات الرسمية',
      },
    },
    why: {
      title: 'ليش تتواصل معنا؟',
      intro: 'لأن طلبك عندنا يبدأ بمكالمة وينتهي برضاك',
      benefits: [
        'رد سريع خلال 5 دقائق',
        'استشارة ومعاينة مجانية',
        'سعر واضح قبل البدء',
        'مواعيد مرنة طوال الأسبوع',
        'فرق متخصصة لكل خدمة',
        'إعادة الخدمة مجاناً خلال 48 ساعة',
      ],
      statIcons: ['users', 'clock'],
    },
    form: {
      title: 'أرسل طلبك',
      intro: 'الحقول المعلّمة بنجمة مطلوبة، والباقي يساعدنا نخدمك أسرع',
    },
  },
  en: {
    seo: {
      title: 'Contact Us | Book a Home Service in Medina – Lamsat Al-Madinah',
      description:
        'Reach Lamsat Al-Madinah by phone, WhatsApp or the request form. Available 24 hours, seven days a week in Medina, and we reply within 5 minutes.',
    },
    hero: {
      title: 'Contact us',
      intro: 'Pick whatever suits you: call, WhatsApp, or leave your request here and we will call you.',
    },
    quick: {
      title: 'Quick inquiry',
      intro: 'Tap a service to open a WhatsApp chat with a ready-made message',
      items: [
        {
          icon: 'sparkles',
          label: 'Ask about cleaning',
          message: 'Hello, I have a question about your cleaning service',
        },
        {
          icon: 'diamond',
          label: 'Ask about marble polishing',
          message: 'Hello, I have a question about marble and ceramic polishing',
        },
        {
          icon: 'truck',
          label: 'Ask about furniture moving',
          message: 'Hello, I have a question about furniture moving',
        },
        {
          icon: 'chat',
          label: 'General consultation',
          message: 'Hello, I would like some advice about services for my home',
        },
      ],
    },
    cards: {
      phone: {
        title: 'Call us',
        text: 'Tap a number to call directly',
      },
      whatsapp: {
        title: 'WhatsApp',
        text: 'Message us any time and we reply within minutes',
        action: 'Start the chat',
        greeting: 'Hello, I would like to get in touch',
      },
      location: {
        title: 'Our location',
        text: 'Serving every district of Medina and its suburbs',
      },
      hours: {
        title: 'Working hours',
        text: 'Including Fridays and public holidays',
      },
    },
    why: {
      title: 'Why get in touch?',
      intro: 'Because your request starts with a call and ends with your satisfaction',
      benefits: [
        'A reply within 5 minutes',
        'Free consultation and site visit',
        'A clear price before we start',
        'Flexible times all week',
        'A specialist team for each service',
        'Free redo within 48 hours',
      ],
      statIcons: ['users', 'clock'],
    },
    form: {
      title: 'Send your request',
      intro: 'Fields marked with an asterisk are required; the rest help us serve you faster',
    },
  },
};
