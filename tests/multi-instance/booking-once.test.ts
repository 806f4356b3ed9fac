import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, setBookingSettings, TUESDAY_8AM } from '../../server/test/booking-support';
import { ManualClock } from '../../server/test/clock';
import { Client, startTestServer, type TestServer } from '../../server/test/harness';
import { queueReminders } from '../../server/src/bookings/booking-reminders';
import { DEFAULT_BOOKING_SETTINGS } from '../../server/src/bookings/booking-settings';
import { createScratchDatabase, TEST_DATABASE_URL, type ScratchDatabase } from '../support/scratch-postgres';
import { WhatsAppDouble } from '../support/whatsapp-double';

if (!TEST_DATABASE_URL) {
  console.warn(
    'SKIPPED (not passed): reminders and the open bookings of one number on two instances of one PostgreSQL — set TEST_POSTGRES_URL=postgres://… (see tests/support/postgres-ci.sh)',
  );
}

/**
 * Two instances of the app (each its own connection pool, timers and notifier) on one PostgreSQL
 * database, on one hand-moved clock: what each instance decides by itself must still happen once.
 */
describe.skipIf(!TEST_DATABASE_URL)('bookings on two instances of one PostgreSQL', () => {
  const clock = new ManualClock(TUESDAY_8AM);
  let db: ScratchDatabase;
  let double: WhatsAppDouble;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    db = await createScratchDatabase(TEST_DATABASE_URL!);
    double = await WhatsAppDouble.start();
    const env = {
      DATABASE_URL: db.url,
      WHATSAPP_PHONE_NUMBER_ID: double.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: double.token,
      WHATSAPP_APP_SECRET: 'app-secret-of-the-two-instances',
      WHATSAPP_API_URL: double.url,
    };
    const options = { clock, emailPollMs: 3_600_000, reminderCheckMs: 3_600_000 };
    // One after the other: the first migrates the new database.
    a = await startTestServer(env, options);
    b = await startTestServer(env, options);
    await setBookingSettings(a, DEFAULT_BOOKING_SETTINGS);
  }, 90_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await double?.close();
    await db?.drop();
  });

  it('each confirmed booking of tomorrow gets one reminder, however many runs of both instances meet', async () => {
    const office = new Client(a.url);
    await office.login();
    const starts = ['00:00', '06:00', '12:00', '16:00'];
    for (const [i, from] of starts.entries()) {
      const phone = `05571000${i}0`;
      const made = await new Client((i % 2 ? a : b).url).post('/backend/booking_submit.php', {
        ...bookingBody('2026-12-02', from, phone),
        lang: 'ar',
      });
      expect(made.status).toBe(201);
      const messages = await office.get(`/backend/admin/contacts.php?q=${phone}`);
      const booking = await office.get(`/backend/admin/contact-booking.php?contact_id=${messages.data.items[0].id}`);
      expect((await office.post(`/backend/admin/booking-confirm.php?id=${booking.data.item.id}`)).status).toBe(200);
    }
    await Promise.all([a.app.customerNotifier.sendDue(), b.app.customerNotifier.sendDue()]);
    expect(double.received.filter((m) => m.template === 'booking_confirmed')).toHaveLength(4);

    clock.advance(2 * 3_600_000); // 10:00 the day before
    const runs = Array.from({ length: 20 }, (_, i) => {
      const app = (i % 2 ? a : b).app;
      return queueReminders({ sequelize: app.sequelize, notices: app.customerNotifier }, new Date(clock.now()));
    });
    expect((await Promise.all(runs)).reduce((x, y) => x + y, 0)).toBe(4);
    await Promise.all([a.app.customerNotifier.sendDue(), b.app.customerNotifier.sendDue()]);
    await Promise.all([a.app.customerNotifier.sendDue(), b.app.customerNotifier.sendDue()]);
    const reminders = double.received.filter((m) => m.template === 'booking_reminder');
    expect(reminders.map((m) => m.to).sort()).toEqual(starts.map((_, i) => `9665571000${i}0`));
    const [row] = await a.app.sequelize.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM customer_notices WHERE kind = 'reminder' AND sent_at IS NOT NULL",
      { type: QueryTypes.SELECT },
    );
    expect(row!.n).toBe(4);
  });

  it('one number submitting ten bookings at once, half on each instance: its 3 open bookings, 7 × 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const date = `2026-12-${String(3 + i).padStart(2, '0')}`;
        const res = await new Client((i % 2 ? a : b).url).request('POST', '/backend/booking_submit.php', {
          json: bookingBody(date, '10:00', '0557200000'),
          headers: { 'accept-language': 'ar' },
        });
        return res;
      }),
    );
    expect(answers.filter((x) => x.status === 201)).toHaveLength(3);
    const refused = answers.filter((x) => x.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.data.error).toContain('حجوزات مفتوحة');
  });
});
