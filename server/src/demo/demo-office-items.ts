import type { Category, MessageStatus, MessageSource, VisitPriority, VisitStatus } from '@shared/constants';

/**
 * The demo's office data (SEED_DEMO): a few customers of Medina with their messages and visits, so a
 * fresh demo install shows a working lead desk, bookings, reports and dashboard. Days are counted
 * from the day the demo is seeded (0 = that Saudi day; negative = before).
 */
export interface DemoMessage {
  name: string;
  phone: string;
  service: string;
  message: string;
  daysAgo: number;
  status: MessageStatus;
  source: MessageSource;
  visit?: {
    inDays: number;
    from: string;
    to: string;
    team: string;
    price: number;
    district: string;
    address: string;
    service_key: Category;
    status: VisitStatus;
    priority?: VisitPriority;
  };
}

const TEAMS = { a: 'فريق النخبة 1', b: 'فريق النخبة 2', marble: 'فريق الرخام', moving: 'فريق النقل' } as const;

export const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    name: 'نورة عبدالرحمن المطيري',
    phone: '0547654321',
    service: 'تنظيف',
    message: 'فيلا من دورين مع ملحق، نحتاج تنظيفًا شاملًا قبل رمضان.',
    daysAgo: 2,
    status: 'scheduled',
    source: 'home',
    visit: {
      inDays: 1,
      from: '09:00',
      to: '13:00',
      team: TEAMS.a,
      price: 450,
      district: 'سلطانة',
      address: 'شارع أبي ذر الغفاري',
      service_key: 'cleaning',
      status: 'confirmed',
      priority: 'high',
    },
  },
  {
    name: 'يوسف عمر المحمدي',
    phone: '0509988776',
    service: 'Marble',
    message: 'Marble floors in the hall and stairs need polishing.',
    daysAgo: 5,
    status: 'scheduled',
    source: 'contact',
    visit: {
      inDays: 0,
      from: '16:00',
      to: '19:00',
      team: TEAMS.marble,
      price: 900,
      district: 'قربان',
      address: 'طريق قباء',
      service_key: 'marble',
      status: 'in-progress',
    },
  },
  {
    name: 'سارة إبراهيم الرحيلي',
    phone: '0551239876',
    service: 'نقل',
    message: 'نقل أثاث شقة من العزيزية إلى شوران.',
    daysAgo: 9,
    status: 'done',
    source: 'home',
    visit: {
      inDays: -4,
      from: '08:00',
      to: '14:00',
      team: TEAMS.moving,
      price: 1200,
      district: 'العزيزية',
      address: 'شارع الملك عبدالله',
      service_key: 'moving',
      status: 'completed',
    },
  },
  {
    name: 'عبدالله محمد العتيبي',
    phone: '+966 50 111 2233',
    service: 'صيانة',
    message: 'تسريب في دورة المياه وتغيير خلاط.',
    daysAgo: 12,
    status: 'done',
    source: 'office',
    visit: {
      inDays: -10,
      from: '10:00',
      to: '12:00',
      team: TEAMS.b,
      price: 250,
      district: 'الخالدية',
      address: 'شارع السلام',
      service_key: 'maintenance',
      status: 'completed',
    },
  },
  {
    name: 'عبدالله محمد العتيبي',
    phone: '00966501112233',
    service: 'تنظيف',
    message: 'تنظيف الشقة بعد الصيانة.',
    daysAgo: 8,
    status: 'done',
    source: 'home',
    visit: {
      inDays: -7,
      from: '09:00',
      to: '12:00',
      team: TEAMS.a,
      price: 300,
      district: 'الخالدية',
      address: 'شارع السلام',
      service_key: 'cleaning',
      status: 'completed',
    },
  },
  {
    name: 'ريم خالد الزهراني',
    phone: '0532221144',
    service: 'حدائق',
    message: 'تنسيق حديقة منزلية وتقليم النخيل.',
    daysAgo: 1,
    status: 'contacted',
    source: 'contact',
  },
  {
    name: 'Ahmed Hassan',
    phone: '0561234987',
    service: 'Cleaning',
    message: 'Deep cleaning of a furnished apartment for visitors.',
    daysAgo: 0,
    status: 'new',
    source: 'home',
  },
  {
    name: 'محمد علي الأنصاري',
    phone: '0598765001',
    service: 'صيانة',
    message: 'صيانة مكيفين سبليت.',
    daysAgo: 3,
    status: 'scheduled',
    source: 'home',
    visit: {
      inDays: 2,
      from: '17:00',
      to: '19:00',
      team: TEAMS.b,
      price: 350,
      district: 'العوالي',
      address: 'طريق الملك فيصل',
      service_key: 'maintenance',
      status: 'pending',
    },
  },
  {
    name: 'فاطمة سعد الجهني',
    phone: '0543332211',
    service: 'رخام',
    message: 'جلي رخام الصالة.',
    daysAgo: 20,
    status: 'lost',
    source: 'contact',
  },
  {
    name: 'خالد فهد الحربي',
    phone: '0507778899',
    service: 'تنظيف',
    message: 'تنظيف واجهات عمارة من ثلاثة أدوار.',
    daysAgo: 25,
    status: 'done',
    source: 'office',
    visit: {
      inDays: -21,
      from: '07:30',
      to: '15:00',
      team: TEAMS.a,
      price: 2400,
      district: 'قباء',
      address: 'طريق قباء',
      service_key: 'cleaning',
      status: 'completed',
      priority: 'urgent',
    },
  },
];
