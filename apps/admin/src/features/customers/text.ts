import { screenText } from '../../lib/screen-text';

/** The customers screen's own texts (lib/screen-text.ts), Arabic then English; the shared ones are in text/. */
const ar = {
  title: 'إدارة العملاء',
  searchLabel: 'البحث في العملاء',
  searchWords: 'ابحث بالاسم أو الجوال أو كلمة كتبها العميل',
  statusRules: 'مميز: ثلاثة طلبات منجزة أو أكثر. جديد: أول تواصل خلال آخر 30 يومًا. نشط: تواصل خلال آخر 180 يومًا.',
  columns: {
    phones: 'الجوال',
    requests: 'الطلبات',
    firstContact: 'أول تواصل',
    lastContact: 'آخر تواصل',
  },
  detail: {
    title: 'العميل',
    names: 'الأسماء المستخدمة',
    emails: 'البريد الإلكتروني',
    requests: 'طلباته',
    openRequest: 'فتح في رسائل التواصل',
    chooseRequest: 'اختيار هذا الطلب',
    split: 'نقل الطلبات المختارة إلى عميل جديد',
    splitHint: 'اختر الطلبات التي تخص شخصًا آخر ثم انقلها.',
    splitDone: 'أصبحت الطلبات المختارة عميلًا مستقلًا',
    merge: 'دمج عميل آخر في هذا العميل',
    mergeWith: 'العميل الآخر',
    mergeSearch: 'اكتب اسمًا أو رقم جوال',
    mergeConfirm: 'دمج «{{from}}» في «{{into}}»؟ تصبح طلباتهما وأرقامهما عميلًا واحدًا.',
    mergeDone: 'تم دمج العميلين',
  },
  statusFilter: 'تصفية حسب الحالة',
  empty: 'لا يوجد عملاء مطابقون',
  statuses: { active: 'نشط', vip: 'مميز VIP', new: 'جديد', inactive: 'غير نشط' },
  fields: { name: 'الاسم', status: 'الحالة' },
  errors: {
    loadCustomers: 'تعذّر تحميل العملاء',
    loadCustomer: 'تعذّر فتح بيانات العميل',
    mergeCustomers: 'تعذّر دمج العميلين',
    splitCustomer: 'تعذّر نقل الطلبات',
  },
};

export const customersText = screenText('customers', ar, {
  title: 'Customers',
  searchLabel: 'Search customers',
  searchWords: 'Search by name, mobile or a word they wrote',
  statusRules:
    'VIP: three or more requests done. New: first contact in the last 30 days. Active: in touch in the last 180 days.',
  columns: {
    phones: 'Mobile',
    requests: 'Requests',
    firstContact: 'First contact',
    lastContact: 'Last contact',
  },
  detail: {
    title: 'Customer',
    names: 'Names used',
    emails: 'Email',
    requests: 'Their requests',
    openRequest: 'Open in contact messages',
    chooseRequest: 'Choose this request',
    split: 'Move the chosen requests to a new customer',
    splitHint: "Choose the requests that are someone else's, then move them.",
    splitDone: 'The chosen requests are now a customer of their own',
    merge: 'Merge another customer into this one',
    mergeWith: 'The other customer',
    mergeSearch: 'Type a name or mobile',
    mergeConfirm: 'Merge “{{from}}” into “{{into}}”? Their requests and numbers become one customer.',
    mergeDone: 'The customers were merged',
  },
  statusFilter: 'Filter by status',
  empty: 'No matching customers',
  statuses: { active: 'Active', vip: 'VIP', new: 'New', inactive: 'Inactive' },
  fields: { name: 'Name', status: 'Status' },
  errors: {
    loadCustomers: 'Failed to load the customers',
    loadCustomer: 'Failed to open the customer',
    mergeCustomers: 'Failed to merge the customers',
    splitCustomer: 'Failed to move the requests',
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    customers: typeof ar;
  }
}
