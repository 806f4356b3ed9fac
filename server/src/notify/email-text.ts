import type { Urgency } from '@shared/constants';

/** Every word of the office's e-mail about a new message (Arabic; the office reads Arabic). */
export const EMAIL_TEXT = {
  subject: (name: string, urgency: Urgency) =>
    urgency === 'normal' ? `رسالة جديدة من ${name}` : `${EMAIL_TEXT.urgency[urgency]}: رسالة جديدة من ${name}`,
  heading: 'رسالة جديدة من نموذج التواصل',
  urgentNotice: (label: string) => `هذا الطلب ${label}: يُرجى التواصل مع العميل في أسرع وقت.`,
  fields: {
    name: 'الاسم',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    service: 'الخدمة',
    urgency: 'درجة الاستعجال',
    preferredTime: 'الوقت المفضل',
    message: 'الرسالة',
    arrived: 'وصلت',
  },
  urgency: { normal: 'عادي', urgent: 'عاجل', emergency: 'طارئ' } satisfies Record<Urgency, string>,
  empty: '—',
  call: 'اضغط للاتصال',
  open: 'فتح الرسالة في لوحة الإدارة',
  officeTime: 'بتوقيت السعودية',
  footer: (company: string) => `أُرسلت هذه الرسالة تلقائيًا من موقع ${company} عند وصول طلب جديد.`,
  /** The test e-mail an owner sends from the settings screen. */
  test: {
    subject: (company: string) => `رسالة تجريبية من لوحة إدارة ${company}`,
    text: (company: string, who: string) =>
      `وصلت هذه الرسالة لأن ${who} أرسلها من صفحة الإعدادات في لوحة إدارة ${company}.\n` +
      'إعدادات البريد تعمل: ستصل إلى هذا العنوان رسالة عن كل طلب جديد من نموذج التواصل.',
  },
};
