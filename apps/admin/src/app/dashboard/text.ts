import { screenText } from '../../lib/screen-text';

/** The dashboard screen's own texts (lib/screen-text.ts), Arabic then English; the shared ones are in text/. */
const ar = {
  title: 'لوحة المعلومات',
  stats: { unread: 'رسائل لم تُقرأ', today: 'زيارات اليوم', tomorrow: 'زيارات الغد' },
  toInbox: 'إلى صندوق الرسائل',
  weekAgainstLast: 'آخر 7 أيام مقارنة بالسبعة التي قبلها',
  week: { messages: 'الرسائل', visits: 'الزيارات', completed_visits: 'الزيارات المكتملة', revenue: 'الإيرادات' },
  todaysVisits: 'زيارات اليوم، {{day}}',
  tomorrowsVisits: 'زيارات الغد، {{day}}',
  noVisits: 'لا زيارات في هذا اليوم',
  clock: 'الوقت الآن بتوقيت السعودية',
  welcome: 'مرحبًا،',
};

export const dashboardText = screenText('dashboard', ar, {
  title: 'Dashboard',
  stats: { unread: 'Unread messages', today: "Today's visits", tomorrow: "Tomorrow's visits" },
  toInbox: 'To the inbox',
  weekAgainstLast: 'The last 7 days against the 7 before',
  week: { messages: 'Messages', visits: 'Visits', completed_visits: 'Completed visits', revenue: 'Revenue' },
  todaysVisits: "Today's visits, {{day}}",
  tomorrowsVisits: "Tomorrow's visits, {{day}}",
  noVisits: 'No visits that day',
  clock: 'Time now in Saudi Arabia',
  welcome: 'Welcome,',
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    dashboard: typeof ar;
  }
}
