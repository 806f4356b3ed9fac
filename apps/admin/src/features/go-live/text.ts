import { screenText } from '../../lib/screen-text';

/** The go-live checklist's own texts (lib/screen-text.ts), Arabic then English; the details come from the server. */
const ar = {
  title: 'قائمة الإطلاق',
  intro: 'ما يجب ضبطه قبل أن يصبح الموقع علنيًا، كما يراه الخادم الآن. كل بند يتحوّل إلى «جاهز» عند إصلاحه.',
  allReady: 'كل البنود جاهزة',
  summary_zero: 'كل البنود جاهزة',
  summary_one: 'بند واحد يحتاج إلى إصلاح',
  summary_two: 'بندان يحتاجان إلى إصلاح',
  summary_few: '{{count}} بنود تحتاج إلى إصلاح',
  summary_many: '{{count}} بندًا تحتاج إلى إصلاح',
  summary_other: '{{count}} بند تحتاج إلى إصلاح',
  ready: 'جاهز',
  notReady: 'يحتاج إلى إصلاح',
  refresh: 'إعادة الفحص',
  guide: 'خطوات الإطلاق كاملة في docs/production.md ضمن ملفات المشروع.',
  items: {
    company_details: 'بيانات الشركة في الموقع',
    demo_data: 'البيانات التجريبية',
    booking_hours: 'مواعيد الحجز',
    address: 'عنوان الموقع (https)',
    trust_proxy: 'الوكيل العكسي (TRUST_PROXY)',
    session_secret: 'سرّ الجلسات',
    email: 'البريد إلى المكتب',
    backup_age: 'آخر نسخة احتياطية',
    backup_offsite: 'النسخ الاحتياطية خارج الجهاز',
    database: 'قاعدة البيانات',
    node: 'إصدار Node.js',
  },
  errors: {
    load: 'تعذّر تحميل قائمة الإطلاق',
  },
};

export const goLiveText = screenText('goLive', ar, {
  title: 'Go-live checklist',
  intro:
    'What must be settled before the site is public, as the server sees it now. Each item turns "Ready" once fixed.',
  allReady: 'Every item is ready',
  summary_one: 'One item needs fixing',
  summary_other: '{{count}} items need fixing',
  ready: 'Ready',
  notReady: 'Needs fixing',
  refresh: 'Check again',
  guide: "The whole way to going live is in the project's docs/production.md.",
  items: {
    company_details: "The company's details on the site",
    demo_data: 'Demo data',
    booking_hours: 'Booking times',
    address: "The site's address (https)",
    trust_proxy: 'Reverse proxy (TRUST_PROXY)',
    session_secret: 'Session secret',
    email: 'E-mail to the office',
    backup_age: 'Latest backup',
    backup_offsite: 'Backups off this machine',
    database: 'Database',
    node: 'Node.js version',
  },
  errors: {
    load: 'Failed to load the go-live checklist',
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    goLive: typeof ar;
  }
}
