import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startSignedInServer, type TestServer } from './harness';
import { ManualClock } from './clock';
import { bookingBody, setBookingSettings, TUESDAY_8AM, WEEKDAY_TEAM } from './booking-support';

let server: TestServer;
let admin: Client;
let visitor: Client;
const clock = new ManualClock(TUESDAY_8AM);
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer({}, { clock }));
  visitor = new Client(server.url);
  await setBookingSettings(server, { teams: [WEEKDAY_TEAM] });
});
afterAll(() => server.close());

const book = (body: Record<string, unknown>, lang = 'ar') =>
  visitor.request('POST', '/backend/booking_submit.php', { json: body, headers: { 'accept-language': lang } });
const page = (token: string) => visitor.get(`/backend/booking.php?token=${token}`);
const act = (token: string, action: string) => visitor.post(`/backend/booking.php?token=${token}&action=${action}`);
const startsOn = async (date: string) =>
  (
    (await visitor.get(`/backend/booking-slots.php?service=cleaning&from=${date}&days=1`)).data.days[0]?.windows ?? []
  ).map((w: { from: string }) => w.from);

describe('POST /backend/booking_submit.php', () => {
  it('books a free window: 201 with the private link, the message on the lead desk, the window gone', async () => {
    const res = await book(bookingBody('2026-12-02', '09:00', '0551000001'));
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      booking: {
        token: expect.stringMatching(/^[\w-]{32}$/),
        status: 'requested',
        date: '2026-12-02',
        from: '09:00',
        to: '13:00',
      },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const messages = await admin.get('/backend/admin/contacts.php');
    expect(messages.data.items[0]).toMatchObject({
      name: 'نورة المطيري',
      phone: '0551000001',
      service: 'تنظيف',
      service_key: 'cleaning',
      preferred_time: '2026-12-02 09:00–13:00',
      source: 'booking',
      customer_id: expect.any(Number),
    });
    expect(messages.data.items[0].message).toContain('العزيزية');
    expect(await startsOn('2026-12-02')).toEqual(['13:00', '14:00']);
    const mine = await page(res.data.booking.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(mine.data.booking).toMatchObject({
      status: 'requested',
      service_key: 'cleaning',
      date: '2026-12-02',
      from: '09:00',
      to: '13:00',
      address: 'شارع الهجرة، عمارة 12',
      lang: 'ar',
      proposed: null,
    });
  });

  it('answers a taken window with 409, the reason in the visitor’s language and the next free windows', async () => {
    const first = await book(bookingBody('2026-12-03', '12:00', '0551000002'));
    expect(first.status).toBe(201);
    const again = await book(bookingBody('2026-12-03', '11:00', '0551000003'), 'en');
    expect(again.status).toBe(409);
    expect(again.data.error).toBe('That time is no longer free; pick one of the next free times below');
    // Later that day nothing is free (12:00–16:00 is held); the next working day is Sunday the 6th.
    expect(again.data.alternatives[0]).toEqual({ date: '2026-12-06', from: '08:00', to: '12:00' });
    expect(again.data.alternatives).toHaveLength(6);
    // A window never offered (outside the hours, in the past, on a day off) is not free either.
    expect((await book(bookingBody('2026-12-03', '15:00', '0551000003'))).status).toBe(409);
    expect((await book(bookingBody('2026-11-30', '09:00', '0551000003'))).status).toBe(409);
    expect((await book(bookingBody('2026-12-04', '09:00', '0551000003'))).status).toBe(409);
    expect((await book(bookingBody('2026-12-01', '09:00', '0551000003'))).status).toBe(409);
  });

  it('keeps spam out: the message goes to the spam folder, nothing is held, the answer looks the same', async () => {
    const res = await book({ ...bookingBody('2026-12-07', '08:00', '0551000004'), website: 'http://spam' });
    expect(res.status).toBe(201);
    expect(res.data.booking.status).toBe('requested');
    expect(await startsOn('2026-12-07')).toHaveLength(7);
    expect((await page(res.data.booking.token)).status).toBe(404);
    const spam = await admin.get('/backend/admin/contacts.php?folder=spam');
    expect(spam.data.items[0]).toMatchObject({ phone: '0551000004', spam_reason: 'honeypot', source: 'booking' });
  });

  it('refuses a fourth open booking of one number, however it is written', async () => {
    const numbers = { '2026-12-08': '0551000005', '2026-12-09': '+966 55 100 0005', '2026-12-10': '00966551000005' };
    for (const [date, phone] of Object.entries(numbers))
      expect((await book(bookingBody(date, '08:00', phone))).status).toBe(201);
    const fourth = await book(bookingBody('2026-12-13', '08:00', '٠٥٥١٠٠٠٠٠٥'));
    expect(fourth.status).toBe(429);
    expect(fourth.data.error).toContain('حجوزات مفتوحة');
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const res = await book({ ...bookingBody('2026-12-02', '9am'), phone: '0551000006' });
    expect(res.status).toBe(400);
    expect((await book({ ...bookingBody('2026-12-02', '09:00'), district: '' })).data.error).toContain('الحي');
  });
});

describe('the customer’s page: GET/POST /backend/booking.php', () => {
  it('cancels a booking: its window is free again, cancelling twice changes nothing', async () => {
    const made = await book(bookingBody('2026-12-14', '08:00', '0551000007'));
    expect(await startsOn('2026-12-14')).toEqual(['12:00', '13:00', '14:00']);
    const cancelled = await act(made.data.booking.token, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.booking.status).toBe('cancelled');
    expect(await startsOn('2026-12-14')).toHaveLength(7);
    expect((await act(made.data.booking.token, 'cancel')).data.booking.status).toBe('cancelled');
    const accept = await act(made.data.booking.token, 'accept');
    expect(accept.status).toBe(409);
  });

  it('has nothing to accept while nothing is proposed', async () => {
    const made = await book(bookingBody('2026-12-14', '09:00', '0551000008'));
    const res = await visitor.request('POST', `/backend/booking.php?token=${made.data.booking.token}&action=accept`, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(409);
    expect(res.data.error).toBe('This booking has no proposed time to accept');
  });

  it('answers a wrong or altered link with 400/404, and an old one with 404 the day after its visit', async () => {
    expect((await page('short')).status).toBe(400);
    expect((await page('A'.repeat(32))).status).toBe(404);
    const made = await book(bookingBody('2026-12-02', '14:00', '0551000009'));
    clock.advance(2 * 86_400_000);
    try {
      expect((await page(made.data.booking.token)).status).toBe(200);
      clock.advance(86_400_000);
      const gone = await visitor.get(`/backend/booking.php?token=${made.data.booking.token}`, {
        'accept-language': 'ar',
      });
      expect(gone.status).toBe(404);
      expect(gone.data.error).toContain('انتهت صلاحية الرابط');
    } finally {
      clock.advance(-3 * 86_400_000);
    }
  });
});
