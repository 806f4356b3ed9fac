import type { Language } from '@shared/constants';
import type { AboutSection } from '@shared/content/about';
import type { InLanguage } from '@shared/content/in-language';
import type { IconName } from '@/components/icon';
import type { Heading, PageSeo, Stat } from './types';

/** The about page's own texts (headings). The story, mission, vision, values, team and figures are published content. */
export interface AboutTexts {
  seo: PageSeo;
  hero: Heading;
  story: { title: string };
  mission: { title: string };
  vision: { title: string };
  values: Heading;
  stats: Heading & { icons: IconName[] };
  team: Heading;
  cta: Heading & { whatsapp: string; greeting: string };
}

export type AboutPublished = InLanguage<AboutSection>;

/** What the about page shows: its texts with the published parts. */
export interface AboutContent extends Omit<AboutTexts, 'story' | 'mission' | 'vision' | 'values' | 'stats' | 'team'> {
  story: { title: string; paragraphs: string[] };
  mission: { title: string; text: string };
  vision: { title: string; text: string };
  values: Heading & { items: (AboutPublished['values'][number] & { icon: IconName })[] };
  stats: Heading & { items: Stat[] };
  team: Heading & { members: (AboutPublished['team'][number] & { icon: IconName })[] };
}

/** Both languages in one file: the page's loader picks one when the page is rendered. */
export const ABOUT_TEXTS: Record<Language, AboutTexts> = {
  ar: {
    seo: {
      title: 'من نحن | قصة لمسة المدينة للخدمات المنزلية',
      description:
        'تعرّف على لمسة المدينة: فريق من المدينة المنورة يقدم التنظيف وجلي الرخام ونقل الأثاث والصيانة، برسالة واضحة وقيم ثابتة: الأمانة، الجودة، الالتزام وخدمة العملاء.',
    },
    hero: {
      title: 'من نحن',
      intro: 'نخدم بيوت المدينة المنورة بأمانة وإتقان، ونعتبر كل بيت ندخله أمانة عندنا',
    },
    story: {
      title: 'قصتنا',
    },
    mission: {
      title: 'رسالتنا',
    },
    vision: {
      title: 'رؤيتنا',
    },
    values: {
      title: 'قيمنا',
      intro: 'أربع قيم نشتغل فيها كل يوم',
    },
    stats: {
      title: 'أرقام نفتخر فيها',
      intro: 'ثقة عملائنا تتكلم عنا',
      icons: ['users', 'check', 'award', 'clock'],
    },
    team: {
      title: 'فريقنا',
      intro: 'ناس تعرف شغلها، ومدرّبة على التعامل مع البيوت باحترام',
    },
    cta: {
      title: 'خلنا نخدمك',
      intro: 'أرسل لنا سلام على واتساب ونرتب لك كل شي.',
      whatsapp: 'سلّم علينا على واتساب',
      greeting: 'السلام عليكم ورحمة الله، حاب أتعرف على خدماتكم',
    },
  },
  en: {
    seo: {
      title: 'About Us | The Story of Lamsat Al-Madinah Home Services',
      description:
        'Meet Lamsat Al-Madinah: a Medina team for cleaning, marble polishing, furniture moving and maintenance, with a clear mission and four values: trust, quality, punctuality and customer care.',
    },
    hero: {
      title: 'About us',
      intro: 'We look after Medina’s homes with honesty and care, and treat every home we enter as a trust',
    },
    story: {
      title: 'Our story',
    },
    mission: {
      title: 'Our mission',
    },
    vision: {
      title: 'Our vision',
    },
    values: {
      title: 'Our values',
      intro: 'Four values we work by every day',
    },
    stats: {
      title: 'Numbers we are proud of',
      intro: 'Our customers’ trust speaks for us',
      icons: ['users', 'check', 'award', 'clock'],
    },
    team: {
      title: 'Our team',
      intro: 'People who know their craft and are trained to respect your home',
    },
    cta: {
      title: 'Let us take care of it',
      intro: 'Say hello on WhatsApp and we will arrange everything.',
      whatsapp: 'Say hello on WhatsApp',
      greeting: 'Hello, I would like to learn more about your services',
    },
  },
};
