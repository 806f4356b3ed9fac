import { CookieJar, fetchWithJar } from '../support/cookie-fetch';
import { TEST_ADMIN } from '../support/server';

/**
 * Messages as real customers write them, in both directions (Arabic with Latin letters and digits
 * inside, English with Arabic inside, phone numbers, apartment numbers), each with a note: the layout
 * checks and the contact sheet look at the admin with these on screen.
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

/** Adds the messages, each with a note, through the admin API as the test admin. */
export async function seedMixedMessages(baseUrl: string): Promise<void> {
  const jar = new CookieJar();
  const post = (path: string, body: unknown) =>
    fetchWithJar(jar)(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/backend/admin/login.php', TEST_ADMIN);
  for (const message of MIXED_MESSAGES) {
    const res = await post('/backend/admin/contacts.php', message);
    if (res.status !== 201) throw new Error(`seeding a message failed: ${res.status} ${await res.text()}`);
    const { item } = (await res.json()) as { item: { id: number } };
    await post(`/backend/admin/contact-notes.php?contact_id=${item.id}`, { body: NOTE });
  }
}
