/** Sample report figures (fixed placeholders): per period, last 6 months, top 5. */
export const REPORT_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export interface PeriodSummary {
  revenue: number;
  bookings: number;
  newClients: number;
  averageRating: number;
  growth: number;
}

export interface RankedService {
  name: string;
  bookings: number;
  revenue: number;
}

export interface RankedClient {
  name: string;
  location: string;
  bookings: number;
  spent: number;
}

export interface MonthFigures {
  /** Months back from the current one: 5 = five months ago, 0 = this month. */
  monthsAgo: number;
  revenue: number;
  bookings: number;
  newClients: number;
}

export const PERIOD_SUMMARY: Record<ReportPeriod, PeriodSummary> = {
  week: { revenue: 43850, bookings: 81, newClients: 19, averageRating: 4.9, growth: 6.2 },
  month: { revenue: 186450, bookings: 342, newClients: 74, averageRating: 4.9, growth: 12.5 },
  quarter: { revenue: 528300, bookings: 968, newClients: 211, averageRating: 4.8, growth: 18.1 },
  year: { revenue: 2046700, bookings: 3795, newClients: 866, averageRating: 4.8, growth: 27.4 },
};

export const LAST_SIX_MONTHS: readonly MonthFigures[] = [
  { monthsAgo: 5, revenue: 151200, bookings: 281, newClients: 58 },
  { monthsAgo: 4, revenue: 158900, bookings: 296, newClients: 61 },
  { monthsAgo: 3, revenue: 149700, bookings: 277, newClients: 55 },
  { monthsAgo: 2, revenue: 171300, bookings: 318, newClients: 69 },
  { monthsAgo: 1, revenue: 165750, bookings: 308, newClients: 66 },
  { monthsAgo: 0, revenue: 186450, bookings: 342, newClients: 74 },
];

export const TOP_SERVICES: Record<ReportPeriod, readonly RankedService[]> = {
  week: [
    { name: 'تنظيف الشقق', bookings: 24, revenue: 3600 },
    { name: 'صيانة المكيفات', bookings: 17, revenue: 5100 },
    { name: 'تنظيف الفلل والمنازل', bookings: 14, revenue: 6300 },
    { name: 'مكافحة الحشرات', bookings: 9, revenue: 2250 },
    { name: 'جلي وتلميع الرخام', bookings: 6, revenue: 5400 },
  ],
  month: [
    { name: 'تنظيف الفلل والمنازل', bookings: 88, revenue: 39600 },
    { name: 'تنظيف الشقق', bookings: 81, revenue: 12150 },
    { name: 'صيانة المكيفات', bookings: 63, revenue: 18900 },
    { name: 'جلي وتلميع الرخام', bookings: 37, revenue: 33300 },
    { name: 'نقل الأثاث مع الفك والتركيب', bookings: 29, revenue: 26100 },
  ],
  quarter: [
    { name: 'تنظيف الفلل والمنازل', bookings: 251, revenue: 112950 },
    { name: 'صيانة المكيفات', bookings: 214, revenue: 64200 },
    { name: 'تنظيف الشقق', bookings: 198, revenue: 29700 },
    { name: 'نقل الأثاث مع الفك والتركيب', bookings: 96, revenue: 86400 },
    { name: 'جلي وتلميع الرخام', bookings: 92, revenue: 82800 },
  ],
  year: [
    { name: 'تنظيف الفلل والمنازل', bookings: 1240, revenue: 248000 },
    { name: 'تنظيف الشقق', bookings: 980, revenue: 147000 },
    { name: 'صيانة المكيفات', bookings: 720, revenue: 108000 },
    { name: 'جلي وتلميع الرخام', bookings: 610, revenue: 183000 },
    { name: 'السباكة والكهرباء', bookings: 530, revenue: 53000 },
  ],
};

export const TOP_CLIENTS: Record<ReportPeriod, readonly RankedClient[]> = {
  week: [
    { name: 'يوسف عمر المحمدي', location: 'قربان', bookings: 2, spent: 1350 },
    { name: 'نورة عبدالرحمن المطيري', location: 'سلطانة', bookings: 2, spent: 900 },
    { name: 'سارة إبراهيم الرحيلي', location: 'شوران', bookings: 2, spent: 370 },
    { name: 'محمد علي الأنصاري', location: 'الخالدية', bookings: 1, spent: 300 },
    { name: 'فاطمة أحمد الحربي', location: 'قباء', bookings: 1, spent: 150 },
  ],
  month: [
    { name: 'عبدالله محمد العتيبي', location: 'العزيزية', bookings: 4, spent: 2650 },
    { name: 'يوسف عمر المحمدي', location: 'قربان', bookings: 3, spent: 2400 },
    { name: 'نورة عبدالرحمن المطيري', location: 'سلطانة', bookings: 5, spent: 2100 },
    { name: 'هيا ناصر الصاعدي', location: 'العيون', bookings: 3, spent: 950 },
    { name: 'خالد سعد الجهني', location: 'العوالي', bookings: 1, spent: 900 },
  ],
  quarter: [
    { name: 'نورة عبدالرحمن المطيري', location: 'سلطانة', bookings: 11, spent: 4600 },
    { name: 'يوسف عمر المحمدي', location: 'قربان', bookings: 8, spent: 4350 },
    { name: 'عبدالله محمد العتيبي', location: 'العزيزية', bookings: 9, spent: 3900 },
    { name: 'هيا ناصر الصاعدي', location: 'العيون', bookings: 6, spent: 2050 },
    { name: 'أحمد حسن البلوي', location: 'الجرف', bookings: 4, spent: 1480 },
  ],
  year: [
    { name: 'نورة عبدالرحمن المطيري', location: 'سلطانة', bookings: 31, spent: 12900 },
    { name: 'يوسف عمر المحمدي', location: 'قربان', bookings: 27, spent: 10450 },
    { name: 'عبدالله محمد العتيبي', location: 'العزيزية', bookings: 24, spent: 8650 },
    { name: 'هيا ناصر الصاعدي', location: 'العيون', bookings: 15, spent: 5200 },
    { name: 'أحمد حسن البلوي', location: 'الجرف', bookings: 8, spent: 2980 },
  ],
};
