import type { Category, Language } from '@shared/constants';
import type { CustomerNoticeKind } from '@shared/schemas/bookings';
import { SERVICE_WORDS } from '@shared/service-words';

export type NoticeKind = CustomerNoticeKind;

/** Everything a notice says of its booking, in the booking's language. */
export interface NoticeContent {
  kind: NoticeKind;
  lang: Language;
  name: string;
  service_key: Category;
  /** The window the notice is about: the proposed one for `proposed`, else the booking's. */
  date: string;
  from: string;
  to: string;
  address: string;
  district: string;
  /** Why the office declined ('' otherwise). */
  reason: string;
  /** The customer's private page, the whole address. */
  link: string;
}

/**
 * How a Saudi office writes a day, as the admin's WhatsApp confirmation does: Gregorian, the weekday
 * first, Western digits ("الثلاثاء 1 ديسمبر 2026", "Tuesday 1 December 2026").
 */
const DAY_LOCALES: Record<Language, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB' };
export function customerDay(date: string, lang: Language): string {
  const day = new Date(`${date}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(DAY_LOCALES[lang], { ...options, timeZone: 'UTC' }).format(day);
  return `${part({ weekday: 'long' })} ${part({ day: 'numeric', month: 'long', year: 'numeric' })}`;
}

export const customerWindow = (n: Pick<NoticeContent, 'from' | 'to' | 'lang'>) =>
  n.lang === 'ar' ? `من ${n.from} إلى ${n.to} بتوقيت السعودية` : `${n.from} to ${n.to} Saudi time`;

export const customerAddress = (n: Pick<NoticeContent, 'address' | 'district'>, lang: Language) =>
  n.district ? `${n.address}${lang === 'ar' ? '، ' : ', '}${n.district}` : n.address;

export const serviceWord = (n: Pick<NoticeContent, 'service_key' | 'lang'>) => SERVICE_WORDS[n.lang][n.service_key];

/** The e-mail to the customer: its subject, first paragraph, the rows' labels, the link's label, the footer. */
export const CUSTOMER_EMAIL_TEXT = {
  ar: {
    subject: {
      received: 'وصلنا طلب حجزك',
      confirmed: 'تم تأكيد موعدك',
      proposed: 'نقترح عليك موعدًا آخر',
      declined: 'تعذّر تأكيد حجزك',
      reminder: 'تذكير: موعد زيارتنا غدًا',
    } satisfies Record<NoticeKind, string>,
    lead: {
      received: (name: string) => `شكرًا ${name}، وصلنا طلب حجزك. الموعد محجوز لك وسنؤكده معك قريبًا.`,
      confirmed: (name: string) => `مرحبًا ${name}، نؤكد لك موعد زيارة فريقنا.`,
      proposed: (name: string) =>
        `مرحبًا ${name}، الموعد الذي طلبته غير متاح، ونقترح عليك هذا الموعد. اقبله من صفحة حجزك.`,
      declined: (name: string) => `مرحبًا ${name}، نعتذر، تعذّر علينا تأكيد حجزك.`,
      reminder: (name: string) => `مرحبًا ${name}، نذكّرك بموعد زيارة فريقنا غدًا.`,
    } satisfies Record<NoticeKind, (name: string) => string>,
    rows: { service: 'الخدمة', day: 'اليوم', time: 'الوقت', address: 'العنوان', reason: 'السبب' },
    open: 'صفحة حجزك (للاطلاع عليه أو إلغائه)',
    footer: (company: string) => `أُرسلت هذه الرسالة تلقائيًا من ${company} لأنك حجزت موعدًا على موقعنا.`,
  },
  en: {
    subject: {
      received: 'We received your booking',
      confirmed: 'Your booking is confirmed',
      proposed: 'We propose another time',
      declined: 'We could not confirm your booking',
      reminder: 'Reminder: our visit is tomorrow',
    } satisfies Record<NoticeKind, string>,
    lead: {
      received: (name: string) =>
        `Thank you, ${name}: we received your booking. The time is held for you and we will confirm it soon.`,
      confirmed: (name: string) => `Hello ${name}, we confirm our team's visit.`,
      proposed: (name: string) =>
        `Hello ${name}, the time you asked for is not free; we propose this one instead. Accept it on your booking's page.`,
      declined: (name: string) => `Hello ${name}, we are sorry: we could not confirm your booking.`,
      reminder: (name: string) => `Hello ${name}, a reminder of our team's visit tomorrow.`,
    } satisfies Record<NoticeKind, (name: string) => string>,
    rows: { service: 'Service', day: 'Day', time: 'Time', address: 'Address', reason: 'Reason' },
    open: "Your booking's page (to see or cancel it)",
    footer: (company: string) => `Sent automatically by ${company} because you booked a visit on our site.`,
  },
} satisfies Record<Language, unknown>;
