import { COMPANY } from '@shared/company';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import type { TextShape } from './text-shape';

/**
 * The Arabic texts several screens share, as react-i18next reads them: `{{name}}` is filled in by
 * `t()`, and keys ending in _one/_two/_other are the plural forms of one text (i18next picks by
 * `count`). A block named after a thing (`message`, `visit`) holds the words every screen that shows
 * one uses; a screen's own texts live beside it (features/<name>/text.ts, lib/screen-text.ts), under
 * the screen's name (`messages`, `visits`). en.ts has the same keys (text-resources.test.ts checks it).
 */
export const ar = {
  brand: COMPANY.shortName.ar,
  brandSubtitle: 'لوحة الإدارة',
  appTitle: `لوحة تحكم ${COMPANY.shortName.ar}`,
  common: {
    edit: 'تعديل',
    delete: 'حذف',
    preview: 'معاينة',
    cancel: 'إلغاء',
    save: 'حفظ',
    previous: 'السابق',
    next: 'التالي',
    actions: 'الإجراءات',
    search: 'بحث',
    all: 'الكل',
    anyOf: '{{what}}: الكل',
    loading: 'جارٍ التحميل…',
    refresh: 'تحديث',
    pageOf: 'صفحة {{page}} من {{pages}}',
    totalCount: 'الإجمالي: {{total}}',
    confirmDeleteTitle: 'تأكيد الحذف',
    confirmDeleteText: 'هل أنت متأكد من الحذف؟ لا يمكن التراجع عن هذه العملية.',
    sar: '{{amount}}\u00a0ر.س',
    yes: 'نعم',
    no: 'لا',
    required: 'هذا الحقل مطلوب',
    invalidEmail: 'عنوان البريد الإلكتروني غير صحيح',
    dateFrom: 'من تاريخ',
    dateTo: 'إلى تاريخ',
  },
  nav: {
    menuLabel: 'القائمة الرئيسية',
    logout: 'تسجيل الخروج',
    signedInAs: 'مسجّل الدخول باسم',
  },
  /** Shown above every screen while the site still shows the sample company details. */
  sampleNotice: {
    text: 'ما زال الموقع يعرض أرقامًا وبريدًا تجريبية.',
    link: 'أدخل بيانات الشركة الحقيقية وانشرها',
  },
  auth: {
    title: 'تسجيل دخول الإدارة',
    subtitle: 'للموظفين المصرّح لهم فقط',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    emailRequired: 'البريد الإلكتروني مطلوب',
    passwordRequired: 'كلمة المرور مطلوبة',
    submit: 'تسجيل الدخول',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    success: 'تم تسجيل الدخول بنجاح!',
    locked_zero: 'تم إيقاف تسجيل الدخول مؤقتًا بعد محاولات كثيرة. حاول مرة أخرى بعد {{count}} دقيقة.',
    locked_one: 'تم إيقاف تسجيل الدخول مؤقتًا بعد محاولات كثيرة. حاول مرة أخرى بعد دقيقة.',
    locked_two: 'تم إيقاف تسجيل الدخول مؤقتًا بعد محاولات كثيرة. حاول مرة أخرى بعد دقيقتين.',
    locked_few: 'تم إيقاف تسجيل الدخول مؤقتًا بعد محاولات كثيرة. حاول مرة أخرى بعد {{count}} دقائق.',
    locked_many: 'تم إيقاف تسجيل الدخول مؤقتًا بعد محاولات كثيرة. حاول مرة أخرى بعد {{count}} دقيقة.',
    locked_other: 'تم إيقاف تسجيل الدخول مؤقتًا بعد محاولات كثيرة. حاول مرة أخرى بعد {{count}} دقيقة.',
    unreachable: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك بالإنترنت أو من عنوان الخادم ثم حاول مرة أخرى.',
    serverError: 'حدث خطأ في الخادم. حاول مرة أخرى بعد قليل.',
    checking: 'جارٍ التحقق من الجلسة…',
    server: 'الخادم',
    serverNotSet: 'غير محدد',
    changeServer: 'تغيير الخادم',
    serverUrl: 'عنوان الخادم',
    serverUrlHint: 'مثال: https://www.example.com',
    serverUrlRequired: 'عنوان الخادم مطلوب',
    saveServer: 'حفظ والاتصال',
    serverSaved: 'تم حفظ عنوان الخادم',
  },
  live: {
    newMessage: 'رسالة جديدة من {{name}}',
    offline: 'انقطع التحديث المباشر، وتجري إعادة الاتصال… ما يصل في الأثناء يظهر عند عودته.',
    unreadTitle: '({{n}}) {{title}}',
    unreadBadge: '{{n}} غير مقروءة',
  },
  /** A visitor's message wherever it is shown: the messages screen, a customer, the activity log. */
  message: {
    fields: {
      name: 'الاسم',
      phone: 'الجوال',
      email: 'البريد الإلكتروني',
      service: 'الخدمة',
      message: 'الرسالة',
      preferred_time: 'الوقت المفضل',
      urgency: 'درجة الاستعجال',
      created_at: 'تاريخ الإرسال',
    },
    statuses: { new: 'جديدة', contacted: 'تم التواصل', scheduled: 'تمت الجدولة', done: 'منجزة', lost: 'لم تتم' },
    urgencies: { normal: 'عادي', urgent: 'عاجل', emergency: 'طارئ' },
    sources: {
      home: 'نموذج الصفحة الرئيسية',
      contact: 'صفحة تواصل معنا',
      site: 'الموقع (لم تُحدَّد الصفحة)',
      office: 'أدخلها المكتب',
    },
    unread: 'غير مقروءة',
    spamReasons: {
      honeypot: 'ملأ حقلاً مخفيًا لا يراه الناس',
      too_fast: 'أُرسلت أسرع مما يكتب إنسان',
      marked: 'نقلها أحد الموظفين',
    },
  },
  categories: {
    cleaning: 'التنظيف',
    marble: 'الرخام والسيراميك',
    moving: 'نقل الأثاث',
    maintenance: 'الصيانة',
    gardens: 'الحدائق والتنسيق',
    additional: 'خدمات إضافية',
  },
  /** A team's visit wherever it is shown: the visits screen, a message, a customer, the dashboard. */
  visit: {
    schedule: 'جدولة زيارة',
    addTitle: 'جدولة زيارة',
    editTitle: 'تعديل الزيارة',
    panelTitle: 'الزيارة',
    statuses: {
      pending: 'قيد الانتظار',
      confirmed: 'مؤكدة',
      'in-progress': 'قيد التنفيذ',
      completed: 'مكتملة',
      cancelled: 'ملغاة',
    },
    priorities: { normal: 'عادية', high: 'مرتفعة', urgent: 'عاجلة' },
    fields: {
      contact_id: 'الطلب',
      date: 'التاريخ',
      from: 'من الساعة',
      to: 'إلى الساعة',
      address: 'العنوان',
      district: 'الحي',
      service_key: 'الخدمة',
      team: 'الفريق',
      price: 'السعر (ريال)',
      priority: 'الأولوية',
      status: 'الحالة',
      notes: 'ملاحظات',
      customer: 'العميل',
      when: 'الموعد',
    },
    saudiTime: 'الأوقات بتوقيت السعودية',
    requestSearch: 'ابحث عن الطلب باسم العميل أو رقمه',
    window: '{{from}}–{{to}}',
    added: 'تمت جدولة الزيارة',
    saved: 'تم حفظ الزيارة',
    deleted: 'تم حذف الزيارة',
    overlapTitle: 'لدى الفريق زيارة أخرى في هذا الوقت',
    overlapText: 'تتداخل هذه الزيارة مع:',
    overlapQuestion: 'هل تريد الحفظ على أي حال؟',
    overlapSave: 'الحفظ على أي حال',
    whatsapp: 'تأكيد عبر واتساب',
    whatsappEnglish: 'تأكيد عبر واتساب بالإنجليزية',
    calendar: 'ملف التقويم (.ics)',
    calendarTitle: '{{service}}: {{name}}',
    calendarNotes: 'الفريق: {{team}} · الجوال: {{phone}}',
    complete: 'تم التنفيذ',
    completed: 'سُجّلت الزيارة مكتملة',
    noRequest: 'لم تعد هذه الزيارة مرتبطة بطلب، فلا يمكن تعديلها.',
    customerVisits: 'الزيارات',
    noVisits: 'لا زيارات بعد',
    confirmation:
      'السلام عليكم {{name}}،\nنؤكد لكم موعد زيارة فريق {{company}} لخدمة {{service}}:\nيوم {{date}}\nمن الساعة {{from}} إلى الساعة {{to}} بتوقيت السعودية\nالعنوان: {{address}}\nشكرًا لكم.',
  },
  /** A portfolio item's fields: the portfolio screen and the activity log name them. */
  portfolioItem: {
    fields: {
      category: 'التصنيف',
      title_ar: 'العنوان بالعربية',
      title_en: 'العنوان بالإنجليزية',
      image: 'الصورة',
      before_after: 'قبل وبعد',
      date: 'التاريخ',
      location_ar: 'الموقع بالعربية',
      location_en: 'الموقع بالإنجليزية',
      description_ar: 'الوصف بالعربية',
      description_en: 'الوصف بالإنجليزية',
      testimonial_ar: 'رأي العميل بالعربية',
      testimonial_en: 'رأي العميل بالإنجليزية',
      client_name_ar: 'اسم العميل بالعربية',
      client_name_en: 'اسم العميل بالإنجليزية',
      rating: 'التقييم',
      duration_ar: 'المدة بالعربية',
      duration_en: 'المدة بالإنجليزية',
    },
  },
  /** The figures' words: the reports, the services and the dashboard (components/charts). */
  report: {
    period: 'الفترة',
    periods: { week: 'أسبوع', month: 'شهر', quarter: 'ربع سنة', year: 'سنة' },
    showTable: 'الأرقام في جدول',
    change: {
      up: 'أكثر بـ {{n}} من الفترة السابقة',
      down: 'أقل بـ {{n}} من الفترة السابقة',
      same: 'كما في الفترة السابقة',
      fresh: 'لا شيء في الفترة السابقة',
    },
    service: 'الخدمة',
    totals: {
      messages: 'الرسائل',
      visits: 'الزيارات',
      completed: 'الزيارات المكتملة',
      revenue: 'الإيرادات',
      averagePrice: 'متوسط السعر',
    },
  },
  /** A password someone chooses: their own (my account, the first sign-in) or a colleague's first one (staff). */
  password: {
    new: 'كلمة المرور الجديدة',
    hint: `${MIN_PASSWORD_LENGTH} حرفًا على الأقل، ولا تكون من كلمات المرور الشائعة ولا تحتوي على اسم بريدك.`,
    tooShort: `يجب ألا تقل كلمة المرور عن ${MIN_PASSWORD_LENGTH} حرفًا`,
  },
  /** A person who signs in, as the staff screen and my account show them. */
  staffMember: {
    role: 'الدور',
    neverSignedIn: 'لم يسجّل الدخول بعد',
    noName: 'بدون اسم',
  },
  /** Who may do what (shared/api/roles.ts): the names and what each allows. */
  roles: {
    owner: { name: 'مالك', description: 'كل شيء: الموظفون وأدوارهم والإعدادات وسجل النشاط وتصديره.' },
    manager: {
      name: 'مدير',
      description: 'الرسائل مع الحذف والتصدير، والمعرض، ومحتوى الموقع ونشره، وقراءة سجل النشاط.',
    },
    agent: {
      name: 'موظف خدمة العملاء',
      description:
        'الرسائل دون حذف أو تصدير: فتحها وإضافتها وتعديلها وحالاتها وملاحظاتها. يرى المعرض والمحتوى دون تعديل.',
    },
  },
  notAllowed: {
    title: 'ليست ضمن صلاحياتك',
    subtitle: 'دورك ({{role}}) لا يشمل هذه الصفحة',
    description: 'إن احتجت إليها فاطلب ذلك من مالك الحساب في شركتك.',
    back: 'إلى رسائل التواصل',
  },
  notFound: {
    title: '404',
    subtitle: 'عذراً! الصفحة غير موجودة',
    description: 'الصفحة التي تبحث عنها غير موجودة في لوحة الإدارة.',
    back: 'العودة إلى لوحة الإدارة',
  },
  /**
   * What a failed call shows first (lib/api-error.ts); the server's own reason follows it. Here the
   * calls of several screens, or of a module outside a screen's chunk (the layout, the live updates,
   * lib/); a call only one screen makes has its text in that screen's `errors`.
   */
  errors: {
    login: 'اسم المستخدم أو كلمة المرور غير صحيحة',
    loadMessages: 'تعذّر تحميل الرسائل',
    loadStats: 'تعذّر تحميل الأرقام',
    loadPortfolio: 'تعذّر تحميل المعرض',
    uploadNoUrl: 'فشل الرفع',
    loadAccount: 'تعذّر تحميل بيانات الحساب',
    saveAccount: 'تعذّر حفظ بيانات الحساب',
    loadStaff: 'تعذّر تحميل الموظفين',
    loadContent: 'تعذّر تحميل محتوى الموقع',
    saveContent: 'تعذّر حفظ المسودة',
    previewContent: 'تعذّر تجهيز المعاينة',
    publishContent: 'تعذّر النشر',
    loadVisits: 'تعذّر تحميل الزيارات',
    saveVisit: 'تعذّر حفظ الزيارة',
    deleteVisit: 'تعذّر حذف الزيارة',
    loadReport: 'تعذّر تحميل التقرير',
    generic: 'تعذّر تنفيذ الطلب',
  },
  language: {
    label: 'اللغة',
  },
};

/** The shape every language's resource has. */
export type AdminText = TextShape<typeof ar>;
