import { screenText } from '../../lib/screen-text';

/**
 * The visits screen's own texts (lib/screen-text.ts), Arabic then English; a visit's fields,
 * statuses, form and panel, which other screens show too, are the shared `visit` block of text/.
 */
const ar = {
  title: 'إدارة الزيارات',
  viewLabel: 'طريقة العرض',
  views: { week: 'الأسبوع', list: 'القائمة' },
  weekRange: 'الأسبوع من {{from}} إلى {{to}}',
  weekNav: 'التنقل بين الأسابيع',
  previousWeek: 'الأسبوع السابق',
  nextWeek: 'الأسبوع التالي',
  thisWeek: 'هذا الأسبوع',
  today: 'اليوم',
  noVisitsThatDay: 'لا زيارات',
  searchLabel: 'ابحث في الزيارات',
  searchWords: 'العميل أو الجوال أو العنوان أو الفريق',
  statusFilter: 'الحالة',
  priorityFilter: 'الأولوية',
  teamFilter: 'الفريق',
  teamAny: 'كل الفرق',
  filtersLabel: 'تصفية الزيارات',
  empty: 'لا توجد زيارات مطابقة',
  // By `count` (the week's total): "من 5 زيارات", "من 15 زيارة".
  moreThanShown_zero: 'يظهر {{shown}} من {{total}} زيارة في هذا الأسبوع؛ ضيّق البحث أو اعرض القائمة.',
  moreThanShown_one: 'يظهر {{shown}} من {{total}} زيارة في هذا الأسبوع؛ ضيّق البحث أو اعرض القائمة.',
  moreThanShown_two: 'يظهر {{shown}} من زيارتين في هذا الأسبوع؛ ضيّق البحث أو اعرض القائمة.',
  moreThanShown_few: 'يظهر {{shown}} من {{total}} زيارات في هذا الأسبوع؛ ضيّق البحث أو اعرض القائمة.',
  moreThanShown_many: 'يظهر {{shown}} من {{total}} زيارة في هذا الأسبوع؛ ضيّق البحث أو اعرض القائمة.',
  moreThanShown_other: 'يظهر {{shown}} من {{total}} زيارة في هذا الأسبوع؛ ضيّق البحث أو اعرض القائمة.',
};

export const visitsText = screenText('visits', ar, {
  title: 'Visits',
  viewLabel: 'View',
  views: { week: 'Week', list: 'List' },
  weekRange: 'Week of {{from}} to {{to}}',
  weekNav: 'Move between weeks',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  today: 'Today',
  noVisitsThatDay: 'No visits',
  searchLabel: 'Search the visits',
  searchWords: 'Customer, mobile, address or team',
  statusFilter: 'Status',
  priorityFilter: 'Priority',
  teamFilter: 'Team',
  teamAny: 'All teams',
  filtersLabel: 'Filter the visits',
  empty: 'No matching visits',
  moreThanShown_one: 'Showing {{shown}} of {{total}} visit this week; narrow the search or use the list.',
  moreThanShown_other: 'Showing {{shown}} of {{total}} visits this week; narrow the search or use the list.',
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    visits: typeof ar;
  }
}
