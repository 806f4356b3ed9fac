import { screenText } from '../../lib/screen-text';

/**
 * The staff screen's own texts (lib/screen-text.ts), Arabic then English; the roles, the password
 * rules and a person's role, which my account shows too, are shared (text/).
 */
const ar = {
  title: 'الموظفون',
  add: 'إضافة موظف',
  addTitle: 'إضافة موظف',
  firstPassword: 'كلمة المرور الأولى',
  firstPasswordHint: 'سيُطلب منه تغييرها عند أول تسجيل دخول.',
  added: 'تمت إضافة الحساب',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  status: 'الحالة',
  lastSignIn: 'آخر دخول',
  active: 'مفعّل',
  disabled: 'موقوف',
  mustChange: 'بانتظار تغيير كلمة المرور',
  you: 'أنت',
  ownRole: 'لا يغيّر أحد دوره بنفسه؛ يغيّره مالك آخر.',
  edit: 'تعديل',
  editTitle: 'تعديل حساب {{name}}',
  edited: 'تم حفظ التعديل',
  disable: 'إيقاف',
  enable: 'تفعيل',
  confirmDisable: 'إيقاف حساب {{name}}؟',
  confirmDisableText: 'تنتهي كل جلساته فورًا ولا يستطيع الدخول حتى يُفعَّل من جديد. تبقى ملاحظاته وسجله كما هي.',
  disabledDone: 'تم إيقاف الحساب',
  enabledDone: 'تم تفعيل الحساب',
  reset: 'إعادة تعيين كلمة المرور',
  resetTitle: 'إعادة تعيين كلمة مرور {{name}}',
  resetHint: 'تنتهي جلساته الحالية، ويُطلب منه تغيير هذه الكلمة عند دخوله التالي.',
  resetDone: 'تمت إعادة تعيين كلمة المرور',
  empty: 'لا توجد حسابات',
  errors: {
    saveStaff: 'تعذّر حفظ الحساب',
  },
};

export const staffText = screenText('staff', ar, {
  title: 'Staff',
  add: 'Add staff member',
  addTitle: 'Add staff member',
  firstPassword: 'First password',
  firstPasswordHint: 'They will be asked to change it at their first sign-in.',
  added: 'The account was added',
  name: 'Name',
  email: 'Email',
  status: 'Status',
  lastSignIn: 'Last sign-in',
  active: 'Active',
  disabled: 'Disabled',
  mustChange: 'Waiting for a password change',
  you: 'You',
  ownRole: 'Nobody changes their own role; another owner can.',
  edit: 'Edit',
  editTitle: 'Edit the account of {{name}}',
  edited: 'The change was saved',
  disable: 'Disable',
  enable: 'Enable',
  confirmDisable: 'Disable the account of {{name}}?',
  confirmDisableText:
    'All their sessions end at once and they cannot sign in until enabled again. Their notes and history stay as they are.',
  disabledDone: 'The account was disabled',
  enabledDone: 'The account was enabled',
  reset: 'Reset password',
  resetTitle: 'Reset the password of {{name}}',
  resetHint: 'Their current sessions end, and they are asked to change this password at their next sign-in.',
  resetDone: 'The password was reset',
  empty: 'No accounts',
  errors: {
    saveStaff: 'Failed to save the account',
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    staff: typeof ar;
  }
}
