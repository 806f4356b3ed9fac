import type { Language } from '@shared/constants';
import type { BookingAnswer } from '@shared/booking-pages';
import type { BookingStatus } from '@shared/schemas/bookings';
import type { Heading, PageSeo } from './types';

export interface BookingTexts {
  seo: PageSeo;
  /** The page's title and what each state means to the customer. */
  status: Record<BookingStatus, Heading>;
  labels: { service: string; day: string; time: string; district: string; address: string; name: string };
  proposed: Heading;
  declineReason: string;
  accept: string;
  cancel: string;
  cancelNote: string;
  /** What a button did, or why it could not (the page comes back with it). */
  answers: Record<BookingAnswer, string>;
  notFound: Heading & { book: string };
  /** Over the limit of lookups from one address (429): the page says to wait. */
  limited: Heading;
  bookAgain: string;
}

/**
 * The customer's private page of a booking (/booking?token=…, /en/booking?token=…): where it
 * stands, its time and address, and what they may do (cancel, accept a proposed time). Never indexed.
 */
export const BOOKING_TEXTS: Record<Language, BookingTexts> = {
  ar: {
    seo: { title: 'حجزك | لمسة المدينة', description: 'صفحة حجزك الخاصة: حالته وموعده وعنوانه.' },
    status: {
      requested: { title: 'وصلنا طلب حجزك', intro: 'الموعد محجوز لك الآن، وسنؤكده قريبًا.' },
      proposed: {
        title: 'نقترح عليك موعدًا آخر',
        intro: 'الموعد الذي اخترته لم يناسب فرقنا؛ اقبل الموعد المقترح أو ألغِ الحجز.',
      },
      confirmed: { title: 'تم تأكيد حجزك', intro: 'فريقنا سيصلك في الموعد والعنوان التاليين.' },
      declined: { title: 'نعتذر، لم نتمكن من قبول الحجز', intro: 'يسعدنا أن تحجز موعدًا آخر أو تتصل بنا.' },
      cancelled: { title: 'أُلغي الحجز', intro: 'ألغيت هذا الحجز. يسعدنا أن تحجز من جديد متى شئت.' },
      done: { title: 'تمت الخدمة', intro: 'شكرًا لثقتك بنا، ويسعدنا أن نخدمك مرة أخرى.' },
    },
    labels: { service: 'الخدمة', day: 'اليوم', time: 'الوقت', district: 'الحي', address: 'العنوان', name: 'الاسم' },
    proposed: { title: 'الموعد المقترح', intro: 'اقبله ليصبح موعد زيارتك المؤكد.' },
    declineReason: 'السبب',
    accept: 'أقبل الموعد المقترح',
    cancel: 'ألغِ الحجز',
    cancelNote: 'يمكنك إلغاء الحجز هنا حتى يبدأ موعده.',
    answers: {
      cancelled: 'أُلغي حجزك.',
      accepted: 'قبلت الموعد المقترح، وتأكد حجزك.',
      cannotCancel: 'لا يمكن إلغاء هذا الحجز الآن؛ اتصل بنا إن احتجت إلى تغييره.',
      nothingToAccept: 'لا يوجد موعد مقترح لقبوله في هذا الحجز.',
      proposalTaken: 'لم يعد الموعد المقترح متاحًا؛ سنتواصل معك لموعد آخر.',
      busy: 'طلبات كثيرة خلال وقت قصير؛ حاول مرة أخرى بعد قليل.',
    },
    notFound: {
      title: 'لم نجد هذا الحجز',
      intro: 'ربما انتهت صلاحية الرابط بعد موعد الزيارة، أو نُسخ ناقصًا. اتصل بنا أو احجز موعدًا جديدًا.',
      book: 'احجز موعدًا جديدًا',
    },
    limited: {
      title: 'طلبات كثيرة',
      intro: 'وصلتنا طلبات كثيرة من جهازك خلال وقت قصير. حاول فتح صفحة حجزك مرة أخرى بعد بضع دقائق.',
    },
    bookAgain: 'احجز موعدًا آخر',
  },
  en: {
    seo: {
      title: 'Your booking | Lamsat Al-Madinah',
      description: 'Your private booking page: its state, time and address.',
    },
    status: {
      requested: {
        title: 'We have your booking request',
        intro: 'The time is held for you, and we will confirm it soon.',
      },
      proposed: {
        title: 'We propose another time',
        intro: 'The time you picked did not suit our teams; accept the proposed time or cancel the booking.',
      },
      confirmed: { title: 'Your booking is confirmed', intro: 'Our team will come at this time, to this address.' },
      declined: {
        title: 'Sorry, we could not take this booking',
        intro: 'You are welcome to book another time or call us.',
      },
      cancelled: { title: 'Booking cancelled', intro: 'You cancelled this booking. Book again whenever you like.' },
      done: { title: 'Service done', intro: 'Thank you for choosing us; we would be glad to serve you again.' },
    },
    labels: { service: 'Service', day: 'Day', time: 'Time', district: 'District', address: 'Address', name: 'Name' },
    proposed: { title: 'The proposed time', intro: 'Accept it and it becomes your confirmed visit.' },
    declineReason: 'Reason',
    accept: 'Accept the proposed time',
    cancel: 'Cancel the booking',
    cancelNote: 'You can cancel here until the visit begins.',
    answers: {
      cancelled: 'Your booking is cancelled.',
      accepted: 'You accepted the proposed time: your booking is confirmed.',
      cannotCancel: 'This booking can no longer be cancelled here; call us if you need to change it.',
      nothingToAccept: 'This booking has no proposed time to accept.',
      proposalTaken: 'The proposed time is no longer free; we will contact you with another.',
      busy: 'Too many requests in a short time; please try again in a little while.',
    },
    notFound: {
      title: 'We could not find this booking',
      intro: 'The link may have expired after the visit, or been copied incompletely. Call us, or book a new visit.',
      book: 'Book a new visit',
    },
    limited: {
      title: 'Too many requests',
      intro:
        'We received too many requests from your device in a short time. Please try your booking page again in a few minutes.',
    },
    bookAgain: 'Book another visit',
  },
};
