import { both, group, list, type ContentOf, type Label } from './fields';

/**
 * The services as the office edits them (the `services` section): for each of the six groups what
 * its page says and offers, and the overview's why-choose-us list. The pages' headings, search
 * descriptions and pictures stay with their texts.
 */
const serviceGroup = (label: Label) =>
  group(
    label,
    {
      title: both({ ar: 'العنوان', en: 'Title' }, 40),
      subtitle: both({ ar: 'العنوان الفرعي', en: 'Subtitle' }, 80),
      description: both({ ar: 'الوصف', en: 'Description' }, 400, { multiline: true }),
      items: list(
        { ar: 'الخدمات', en: 'Services' },
        group(
          { ar: 'خدمة', en: 'Service' },
          {
            title: both({ ar: 'اسم الخدمة', en: 'Service name' }, 40),
            description: both({ ar: 'وصفها', en: 'Its description' }, 120),
          },
        ),
        { max: 16 },
      ),
      features: list({ ar: 'المزايا', en: 'Features' }, both({ ar: 'ميزة', en: 'Feature' }, 80), { max: 10 }),
      cta: both({ ar: 'زر الحجز', en: 'Booking button' }, 40),
      bookingMessage: both({ ar: 'رسالة الحجز التي يفتحها واتساب', en: 'Booking message WhatsApp opens with' }, 200),
    },
    { folded: true },
  );

export const servicesFields = group(
  { ar: 'الخدمات', en: 'Services' },
  {
    groups: group(
      { ar: 'مجموعات الخدمات', en: 'Service groups' },
      {
        cleaning: serviceGroup({ ar: 'التنظيف', en: 'Cleaning' }),
        marble: serviceGroup({ ar: 'جلي الرخام والسيراميك', en: 'Marble and tile polishing' }),
        moving: serviceGroup({ ar: 'نقل الأثاث', en: 'Furniture moving' }),
        maintenance: serviceGroup({ ar: 'الصيانة العامة', en: 'General maintenance' }),
        gardens: serviceGroup({ ar: 'الحدائق', en: 'Gardens' }),
        additional: serviceGroup({ ar: 'خدمات إضافية', en: 'Additional services' }),
      },
    ),
    whyUs: list(
      { ar: 'لماذا تختارنا (صفحة الخدمات)', en: 'Why choose us (services page)' },
      group(
        { ar: 'سبب', en: 'Reason' },
        {
          title: both({ ar: 'العنوان', en: 'Title' }, 40),
          description: both({ ar: 'الشرح', en: 'Explanation' }, 120),
        },
      ),
      { max: 12 },
    ),
  },
);
export type ServicesSection = ContentOf<typeof servicesFields>;
