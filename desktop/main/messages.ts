import type { Urgency } from '@shared/constants';
import { ROUTES } from '@shared/api/routes';

/** Keeps a Latin fragment (URL, path) in one left-to-right piece inside Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;
/** Keeps text of either direction (a customer's name) in one piece inside Arabic text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Arabic texts the main process shows or returns (the desktop app's staff all read Arabic). */
export const MESSAGES = {
  invalidUrl: `أدخل عنوان خادم صحيحًا يبدأ بـ ${ltr('http://')} أو ${ltr('https://')}، مثل ${ltr('https://example.com')}`,
  urlWithCredentials: 'لا يجوز أن يحتوي عنوان الخادم على اسم مستخدم أو كلمة مرور.',
  unreachable: 'تعذّر الوصول إلى الخادم. تحقّق من العنوان ومن اتصال الشبكة ثم أعد المحاولة.',
  notOurServer: `هذا العنوان لا يبدو خادم لوحة التحكم: لم يُجب على ${ltr(ROUTES.me.path)} كما ينبغي.`,
  noServer: 'لم يُحدَّد عنوان الخادم بعد. اختر «تغيير الخادم» من قائمة البرنامج.',
  serverDown: 'تعذّر الاتصال بالخادم. تحقّق من اتصال الشبكة أو من عمل الخادم ثم أعد المحاولة.',
  forbiddenSender: 'طلب مرفوض.',
  plainHttp:
    'هذا العنوان يبدأ بـ ' +
    ltr('http://') +
    ' وليس على شبكة المكتب: كلمات المرور وملفات تعريف الجلسة ستمرّ عبر الإنترنت دون تشفير. استخدم عنوانًا يبدأ بـ ' +
    ltr('https://') +
    '، أو أكّد أنك تفهم ذلك.',
  /** The server answered from another address (after redirects): that one is what would be stored. */
  redirected: (url: string) => `الخادم يعمل فعليًا على العنوان ${ltr(url)}. راجع هذا العنوان ثم احفظه إن كان صحيحًا.`,
  changeCancelled: 'لم يُغيَّر الخادم.',
  /** A forwarded request other than GET met a redirect: it is never repeated elsewhere. */
  redirectRefused:
    'حوّل الخادم هذا الطلب إلى عنوان آخر فلم يُرسَل. ربما تغيّر عنوان الخادم: اختر «تغيير الخادم» من قائمة البرنامج.',
  bodyTooLarge: (megabytes: number) => `حجم الطلب أكبر من الحد المسموح (${megabytes} ميغابايت). اختر ملفًا أصغر.`,
} as const;

const URGENCY_LABELS: Record<Urgency, string> = { normal: 'عادي', urgent: 'عاجل', emergency: 'طارئ' };

/** Arabic has six plural forms; Intl.PluralRules('ar') picks the one a count takes. */
const UNREAD: Record<Intl.LDMLPluralRule, (count: number) => string> = {
  zero: () => 'لا رسائل غير مقروءة',
  one: () => 'رسالة واحدة غير مقروءة',
  two: () => 'رسالتان غير مقروءتين',
  few: (n) => `${n} رسائل غير مقروءة`,
  many: (n) => `${n} رسالة غير مقروءة`,
  other: (n) => `${n} رسالة غير مقروءة`,
};

/** The native notification of a new message, and the unread count as the Windows overlay says it. */
export const NOTIFICATION_TEXTS = {
  title: 'رسالة جديدة',
  /** Urgent and emergency messages are marked in the title, where the eye lands first. */
  markedTitle: (urgency: Exclude<Urgency, 'normal'>) => `⚠ رسالة جديدة — ${URGENCY_LABELS[urgency]}`,
  body: (name: string, service: string, urgency: Urgency) =>
    `${isolate(name)} · ${service ? isolate(service) : 'خدمة غير محددة'}\nدرجة الاستعجال: ${URGENCY_LABELS[urgency]}`,
  unread: (count: number) => UNREAD[new Intl.PluralRules('ar').select(count)](count),
} as const;
