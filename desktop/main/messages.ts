/** Keeps a Latin fragment (URL, path) in one left-to-right piece inside Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** Arabic texts the main process shows or returns (the desktop app's staff all read Arabic). */
export const MESSAGES = {
  invalidUrl: `أدخل عنوان خادم صحيحًا يبدأ بـ ${ltr('http://')} أو ${ltr('https://')}، مثل ${ltr('https://example.com')}`,
  urlWithCredentials: 'لا يجوز أن يحتوي عنوان الخادم على اسم مستخدم أو كلمة مرور.',
  unreachable: 'تعذّر الوصول إلى الخادم. تحقّق من العنوان ومن اتصال الشبكة ثم أعد المحاولة.',
  notOurServer: `هذا العنوان لا يبدو خادم لوحة التحكم: لم يُجب على ${ltr('/backend/admin/me.php')} كما ينبغي.`,
  noServer: 'لم يُحدَّد عنوان الخادم بعد. اختر «تغيير الخادم» من قائمة البرنامج.',
  serverDown: 'تعذّر الاتصال بالخادم. تحقّق من اتصال الشبكة أو من عمل الخادم ثم أعد المحاولة.',
  forbiddenSender: 'طلب مرفوض.',
} as const;

/** Labels of the application menu. */
export const MENU_LABELS = {
  app: 'البرنامج',
  changeServer: 'تغيير الخادم…',
  reload: 'إعادة التحميل',
  quit: 'خروج',
  edit: 'تحرير',
  undo: 'تراجع',
  redo: 'إعادة',
  cut: 'قص',
  copy: 'نسخ',
  paste: 'لصق',
  selectAll: 'تحديد الكل',
  view: 'عرض',
  zoomIn: 'تكبير',
  zoomOut: 'تصغير',
  resetZoom: 'الحجم الأصلي',
  fullScreen: 'ملء الشاشة',
  window: 'النافذة',
  minimize: 'تصغير النافذة',
  close: 'إغلاق النافذة',
  help: 'مساعدة',
  about: 'حول البرنامج',
} as const;
