/** Keeps a Latin fragment (URL, path) in one left-to-right piece inside Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * What the desktop program itself shows in Arabic: the window title, the application menu and the
 * main-process dialogs. en.ts has the same keys; the person's language picks one (setLanguage).
 */
export const AR = {
  windowTitle: 'لوحة تحكم لمسة المدينة',
  menu: {
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
    zoom: 'تكبير النافذة',
    front: 'إحضار الكل إلى الأمام',
    close: 'إغلاق النافذة',
    help: 'مساعدة',
    notifications: 'إشعارات الرسائل الجديدة',
    notifySound: 'إشعار مع صوت',
    notifySilent: 'إشعار بلا صوت',
    notifyOff: 'بلا إشعارات',
    about: 'حول البرنامج',
    openLog: 'إظهار ملف السجل',
    services: 'الخدمات',
    hide: 'إخفاء البرنامج',
    hideOthers: 'إخفاء الآخرين',
    showAll: 'إظهار الكل',
  },
  about: { detail: (version: string) => `الإصدار ${version}` },
  updates: {
    title: 'تحديث البرنامج',
    meteredMessage: (version: string) =>
      `الإصدار ${version} متاح، والاتصال الحالي محدود البيانات. هل تريد تنزيله الآن؟`,
    download: 'تنزيل الآن',
    readyMessage: (version: string) => `تم تنزيل الإصدار ${version}. أعد تشغيل البرنامج لتثبيته.`,
    readyDetail: 'إن اخترت «لاحقًا» فسيُثبَّت عند إغلاق البرنامج.',
    restart: 'إعادة التشغيل الآن',
    later: 'لاحقًا',
  },
  serverSwitch: {
    title: 'تغيير الخادم',
    message: 'هل تريد الانتقال إلى خادم آخر؟',
    detail: (from: string, to: string) =>
      `الخادم الحالي: ${ltr(from)}\nالخادم الجديد: ${ltr(to)}\n\nسيُسجَّل خروجك من الخادم الحالي.`,
    confirm: 'تغيير الخادم',
    cancel: 'إلغاء',
  },
};

export type DesktopTexts = typeof AR;
