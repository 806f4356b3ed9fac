import { CookieJar, fetchWithJar } from '../support/cookie-fetch';
import { TEST_ADMIN } from '../support/server';

/**
 * Messages as real customers write them, in both directions (Arabic with Latin letters and digits
 * inside, English with Arabic inside, phone numbers, apartment numbers), each with a note, the first
 * two with a visit today, and a confirmed booking from the site: the layout checks and the contact
 * sheet look at the admin with these on screen.
 */
export const MIXED_MESSAGES = [
  {
    name: 'عبدالله الحربي',
    phone: '0551234567',
    service: 'تنظيف',
    urgency: 'urgent',
    message: 'تنظيف فيلا من دورين قبل رمضان، الشقة 14B في الدور 3',
  },
  {
    name: 'Sarah Ahmed سارة',
    phone: '+966 55 987 6543',
    email: 'sarah.ahmed@example.com',
    service: 'Marble',
    urgency: 'normal',
    message: 'Marble polishing for the lobby of building 27, بعد المغرب please',
  },
  {
    name: 'نورة المطيري',
    phone: '0509876543',
    preferred_time: 'بعد العصر',
    service: 'نقل أثاث',
    urgency: 'emergency',
    message: 'نقل أثاث من حي العوالي إلى Al-Khalidiyah، 3 غرف ومطبخ',
  },
];

const NOTE = 'اتصلت بالعميل وحددنا موعدًا يوم السبت بعد العصر (Unit 14B)';

/** Today's Saudi date (the bookings screen opens on its week). */
const saudiToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** Visits of the first two messages today, both languages in their addresses and teams. */
const VISITS = [
  {
    from: '09:00',
    to: '11:30',
    team: 'فريق التنظيف 1',
    price: 450,
    address: 'شارع قباء، عمارة 14B',
    district: 'قباء',
    service_key: 'cleaning',
    status: 'confirmed',
  },
  {
    from: '16:00',
    to: '18:00',
    team: 'Marble team 2',
    price: 1200,
    address: 'Building 27, King Fahd Rd',
    district: 'العزيزية',
    service_key: 'marble',
    status: 'pending',
    priority: 'high',
  },
];

/**
 * A booking made on the site from a service page, confirmed by the office: its message's panel
 * shows the booking (screens.ts opens it by this number), and the reports count it. It takes the
 * last free window of the horizon, which the browser tests' own bookings leave alone.
 */
export const SITE_BOOKING = {
  service_key: 'maintenance',
  name: 'ريم الشمري',
  phone: '0561230987',
  district: 'العزيزية',
  address: 'شارع الأمير عبدالمجيد، عمارة 7 (Flat 3B)',
  notes: 'مكيف الغرفة الثانية لا يبرد',
  lang: 'ar',
  page: '/services/maintenance',
} as const;

type Post = (path: string, body?: unknown) => Promise<Response>;

async function seedSiteBooking(baseUrl: string, post: Post, get: (path: string) => Promise<Response>) {
  const slots = (await (await get(`/backend/booking-slots.php?service=${SITE_BOOKING.service_key}`)).json()) as {
    days: { date: string; windows: { from: string }[] }[];
  };
  const day = slots.days.filter((d) => d.windows.length > 0).at(-1);
  if (!day) throw new Error(`seeding a booking failed: no free window at ${baseUrl}`);
  const made = await post('/backend/booking_submit.php', {
    ...SITE_BOOKING,
    date: day.date,
    from: day.windows.at(-1)!.from,
  });
  if (made.status !== 201) throw new Error(`seeding a booking failed: ${made.status} ${await made.text()}`);
  const found = (await (await get(`/backend/admin/contacts.php?q=${SITE_BOOKING.phone}`)).json()) as {
    items: { id: number }[];
  };
  const booking = (await (await get(`/backend/admin/contact-booking.php?contact_id=${found.items[0]!.id}`)).json()) as {
    item: { id: number };
  };
  const confirmed = await post(`/backend/admin/booking-confirm.php?id=${booking.item.id}`);
  if (confirmed.status !== 200) throw new Error(`confirming the booking failed: ${confirmed.status}`);
}

/**
 * Adds the site's booking, then the messages (the newest, so the lists open on them), each with a
 * note, through the public and admin APIs as the test admin.
 */
export async function seedMixedMessages(baseUrl: string): Promise<void> {
  const jar = new CookieJar();
  const post: Post = (path, body = {}) =>
    fetchWithJar(jar)(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = (path: string) => fetchWithJar(jar)(`${baseUrl}${path}`);
  await post('/backend/admin/login.php', TEST_ADMIN);
  await seedSiteBooking(baseUrl, post, get);
  const ids: number[] = [];
  for (const message of MIXED_MESSAGES) {
    const res = await post('/backend/admin/contacts.php', message);
    if (res.status !== 201) throw new Error(`seeding a message failed: ${res.status} ${await res.text()}`);
    const { item } = (await res.json()) as { item: { id: number } };
    ids.push(item.id);
    await post(`/backend/admin/contact-notes.php?contact_id=${item.id}`, { body: NOTE });
  }
  for (const [i, visit] of VISITS.entries()) {
    const res = await post('/backend/admin/visits.php', { ...visit, contact_id: ids[i], date: saudiToday() });
    if (res.status !== 201) throw new Error(`seeding a visit failed: ${res.status} ${await res.text()}`);
  }
}
