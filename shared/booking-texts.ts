/**
 * The booking calls' own `{ error }` texts in both languages (the server answers in the request's
 * language; the site shows them as they come).
 */
export const BOOKING_ERRORS = {
  windowNotFree: {
    ar: 'هذا الموعد لم يعد متاحًا؛ اختر أحد المواعيد المتاحة التالية',
    en: 'That time is no longer free; pick one of the next free times below',
  },
  tooManyOpen: {
    ar: 'لديك عدة حجوزات مفتوحة بهذا الرقم؛ انتظر ردّنا عليها أو اتصل بنا لتعديلها',
    en: 'This number already has several open bookings; wait for our answer or call us to change them',
  },
  bookingNotFound: {
    ar: 'لم نجد هذا الحجز؛ ربما انتهت صلاحية الرابط بعد موعد الزيارة',
    en: 'We could not find this booking; the link may have expired after the visit',
  },
  cannotCancel: {
    ar: 'لا يمكن إلغاء هذا الحجز الآن؛ اتصل بنا إن احتجت إلى تغييره',
    en: 'This booking can no longer be cancelled here; call us if you need to change it',
  },
  nothingToAccept: {
    ar: 'لا يوجد موعد مقترح لقبوله في هذا الحجز',
    en: 'This booking has no proposed time to accept',
  },
  proposalTaken: {
    ar: 'لم يعد الموعد المقترح متاحًا؛ سنتواصل معك لموعد آخر',
    en: 'The proposed time is no longer free; we will contact you with another',
  },
  notWaiting: {
    ar: 'لم يعد هذا الحجز بانتظار هذا الرد؛ حالته تغيّرت، حدّث الصفحة',
    en: 'This booking no longer waits for this answer: its state changed; reload it',
  },
  bookingNotFound404: { ar: 'الحجز غير موجود', en: 'No booking with this id' },
} as const;
export type BookingErrorKey = keyof typeof BOOKING_ERRORS;

/** How a booking's message reads on the lead desk and in the office's e-mail, in the booking's language. */
export const BOOKING_MESSAGE_TEXT = {
  ar: { booking: 'حجز من الموقع', address: 'العنوان', notes: 'ملاحظات' },
  en: { booking: 'Booking from the site', address: 'Address', notes: 'Notes' },
} as const;
