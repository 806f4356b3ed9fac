import { screenText } from '../../lib/screen-text';

/** The settings screen's own texts (lib/screen-text.ts), Arabic then English; the shared ones are in text/. */
const ar = {
  title: 'الإعدادات',
  email: {
    title: 'إشعار المكتب بالبريد الإلكتروني',
    intro: 'عند وصول رسالة جديدة من نموذج التواصل يُرسَل بريد إلكتروني إلى المكتب فيه بيانات العميل ورابط الرسالة.',
    on: 'مفعّل',
    off: 'غير مفعّل',
    state: 'الحالة',
    offHint: 'لا يُرسَل أي بريد الآن. لتفعيله أدخل إعدادات خادم البريد أدناه واحفظها.',
    form: {
      title: 'إعدادات خادم البريد',
      intro:
        'من مزوّد بريد شركتكم (مثل Google Workspace أو Microsoft 365 أو Zoho): عنوان خادم الإرسال SMTP ومنفذه والحساب الذي يرسل منه.',
      fromServer:
        'هذه الإعدادات محددة في متغيرات الخادم (SMTP_URL و NOTIFY_EMAIL_TO) وهي المعمول بها؛ يغيّرها مسؤول الخادم هناك.',
      host: 'خادم البريد (SMTP)',
      port: 'المنفذ',
      secure: 'اتصال مشفّر من البداية (المنفذ 465 عادة)',
      user: 'اسم المستخدم',
      password: 'كلمة المرور',
      passwordKept: 'محفوظة — اتركها فارغة لتبقى كما هي',
      passwordAgain: 'تعذّرت قراءة كلمة المرور المحفوظة؛ أدخلها من جديد',
      sender: 'عنوان المرسل',
      recipients: 'المستلمون',
      recipientsHint: 'عنوان أو أكثر، تفصل بينها فاصلة',
      save: 'حفظ الإعدادات',
      saved: 'تم حفظ إعدادات البريد',
      test: 'إرسال بريد تجريبي',
      testSent: 'أُرسل البريد التجريبي إلى {{to}}. تحقّق من صندوق الوارد.',
      testFirst: 'احفظ التغييرات أولًا، ثم أرسل بريدًا تجريبيًا',
      turnOff: 'إيقاف البريد',
      turnOffConfirm: 'إيقاف إرسال البريد إلى المكتب ونسيان هذه الإعدادات؟',
      turnedOff: 'أُوقف البريد إلى المكتب',
    },
    recipients: 'عدد المستلمين',
    recipientCount_zero: 'لا عناوين',
    recipientCount_one: 'عنوان واحد',
    recipientCount_two: 'عنوانان',
    recipientCount_few: '{{count}} عناوين',
    recipientCount_many: '{{count}} عنوانًا',
    recipientCount_other: '{{count}} عنوان',
    lastSent: 'آخر بريد أُرسل',
    neverSent: 'لم يُرسَل أي بريد بعد',
    waiting: 'بانتظار الإرسال',
    failing: 'تعثّر إرسالها',
    lastError: 'سبب آخر تعثّر',
    failingHint_zero:
      'تعذّر إرسال {{count}} رسالة حتى الآن. يعيد الخادم المحاولة تلقائيًا بفواصل متزايدة حتى تصل، فلا يضيع شيء.',
    failingHint_one:
      'تعذّر إرسال رسالة واحدة حتى الآن. يعيد الخادم المحاولة تلقائيًا بفواصل متزايدة حتى تصل، فلا يضيع شيء.',
    failingHint_two: 'تعذّر إرسال رسالتين حتى الآن. يعيد الخادم المحاولة تلقائيًا بفواصل متزايدة حتى تصل، فلا يضيع شيء.',
    failingHint_few:
      'تعذّر إرسال {{count}} رسائل حتى الآن. يعيد الخادم المحاولة تلقائيًا بفواصل متزايدة حتى تصل، فلا يضيع شيء.',
    failingHint_many:
      'تعذّر إرسال {{count}} رسالة حتى الآن. يعيد الخادم المحاولة تلقائيًا بفواصل متزايدة حتى تصل، فلا يضيع شيء.',
    failingHint_other:
      'تعذّر إرسال {{count}} رسالة حتى الآن. يعيد الخادم المحاولة تلقائيًا بفواصل متزايدة حتى تصل، فلا يضيع شيء.',
  },
  backups: {
    title: 'النسخ الاحتياطي',
    intro:
      'ينسخ الخادم قاعدة البيانات والصور تلقائيًا في ملف واحد يتحقق منه بعد كتابته، ويحتفظ بأحدث النسخ ويحذف الأقدم منها.',
    state: 'الحالة',
    on_zero: 'يعمل كل {{count}} ساعة',
    on_one: 'يعمل كل ساعة',
    on_two: 'يعمل كل ساعتين',
    on_few: 'يعمل كل {{count}} ساعات',
    on_many: 'يعمل كل {{count}} ساعة',
    on_other: 'يعمل كل {{count}} ساعة',
    off: 'متوقف',
    offHint:
      'النسخ الاحتياطي التلقائي متوقف على هذا الخادم. يشغّله مسؤول الخادم بالمتغير BACKUP_DIR أو BACKUP_EVERY_HOURS.',
    where: 'مكان النسخ',
    serverFolder: 'على الخادم، في المجلد',
    keep: 'النسخ المحفوظة',
    keepCount_zero: 'أحدث {{count}} نسخة',
    keepCount_one: 'أحدث نسخة',
    keepCount_two: 'أحدث نسختين',
    keepCount_few: 'أحدث {{count}} نسخ',
    keepCount_many: 'أحدث {{count}} نسخة',
    keepCount_other: 'أحدث {{count}} نسخة',
    last: 'آخر نسخة',
    none: 'لم تُنشأ أي نسخة بعد',
    ok: 'تمت بنجاح',
    failed: 'فشلت',
    size: 'الحجم',
    file: 'الملف',
    reason: 'السبب',
    lastGood: 'آخر نسخة ناجحة',
    noneGood: 'لا توجد نسخة ناجحة بعد',
    next: 'النسخة التالية',
    running: 'يجري النسخ الآن',
    failedHint: 'فشلت آخر نسخة احتياطية. يعيد الخادم المحاولة تلقائيًا؛ أبلغ مسؤول الخادم ليصلح السبب.',
    reasons: {
      not_a_folder: 'مكان النسخ الاحتياطي (BACKUP_DIR) ليس مجلدًا: يجب أن يشير إلى مجلد.',
      no_permission: 'لا يملك الخادم صلاحية الكتابة في مجلد النسخ الاحتياطي.',
      disk_full: 'لا توجد مساحة كافية على القرص.',
      stopped: 'توقّف الخادم أثناء النسخ.',
      other: 'خطأ غير متوقع (التفاصيل أدناه).',
    },
  },
  errors: {
    saveEmailSettings: 'تعذّر حفظ إعدادات البريد',
    testEmail: 'تعذّر إرسال البريد التجريبي',
    loadNotifications: 'تعذّر تحميل حالة الإشعارات',
    loadBackups: 'تعذّر تحميل حالة النسخ الاحتياطي',
  },
};

export const settingsText = screenText('settings', ar, {
  title: 'Settings',
  email: {
    title: 'Email notice to the office',
    intro:
      "When a new message arrives from the contact form, an email with the customer's details and a link to the message is sent to the office.",
    on: 'On',
    off: 'Off',
    state: 'Status',
    offHint: 'No email is sent now. To turn it on, enter your mail server’s settings below and save them.',
    form: {
      title: 'Mail server settings',
      intro:
        'From your company’s e-mail provider (such as Google Workspace, Microsoft 365 or Zoho): the SMTP server, its port and the account that sends.',
      fromServer:
        'These settings come from the server’s variables (SMTP_URL, NOTIFY_EMAIL_TO) and win over this screen; the server’s administrator changes them there.',
      host: 'Mail server (SMTP)',
      port: 'Port',
      secure: 'Encrypted from the start (usually port 465)',
      user: 'User name',
      password: 'Password',
      passwordKept: 'Saved — leave empty to keep it',
      passwordAgain: 'The saved password could not be read; enter it again',
      sender: 'Sender address',
      recipients: 'Recipients',
      recipientsHint: 'One address or more, separated by commas',
      save: 'Save settings',
      saved: 'The e-mail settings were saved',
      test: 'Send a test e-mail',
      testSent: 'The test e-mail was sent to {{to}}. Check the inbox.',
      testFirst: 'Save your changes first, then send a test e-mail',
      turnOff: 'Turn e-mail off',
      turnOffConfirm: 'Stop e-mailing the office and forget these settings?',
      turnedOff: 'E-mail to the office is off',
    },
    recipients: 'Recipients',
    recipientCount_one: 'One address',
    recipientCount_other: '{{count}} addresses',
    lastSent: 'Last email sent',
    neverSent: 'No email has been sent yet',
    waiting: 'Waiting to be sent',
    failing: 'Failing to send',
    lastError: 'Reason of the last failure',
    failingHint_one:
      'One message could not be sent so far. The server retries automatically at growing intervals until it arrives, so nothing is lost.',
    failingHint_other:
      '{{count}} messages could not be sent so far. The server retries automatically at growing intervals until they arrive, so nothing is lost.',
  },
  backups: {
    title: 'Backups',
    intro:
      'The server copies the database and the images by itself into one file it checks after writing, keeps the newest copies and deletes older ones.',
    state: 'State',
    on_one: 'Every hour',
    on_other: 'Every {{count}} hours',
    off: 'Off',
    offHint:
      'Automatic backups are off on this server. Whoever runs the server turns them on with BACKUP_DIR or BACKUP_EVERY_HOURS.',
    where: 'Where',
    serverFolder: 'On the server, in the folder',
    keep: 'Copies kept',
    keepCount_one: 'The newest one',
    keepCount_other: 'The newest {{count}}',
    last: 'Last backup',
    none: 'No backup yet',
    ok: 'Succeeded',
    failed: 'Failed',
    size: 'Size',
    file: 'File',
    reason: 'Reason',
    lastGood: 'Last good backup',
    noneGood: 'No good backup yet',
    next: 'Next backup',
    running: 'A backup is running now',
    failedHint:
      'The last backup failed. The server tries again by itself; tell whoever runs the server so they fix the cause.',
    reasons: {
      not_a_folder: 'The backup place (BACKUP_DIR) is not a folder: it must name a folder.',
      no_permission: 'The server may not write to the backup folder.',
      disk_full: 'There is not enough room on the disk.',
      stopped: 'The server stopped during the backup.',
      other: 'An unexpected error (the details are below).',
    },
  },
  errors: {
    saveEmailSettings: 'Failed to save the e-mail settings',
    testEmail: 'Failed to send the test e-mail',
    loadNotifications: 'Failed to load the notification status',
    loadBackups: 'Failed to load the backups',
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    settings: typeof ar;
  }
}
