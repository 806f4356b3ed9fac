import { screenText } from '../../lib/screen-text';

/** The booking settings screen's own texts (lib/screen-text.ts), Arabic then English. */
const ar = {
  title: 'مواعيد الحجز',
  intro:
    'المواعيد التي يختارها الزوار من نموذج الحجز في الموقع تُحسب من هذه الإعدادات ومن زيارات كل فريق: يُعرض الموعد ما دام فريق يقدّم الخدمة متاحًا طوال مدتها.',
  teams: {
    title: 'الفرق',
    intro: 'اسم الفريق كما يُكتب في الزيارات، والخدمات التي يقدمها، وأيام عمله وساعاته.',
    name: 'اسم الفريق',
    services: 'الخدمات',
    days: 'أيام العمل',
    from: 'يبدأ',
    to: 'ينتهي',
    endOfDay: '24:00 (نهاية اليوم)',
    add: 'إضافة فريق',
    remove: 'حذف الفريق',
  },
  days: { d0: 'الأحد', d1: 'الاثنين', d2: 'الثلاثاء', d3: 'الأربعاء', d4: 'الخميس', d5: 'الجمعة', d6: 'السبت' },
  lengths: {
    title: 'مدة الزيارة لكل خدمة',
    intro: 'يُحجز الفريق طوال هذه المدة (بالساعات، بأنصاف الساعات).',
  },
  rules: {
    title: 'قواعد الحجز',
    horizon: 'يُحجز مسبقًا حتى (أيام)',
    notice: 'أقل مهلة قبل بدء الموعد (ساعات)',
    noticeHint: 'لا يُعرض موعد يبدأ قبل هذه المهلة من الآن، وبها يُحدد آخر حجز لليوم نفسه.',
    hold: 'يبقى الموعد محجوزًا بانتظار ردّنا (ساعات)',
    holdHint: 'بعدها يعود الموعد متاحًا لغيره إن لم نؤكده.',
  },
  // The unit after a number of hours, by Arabic's plural rules (i18next picks the form by `count`).
  hours_zero: 'ساعة',
  hours_one: 'ساعة',
  hours_two: 'ساعة',
  hours_few: 'ساعات',
  hours_many: 'ساعة',
  hours_other: 'ساعة',
  save: 'حفظ الإعدادات',
  saved: 'تم حفظ إعدادات الحجز',
  required: 'هذا الحقل مطلوب',
  errors: {
    load: 'تعذّر تحميل إعدادات الحجز',
    save: 'تعذّر حفظ إعدادات الحجز',
  },
};

export const bookingSettingsText = screenText('bookingSettings', ar, {
  title: 'Booking times',
  intro:
    "The times visitors pick in the site's booking form come from these settings and each team's visits: a time is offered while a team doing the service is free for its whole length.",
  teams: {
    title: 'Teams',
    intro: 'The team’s name as the visits name it, the services it does, its working days and hours.',
    name: 'Team name',
    services: 'Services',
    days: 'Working days',
    from: 'Starts',
    to: 'Ends',
    endOfDay: '24:00 (end of day)',
    add: 'Add a team',
    remove: 'Remove the team',
  },
  days: { d0: 'Sunday', d1: 'Monday', d2: 'Tuesday', d3: 'Wednesday', d4: 'Thursday', d5: 'Friday', d6: 'Saturday' },
  lengths: {
    title: 'Visit length per service',
    intro: 'The team is booked for this long (hours, in half hours).',
  },
  rules: {
    title: 'Booking rules',
    horizon: 'Bookable ahead (days)',
    notice: 'Least notice before a time starts (hours)',
    noticeHint: 'No time starting sooner than this is offered; it is also how late a same-day booking may be made.',
    hold: 'A time stays held waiting for our answer (hours)',
    holdHint: 'After that it is free for others again unless we confirmed it.',
  },
  hours_one: 'hour',
  hours_other: 'hours',
  save: 'Save settings',
  saved: 'Booking settings saved',
  required: 'This field is required',
  errors: {
    load: 'Failed to load the booking settings',
    save: 'Failed to save the booking settings',
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    bookingSettings: typeof ar;
  }
}
