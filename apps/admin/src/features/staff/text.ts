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
  secondFactorOn: 'تحقق بخطوتين',
  policyTitle: 'التحقق بخطوتين',
  policySwitch: 'إلزامي للمالكين والمديرين',
  policyHint: 'من لم يفعّله منهم يُطلب منه تفعيله عند دخوله التالي قبل أي شيء آخر. يبقى اختياريًا للوكلاء.',
  policySaved: 'تم حفظ سياسة التحقق بخطوتين',
  resetSecondFactor: 'إعادة تعيين التحقق',
  confirmResetSecondFactor: 'إعادة تعيين التحقق بخطوتين لـ{{name}}؟',
  confirmResetSecondFactorText:
    'لمن فقد جواله: يُحذف تطبيق المصادقة ورموز الاسترداد والأجهزة الموثوقة، وتنتهي جلساته، ويفعّله من جديد عند دخوله التالي.',
  secondFactorReset: 'تمت إعادة تعيين التحقق بخطوتين',
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
    policy: 'تعذّر حفظ سياسة التحقق بخطوتين',
    resetSecondFactor: 'تعذّرت إعادة تعيين التحقق بخطوتين',
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
  secondFactorOn: 'Two-step',
  policyTitle: 'Two-step verification',
  policySwitch: 'Required for owners and managers',
  policyHint:
    'Those of them without it are asked to turn it on at their next sign-in, before anything else. Agents may choose.',
  policySaved: 'The two-step verification policy was saved',
  resetSecondFactor: 'Reset two-step',
  confirmResetSecondFactor: 'Reset the two-step verification of {{name}}?',
  confirmResetSecondFactorText:
    'For a lost phone: their authenticator app, recovery codes and trusted devices are removed, their sessions end, and they set it up again at their next sign-in.',
  secondFactorReset: 'Two-step verification was reset',
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
    policy: 'Failed to save the two-step verification policy',
    resetSecondFactor: 'Failed to reset the two-step verification',
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    staff: typeof ar;
  }
}
