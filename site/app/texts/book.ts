import type { Language } from '@shared/constants';
import type { Heading, PageSeo } from './types';

export interface BookTexts {
  seo: PageSeo;
  hero: Heading;
  service: { label: string; choose: string; show: string };
  when: {
    label: string;
    /** The list's empty first choice. */
    choose: string;
    none: string;
    chooseService: string;
    alternatives: string;
  };
  fields: {
    district: string;
    address: string;
    addressHint: string;
    name: string;
    phone: string;
    email: string;
    notes: string;
    notesHint: string;
  };
  /** What a refused field needs, for the window (the other fields' reasons are the form's). */
  slotProblem: string;
  /** Above the form when fields were refused (each one's reason is beside it). */
  checkFields: string;
  submit: string;
  sending: string;
  /** A failure of the connection or the server, when the answer is not one of the call's own. */
  failed: string;
  loadingTimes: string;
  timesFailed: string;
  /** After a booking made with the page's scripts: the private page's link. */
  booked: { title: string; text: string; link: string };
  /** Beside the form: what happens after sending. */
  steps: Heading & { items: string[] };
}

/**
 * The booking form (/book and /en/book): a service, a free time of the next days, where and who.
 * The times come from the office's own booking settings when the server renders the page.
 */
export const BOOK_TEXTS: Record<Language, BookTexts> = {
  ar: {
    seo: {
      title: 'احجز موعدًا | لمسة المدينة للخدمات المنزلية',
      description:
        'اختر الخدمة واليوم والوقت المتاح لفرقنا خلال الأيام القادمة، واكتب عنوانك ورقم جوالك، ونؤكد لك الحجز برابط خاص تتابع منه طلبك.',
    },
    hero: {
      title: 'احجز موعدًا',
      intro: 'اختر الخدمة ثم وقتًا متاحًا لفرقنا، وسنؤكد حجزك في أقرب وقت.',
    },
    service: { label: 'الخدمة المطلوبة', choose: 'اختر الخدمة', show: 'اعرض الأوقات المتاحة' },
    when: {
      label: 'اليوم والوقت',
      choose: 'اختر اليوم والوقت',
      none: 'لا توجد أوقات متاحة لهذه الخدمة في الأيام القادمة؛ اتصل بنا أو راسلنا عبر واتساب لنرتب موعدًا.',
      chooseService: 'اختر الخدمة أولًا لتظهر أوقاتها المتاحة.',
      alternatives: 'أقرب الأوقات المتاحة',
    },
    fields: {
      district: 'الحي',
      address: 'العنوان',
      addressHint: 'الشارع ورقم المبنى أو أقرب معلم',
      name: 'الاسم',
      phone: 'رقم الجوال',
      email: 'البريد الإلكتروني (اختياري)',
      notes: 'ملاحظات (اختياري)',
      notesHint: 'مساحة المكان، وما تحب أن نعرفه قبل الزيارة',
    },
    slotProblem: 'اختر يومًا ووقتًا من القائمة',
    checkFields: 'لم يُرسل الحجز بعد: صحّح الحقول المعلَّمة أدناه ثم أرسله مرة أخرى.',
    submit: 'احجز الموعد',
    sending: 'جارٍ الحجز…',
    failed: 'تعذّر إرسال الحجز الآن؛ حاول مرة أخرى أو اتصل بنا.',
    loadingTimes: 'جارٍ تحميل الأوقات المتاحة…',
    timesFailed: 'تعذّر تحميل الأوقات المتاحة؛ حاول مرة أخرى.',
    booked: {
      title: 'وصلنا طلب حجزك',
      text: 'سنؤكد الموعد قريبًا. احفظ هذا الرابط: منه تتابع حجزك وتلغيه أو تقبل موعدًا نقترحه.',
      link: 'صفحة حجزك',
    },
    steps: {
      title: 'بعد الحجز',
      intro: 'لا حساب ولا كلمة مرور: رابط خاص بحجزك يكفي.',
      items: [
        'نحجز لك الوقت الذي اخترته ونراجع طلبك.',
        'نؤكد الموعد، أو نقترح وقتًا آخر تقبله بضغطة.',
        'تتابع حالة حجزك من رابطك الخاص في أي وقت.',
      ],
    },
  },
  en: {
    seo: {
      title: 'Book a visit | Lamsat Al-Madinah Home Services',
      description:
        'Pick a service, a day and a time our teams have free in the coming days, add your address and mobile number, and follow your booking from a private link.',
    },
    hero: {
      title: 'Book a visit',
      intro: 'Pick a service, then a time one of our teams has free, and we will confirm your booking soon.',
    },
    service: { label: 'Service needed', choose: 'Choose a service', show: 'Show free times' },
    when: {
      label: 'Day and time',
      choose: 'Choose a day and time',
      none: 'There are no free times for this service in the coming days; call us or message us on WhatsApp to arrange one.',
      chooseService: 'Choose a service first to see its free times.',
      alternatives: 'The next free times',
    },
    fields: {
      district: 'District',
      address: 'Address',
      addressHint: 'Street, building or landmark',
      name: 'Name',
      phone: 'Mobile number',
      email: 'Email (optional)',
      notes: 'Notes (optional)',
      notesHint: 'The size of the place, and anything we should know before the visit',
    },
    slotProblem: 'Choose a day and time from the list',
    checkFields: 'The booking is not sent yet: correct the fields marked below, then send it again.',
    submit: 'Book this time',
    sending: 'Booking…',
    failed: 'The booking could not be sent just now; please try again or call us.',
    loadingTimes: 'Loading the free times…',
    timesFailed: 'The free times could not be loaded; please try again.',
    booked: {
      title: 'We have your booking request',
      text: 'We will confirm the time soon. Keep this link: it shows your booking, and lets you cancel it or accept a time we propose.',
      link: 'Your booking page',
    },
    steps: {
      title: 'After you book',
      intro: 'No account, no password: a private link to your booking is all you need.',
      items: [
        'We hold the time you picked and look at your request.',
        'We confirm the time, or propose another you can accept in one tap.',
        'You follow your booking from your private link at any time.',
      ],
    },
  },
};
