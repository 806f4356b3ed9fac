import type { Language } from '@shared/constants';
import type { Heading, PageSeo } from './types';

export interface PrivacyTexts {
  seo: PageSeo;
  hero: Heading;
  sections: { title: string; paragraphs: string[] }[];
}

/**
 * What the company does with what a visitor sends: the contact form's fields, who reads them, what the
 * site keeps on the visitor's device, and how to have a message deleted. Both languages in one file:
 * the page's loader picks one at build time, so a visitor's page carries only its own language.
 */
export const PRIVACY_TEXTS: Record<Language, PrivacyTexts> = {
  ar: {
    seo: {
      title: 'الخصوصية | لمسة المدينة للخدمات المنزلية',
      description:
        'ما الذي نحفظه حين تراسلنا عبر نموذج التواصل، ومن يطّلع عليه، وما الذي يحفظه الموقع في جهازك، وكيف تطلب حذف رسالتك.',
    },
    hero: {
      title: 'الخصوصية',
      intro: 'نحفظ ما تكتبه لنا لنخدمك به فقط، ولا نبيعه ولا نشاركه للإعلان.',
    },
    sections: [
      {
        title: 'ما الذي نحفظه',
        paragraphs: [
          'حين ترسل نموذج التواصل نحفظ ما كتبته فيه: الاسم ورقم الجوال، وما أضفته من بريد إلكتروني والخدمة والوقت المناسب ودرجة الاستعجال ونص الرسالة، مع وقت الإرسال وعنوان الشبكة الذي وصلت منه الرسالة (لصد الرسائل المزعجة).',
          'لا نطلب رقم هوية ولا بيانات دفع عبر الموقع.',
        ],
      },
      {
        title: 'من يطّلع عليه ولماذا',
        paragraphs: [
          'يقرأ رسالتك موظفو مكتبنا ليتواصلوا معك ويرتبوا الخدمة التي طلبتها، وقد تصلهم نسخة منها بالبريد الإلكتروني. لا نشارك بياناتك مع جهات أخرى إلا بقدر ما يلزم لتقديم الخدمة أو ما يفرضه النظام.',
        ],
      },
      {
        title: 'ما الذي يحفظه الموقع في جهازك',
        paragraphs: [
          'يحفظ الموقع في متصفحك اختيارك للغة والمظهر (فاتح أو داكن) فقط، ليعرض الصفحات كما اخترت في زيارتك القادمة. لا نستخدم ملفات تعريف للإعلانات أو التتبع.',
        ],
      },
      {
        title: 'حذف رسالتك',
        paragraphs: [
          'لك أن تطلب الاطلاع على ما حفظناه عنك أو حذفه: راسلنا عبر الهاتف أو الواتساب أو البريد الإلكتروني المذكورة في صفحة التواصل، وسنحذف رسائلك بعد التحقق من رقمك.',
        ],
      },
    ],
  },
  en: {
    seo: {
      title: 'Privacy | Lamsat Al-Madinah Home Services',
      description:
        'What we keep when you write to us through the contact form, who reads it, what the site stores on your device, and how to have your message deleted.',
    },
    hero: {
      title: 'Privacy',
      intro: 'What you send us is kept to serve you and nothing else: we never sell it or share it for advertising.',
    },
    sections: [
      {
        title: 'What we keep',
        paragraphs: [
          'When you send the contact form we keep what you wrote in it: your name and mobile number, and the e-mail, service, preferred time, urgency and message you added, with the time it was sent and the network address it came from (to keep spam out).',
          'We never ask for an ID number or payment details on this site.',
        ],
      },
      {
        title: 'Who reads it and why',
        paragraphs: [
          'The staff of our office read your message to contact you and arrange the service you asked for; a copy may reach them by e-mail. We share your details with nobody else, except as far as providing the service or the law requires.',
        ],
      },
      {
        title: 'What the site stores on your device',
        paragraphs: [
          'The site stores only your choice of language and theme (light or dark) in your browser, to show the pages as you chose on your next visit. We use no advertising or tracking cookies.',
        ],
      },
      {
        title: 'Deleting your message',
        paragraphs: [
          'You can ask to see what we keep about you or to have it deleted: write to us or call us on the phone, WhatsApp or e-mail given on the contact page, and we delete your messages once we have checked your number.',
        ],
      },
    ],
  },
};
