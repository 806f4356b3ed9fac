import { screenText } from '../../lib/screen-text';

/** The clients screen's own texts (lib/screen-text.ts), Arabic then English; the shared ones are in text/. */
const ar = {
  title: 'إدارة العملاء',
  searchPlaceholder: 'ابحث بالاسم أو الجوال أو البريد أو الحي',
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
  fields: {
    id: 'الرقم',
    name: 'الاسم',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    location: 'الموقع',
    joinDate: 'تاريخ الانضمام',
    totalBookings: 'عدد الحجوزات',
    totalSpent: 'إجمالي الإنفاق',
    rating: 'التقييم',
    status: 'الحالة',
    lastBooking: 'آخر حجز',
    preferredServices: 'الخدمات المفضلة',
    notes: 'ملاحظات',
  },
  errors: {
    loadCustomers: 'تعذّر تحميل العملاء',
    loadCustomer: 'تعذّر فتح بيانات العميل',
    mergeCustomers: 'تعذّر دمج العميلين',
    splitCustomer: 'تعذّر نقل الطلبات',
  },
};

export const clientsText = screenText('clients', ar, {
  title: 'Clients',
  searchPlaceholder: 'Search by name, mobile, email or district',
  searchLabel: 'Search clients',
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
    title: 'Client',
    names: 'Names used',
    emails: 'Email',
    requests: 'Their requests',
    openRequest: 'Open in contact messages',
    chooseRequest: 'Choose this request',
    split: 'Move the chosen requests to a new client',
    splitHint: "Choose the requests that are someone else's, then move them.",
    splitDone: 'The chosen requests are now a client of their own',
    merge: 'Merge another client into this one',
    mergeWith: 'The other client',
    mergeSearch: 'Type a name or mobile',
    mergeConfirm: 'Merge “{{from}}” into “{{into}}”? Their requests and numbers become one client.',
    mergeDone: 'The clients were merged',
  },
  statusFilter: 'Filter by status',
  empty: 'No matching clients',
  statuses: { active: 'Active', vip: 'VIP', new: 'New', inactive: 'Inactive' },
  fields: {
    id: 'No.',
    name: 'Name',
    phone: 'Mobile',
    email: 'Email',
    location: 'Location',
    joinDate: 'Joined',
    totalBookings: 'Bookings',
    totalSpent: 'Total spent',
    rating: 'Rating',
    status: 'Status',
    lastBooking: 'Last booking',
    preferredServices: 'Preferred services',
    notes: 'Notes',
  },
  errors: {
    loadCustomers: 'Failed to load the clients',
    loadCustomer: 'Failed to open the client',
    mergeCustomers: 'Failed to merge the clients',
    splitCustomer: 'Failed to move the requests',
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    clients: typeof ar;
  }
}
