import { both, fixedList, group, type ContentOf } from './fields';

/**
 * The figures each page shows (5000+ customers, 10000+ services, …), each page its own as shipped
 * (the `figures` section). Their icons keep their places.
 */
const figures = (label: { ar: string; en: string }, count: number) =>
  fixedList(
    label,
    group(
      { ar: 'رقم', en: 'Figure' },
      {
        value: both({ ar: 'الرقم', en: 'Figure' }, 10),
        label: both({ ar: 'ما يعنيه', en: 'What it counts' }, 40),
      },
    ),
    count,
  );

export const figuresFields = group(
  { ar: 'الأرقام', en: 'Figures' },
  {
    home: figures({ ar: 'أرقام الصفحة الرئيسية', en: 'Home page figures' }, 4),
    about: figures({ ar: 'أرقام صفحة من نحن', en: 'About page figures' }, 4),
    services: figures({ ar: 'أرقام صفحات الخدمات', en: 'Service pages figures' }, 5),
    contact: figures({ ar: 'أرقام صفحة التواصل', en: 'Contact page figures' }, 2),
    portfolio: figures({ ar: 'أرقام صفحة الأعمال', en: 'Portfolio page figures' }, 4),
  },
);
export type FiguresSection = ContentOf<typeof figuresFields>;
