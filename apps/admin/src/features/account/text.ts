import { screenText } from '../../lib/screen-text';

/**
 * My account's own texts (lib/screen-text.ts), Arabic then English, for its screen and the
 * first-password screen; the password rules and a person's role, which the staff screen shows too,
 * are the shared `password` and `staffMember` blocks of text/.
 */
const ar = {
  title: 'حسابي',
  details: 'بيانات الحساب',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  lastSignIn: 'آخر تسجيل دخول',
  nameHint: 'اكتب اسمك كما يراه زملاؤك في قائمة الموظفين وسجل النشاط والملاحظات.',
  nameSaved: 'تم حفظ الاسم',
  password: 'تغيير كلمة المرور',
  currentPassword: 'كلمة المرور الحالية',
  confirmPassword: 'تأكيد كلمة المرور الجديدة',
  mismatch: 'كلمتا المرور غير متطابقتين',
  changePassword: 'تغيير كلمة المرور',
  passwordChanged: 'تم تغيير كلمة المرور، وأُنهيت جلساتك الأخرى',
  sessions: 'الجلسات النشطة',
  sessionsHint: 'الأجهزة التي سُجّل منها الدخول إلى حسابك الآن.',
  thisSession: 'هذه الجلسة',
  device: {
    desktop: 'تطبيق سطح المكتب',
    browserNamed: 'متصفح {{browser}}',
    browser: 'متصفح',
    on: '{{what}} على {{os}}',
  },
  address: 'العنوان',
  lastSeen: 'آخر نشاط',
  endSession: 'تسجيل الخروج',
  endOthers: 'تسجيل الخروج من كل الأجهزة الأخرى',
  confirmEndOthers: 'تسجيل الخروج من كل الأجهزة الأخرى؟',
  sessionEnded: 'تم تسجيل الخروج من تلك الجلسة',
  othersEnded_zero: 'لم تكن هناك جلسات أخرى',
  othersEnded_one: 'تم تسجيل الخروج من جلسة واحدة',
  othersEnded_two: 'تم تسجيل الخروج من جلستين',
  othersEnded_few: 'تم تسجيل الخروج من {{count}} جلسات',
  othersEnded_many: 'تم تسجيل الخروج من {{count}} جلسة',
  othersEnded_other: 'تم تسجيل الخروج من {{count}} جلسة',
  noOtherSessions: 'لا جلسات أخرى',
  firstTitle: 'اختر كلمة مرور جديدة',
  firstHint: 'كلمة المرور الحالية اختارها لك زميل. اختر كلمة مرور خاصة بك قبل المتابعة.',
  errors: {
    changePassword: 'تعذّر تغيير كلمة المرور',
    loadSessions: 'تعذّر تحميل الجلسات',
    endSession: 'تعذّر إنهاء الجلسة',
  },
};

export const accountText = screenText('account', ar, {
  title: 'My account',
  details: 'Account details',
  name: 'Name',
  email: 'Email',
  lastSignIn: 'Last sign-in',
  nameHint: 'Your name as colleagues see it in the staff list, the activity log and the notes.',
  nameSaved: 'The name was saved',
  password: 'Change password',
  currentPassword: 'Current password',
  confirmPassword: 'Confirm the new password',
  mismatch: 'The two passwords do not match',
  changePassword: 'Change password',
  passwordChanged: 'The password was changed and your other sessions were ended',
  sessions: 'Active sessions',
  sessionsHint: 'The devices signed in to your account right now.',
  thisSession: 'This session',
  device: {
    desktop: 'Desktop app',
    browserNamed: '{{browser}} browser',
    browser: 'Browser',
    on: '{{what}} on {{os}}',
  },
  address: 'Address',
  lastSeen: 'Last active',
  endSession: 'Sign out',
  endOthers: 'Sign out of all other devices',
  confirmEndOthers: 'Sign out of all other devices?',
  sessionEnded: 'That session was signed out',
  othersEnded_one: 'One session was signed out',
  othersEnded_other: '{{count}} sessions were signed out',
  noOtherSessions: 'No other sessions',
  firstTitle: 'Choose a new password',
  firstHint: 'A colleague chose your current password. Choose your own before you go on.',
  errors: {
    changePassword: 'Failed to change the password',
    loadSessions: 'Failed to load the sessions',
    endSession: 'Failed to end the session',
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    account: typeof ar;
  }
}
