import type { Category } from '@shared/constants';

/** Sample services: fixed, local, never sent anywhere. */
export const SERVICE_STATUSES = ['active', 'inactive', 'draft'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export interface SampleService {
  id: number;
  name: string;
  category: Category;
  price: number;
  duration: string;
  bookings: number;
  revenue: number;
  rating: number;
  status: ServiceStatus;
  description: string;
  lastUpdated: string;
}

export const SAMPLE_SERVICES: readonly SampleService[] = [
  {
    id: 1,
    name: 'تنظيف الفلل والمنازل',
    category: 'cleaning',
    price: 200,
    duration: '2-4 ساعات',
    bookings: 1240,
    revenue: 248000,
    rating: 4.9,
    status: 'active',
    description: 'تنظيف شامل للغرف والمطابخ ودورات المياه بمواد آمنة.',
    lastUpdated: '2025-11-01',
  },
  {
    id: 2,
    name: 'تنظيف الشقق',
    category: 'cleaning',
    price: 150,
    duration: '1-3 ساعات',
    bookings: 980,
    revenue: 147000,
    rating: 4.8,
    status: 'active',
    description: 'تنظيف الشقق المفروشة وغير المفروشة.',
    lastUpdated: '2025-10-20',
  },
  {
    id: 3,
    name: 'جلي وتلميع الرخام',
    category: 'marble',
    price: 300,
    duration: '4-8 ساعات',
    bookings: 610,
    revenue: 183000,
    rating: 4.9,
    status: 'active',
    description: 'جلي الرخام والسيراميك وإعادة اللمعان بأحدث الأجهزة.',
    lastUpdated: '2025-10-28',
  },
  {
    id: 4,
    name: 'نقل الأثاث مع الفك والتركيب',
    category: 'moving',
    price: 400,
    duration: 'حسب الحجم',
    bookings: 455,
    revenue: 182000,
    rating: 4.7,
    status: 'active',
    description: 'نقل آمن داخل المدينة وخارجها مع التغليف.',
    lastUpdated: '2025-09-15',
  },
  {
    id: 5,
    name: 'صيانة المكيفات',
    category: 'maintenance',
    price: 150,
    duration: '1-2 ساعة',
    bookings: 720,
    revenue: 108000,
    rating: 4.8,
    status: 'active',
    description: 'تنظيف وتعبئة فريون وصيانة دورية للمكيفات.',
    lastUpdated: '2025-11-10',
  },
  {
    id: 6,
    name: 'السباكة والكهرباء',
    category: 'maintenance',
    price: 100,
    duration: '1-2 ساعة',
    bookings: 530,
    revenue: 53000,
    rating: 4.6,
    status: 'active',
    description: 'إصلاح التسربات والأعطال الكهربائية المنزلية.',
    lastUpdated: '2025-08-30',
  },
  {
    id: 7,
    name: 'تنسيق الحدائق',
    category: 'gardens',
    price: 500,
    duration: 'يوم عمل',
    bookings: 140,
    revenue: 70000,
    rating: 4.8,
    status: 'active',
    description: 'تصميم وزراعة وتنسيق الحدائق المنزلية.',
    lastUpdated: '2025-10-05',
  },
  {
    id: 8,
    name: 'العشب الصناعي وشبكات الري',
    category: 'gardens',
    price: 650,
    duration: 'يوم عمل',
    bookings: 0,
    revenue: 0,
    rating: 0,
    status: 'draft',
    description: 'تركيب العشب الصناعي وشبكات الري بالتنقيط.',
    lastUpdated: '2025-11-16',
  },
  {
    id: 9,
    name: 'مكافحة الحشرات',
    category: 'additional',
    price: 250,
    duration: '1-2 ساعة',
    bookings: 390,
    revenue: 97500,
    rating: 4.7,
    status: 'active',
    description: 'رش آمن ومعتمد مع ضمان.',
    lastUpdated: '2025-10-12',
  },
  {
    id: 10,
    name: 'تنظيف السيارات بالبخار',
    category: 'additional',
    price: 120,
    duration: '1 ساعة',
    bookings: 85,
    revenue: 10200,
    rating: 4.5,
    status: 'inactive',
    description: 'غسيل داخلي وخارجي بالبخار في موقع العميل.',
    lastUpdated: '2025-06-01',
  },
];
