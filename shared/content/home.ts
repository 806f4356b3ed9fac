import { amount, both, group, list, type ContentOf } from './fields';

/**
 * The home page's top (the hero) and its testimonials as the office edits them (the `home` section).
 * Headings, the service cards and the rest stay with the page's texts; the questions are the `faq`
 * section, the figures the `figures` section.
 */
export const homeFields = group(
  { ar: 'الصفحة الرئيسية', en: 'Home page' },
  {
    hero: group(
      { ar: 'أعلى الصفحة', en: 'Top of the page' },
      {
        badge: both({ ar: 'الشارة فوق العنوان', en: 'Badge above the title' }, 60),
        title: both({ ar: 'العنوان', en: 'Title' }, 60),
        subtitle: both({ ar: 'النص تحت العنوان', en: 'Text under the title' }, 300, { multiline: true }),
        primaryCta: both({ ar: 'زر واتساب', en: 'WhatsApp button' }, 30),
        secondaryCta: both({ ar: 'زر الاتصال', en: 'Call button' }, 30),
        bookingMessage: both({ ar: 'رسالة الحجز التي يفتحها واتساب', en: 'Booking message WhatsApp opens with' }, 200),
      },
    ),
    testimonials: list(
      { ar: 'آراء العملاء', en: 'Testimonials' },
      group(
        { ar: 'رأي', en: 'Testimonial' },
        {
          name: both({ ar: 'اسم العميل', en: 'Customer name' }, 40),
          service: both({ ar: 'الخدمة', en: 'Service' }, 40),
          rating: amount({ ar: 'التقييم', en: 'Rating' }, { min: 1, max: 5, unit: { ar: 'من 5', en: 'of 5' } }),
          comment: both({ ar: 'التعليق', en: 'Comment' }, 300, { multiline: true }),
          location: both({ ar: 'الحي', en: 'District' }, 40),
        },
      ),
      { max: 12 },
    ),
  },
);
export type HomeSection = ContentOf<typeof homeFields>;
