import { screenText } from '../../lib/screen-text';

/**
 * The reports screen's own texts (lib/screen-text.ts), Arabic then English; the figures' words that
 * the services screen and the dashboard show too (periods, changes, totals) are the shared `report`
 * block of text/. The tabs are named by the API's tab keys (`clients` is the customers' tab).
 */
const ar = {
  title: 'التقارير والإحصاءات',
  range: 'من {{from}} إلى {{to}} (بتوقيت السعودية)',
  demoRows:
    'تشمل هذه الأرقام بيانات تجريبية ({{n}} من رسائل العرض التجريبي وزياراته)، وكذلك ملف التصدير، حتى تُحذف البيانات التجريبية.',
  tabs: {
    overview: 'نظرة عامة',
    services: 'الخدمات',
    financial: 'المالية',
    clients: 'العملاء',
    performance: 'الأداء',
  },
  export: 'تصدير CSV',
  exportHint: 'أرقام هذا التبويب في هذه الفترة، ملف CSV يفتحه Excel',
  empty: 'لا أرقام في هذه الفترة',
  noService: 'خدمة غير محددة',
  charts: {
    messagesPerDay: 'الرسائل في كل يوم',
    messagesByService: 'الرسائل حسب الخدمة',
    messagesBySource: 'الرسائل حسب المصدر',
    funnel: 'من الرسالة إلى الزيارة المكتملة',
    serviceDemand: 'الطلب على كل خدمة',
    revenuePerDay: 'الإيرادات في كل يوم',
    revenueByService: 'الإيرادات حسب الخدمة',
    notCompleted: 'عروض أسعار لم تكتمل',
    districtsByVisits: 'الأحياء الأكثر زيارات',
    districtsByMessages: 'الأحياء الأكثر طلبات',
    topByRevenue: 'العملاء الأعلى إيرادًا',
    topByMessages: 'العملاء الأكثر تواصلًا',
    visitsByStatus: 'الزيارات حسب الحالة',
    teams: 'الزيارات حسب الفريق',
  },
  funnel: { messages: 'كل الرسائل', scheduled: 'حُددت لها زيارة', completed: 'اكتملت زيارتها' },
  notCompleted: { open: 'لم تُنفّذ بعد', cancelled: 'ملغاة' },
  customers: { active: 'عملاء تواصلوا', new: 'عملاء جدد', returning: 'عملاء عائدون' },
  response: {
    title: 'سرعة الرد الأول',
    median: 'نصف الرسائل رُدّ عليها خلال',
    p90: '90٪ منها رُدّ عليها خلال',
    withinHour: 'رُدّ عليها خلال ساعة',
    answered: 'رسائل رُدّ عليها',
    answeredOf: '{{n}} من {{of}}',
    // By Arabic's plural rules (i18next picks the form by `count`; `n` is the number as written).
    minutes_zero: '{{n}} دقيقة',
    minutes_one: 'دقيقة واحدة',
    minutes_two: 'دقيقتان',
    minutes_few: '{{n}} دقائق',
    minutes_many: '{{n}} دقيقة',
    minutes_other: '{{n}} دقيقة',
    before: 'الفترة السابقة: {{value}}',
  },
  columns: {
    day: 'اليوم',
    source: 'المصدر',
    step: 'المرحلة',
    shareOfMessages: 'من الرسائل',
    visitState: 'الحالة',
    quotedValue: 'قيمة العروض',
    district: 'الحي',
    customer: 'العميل',
    team: 'الفريق',
  },
};

export const reportsText = screenText('reports', ar, {
  title: 'Reports and statistics',
  range: '{{from}} to {{to}} (Saudi time)',
  demoRows:
    'These figures include demo data ({{n}} of the demo’s messages and visits), and so does the export, until the demo data is removed.',
  tabs: {
    overview: 'Overview',
    services: 'Services',
    financial: 'Financial',
    clients: 'Customers',
    performance: 'Performance',
  },
  export: 'Export CSV',
  exportHint: "This tab's figures for this period, as a CSV file Excel opens",
  empty: 'No figures in this period',
  noService: 'Service not given',
  charts: {
    messagesPerDay: 'Messages per day',
    messagesByService: 'Messages by service',
    messagesBySource: 'Messages by source',
    funnel: 'From message to completed visit',
    serviceDemand: 'Demand for each service',
    revenuePerDay: 'Revenue per day',
    revenueByService: 'Revenue by service',
    notCompleted: 'Quotes not completed',
    districtsByVisits: 'Districts with most visits',
    districtsByMessages: 'Districts with most requests',
    topByRevenue: 'Customers by revenue',
    topByMessages: 'Customers by messages',
    visitsByStatus: 'Visits by status',
    teams: 'Visits by team',
  },
  funnel: { messages: 'All messages', scheduled: 'Given a visit', completed: 'Visit completed' },
  notCompleted: { open: 'Not done yet', cancelled: 'Cancelled' },
  customers: { active: 'Customers who wrote', new: 'New customers', returning: 'Returning customers' },
  response: {
    title: 'Time to first response',
    median: 'Half the messages answered within',
    p90: '90% answered within',
    withinHour: 'Answered within an hour',
    answered: 'Messages answered',
    answeredOf: '{{n}} of {{of}}',
    minutes_one: '{{n}} min',
    minutes_other: '{{n}} min',
    before: 'Previous period: {{value}}',
  },
  columns: {
    day: 'Day',
    source: 'Source',
    step: 'Step',
    shareOfMessages: 'Of messages',
    visitState: 'State',
    quotedValue: 'Quoted value',
    district: 'District',
    customer: 'Customer',
    team: 'Team',
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    reports: typeof ar;
  }
}
