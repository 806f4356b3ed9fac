/** Sample overview figures and notifications of the older dashboard: fixed placeholders. */
export const NOTIFICATION_TYPES = ['booking', 'review', 'payment'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface SampleNotification {
  id: number;
  type: NotificationType;
  message: string;
  time: string;
  read: boolean;
}

export const OVERVIEW_STATS = {
  totalClients: 5247,
  monthlyBookings: 342,
  monthlyRevenue: 186450,
  averageRating: 4.9,
} as const;

export const SAMPLE_NOTIFICATIONS: readonly SampleNotification[] = [
  {
    id: 1,
    type: 'booking',
    message: 'حجز جديد من سارة إبراهيم الرحيلي — تعقيم المنازل في شوران',
    time: 'منذ 5 دقائق',
    read: false,
  },
  {
    id: 2,
    type: 'review',
    message: 'تقييم 5 نجوم من عبدالله محمد العتيبي على جلي الرخام',
    time: 'منذ 40 دقيقة',
    read: false,
  },
  {
    id: 3,
    type: 'payment',
    message: 'تم استلام دفعة 1,200 ر.س من يوسف عمر المحمدي (تحويل بنكي)',
    time: 'منذ ساعتين',
    read: true,
  },
  { id: 4, type: 'booking', message: 'إلغاء حجز أحمد حسن البلوي — السباكة والكهرباء', time: 'منذ 3 ساعات', read: true },
  { id: 5, type: 'review', message: 'تقييم 4 نجوم من محمد علي الأنصاري على صيانة المكيفات', time: 'أمس', read: true },
];
