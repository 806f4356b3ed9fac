import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueReminders } from '../src/bookings/booking-reminders';
import { DEFAULT_BOOKING_SETTINGS } from '../src/bookings/booking-settings';
import { bookingBody, setBookingSettings, TUESDAY_8AM, WEEKDAY_TEAM } from './booking-support';
import { ManualClock, MINUTE } from './clock';
import { Client, startTestServer, type TestServer } from './harness';
import { SmtpInbox, type ReceivedMail } from './smtp-inbox';

const BASE = 'http://office.example:3000';
const clock = new ManualClock(TUESDAY_8AM);
let inbox: SmtpInbox;
let server: TestServer;
let admin: Client;
let visitor: Client;

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  server = await startTestServer(
    { SMTP_URL: inbox.url(), NOTIFY_EMAIL_TO: 'office@lamsat.example', PUBLIC_BASE_URL: BASE },
    { clock, emailPollMs: 3_600_000 },
  );
  await setBookingSettings(server, { ...DEFAULT_BOOKING_SETTINGS, teams: [WEEKDAY_TEAM] });
  admin = new Client(server.url);
  await admin.login();
  visitor = new Client(server.url);
});
afterAll(async () => {
  await server.close();
  await inbox.stop();
});

/** The e-mails the customer at `address` has received, once there are `count` of them. */
async function mailTo(address: string, count: number): Promise<ReceivedMail[]> {
  for (;;) {
    const mine = inbox.received.filter((mail) => mail.to.includes(address));
    if (mine.length >= count) return mine;
    await inbox.until(inbox.received.length + 1);
  }
}

async function book(email: string, date: string, from: string, phone: string, lang: 'ar' | 'en' = 'ar') {
  const made = await visitor.post('/backend/booking_submit.php', { ...bookingBody(date, from, phone), email, lang });
  expect(made.status).toBe(201);
  const messages = await admin.get(`/backend/admin/contacts.php?q=${phone}`);
  const { data } = await admin.get(`/backend/admin/contact-booking.php?contact_id=${messages.data.items[0].id}`);
  return { token: made.data.booking.token as string, id: data.item.id as number };
}

describe("the customer's e-mail about their booking", () => {
  it('on submit: Arabic, right to left, the day as a Saudi office writes it, the window and the private link', async () => {
    const { token } = await book('noura@example.com', '2026-12-02', '09:00', '0556100001');
    const [mail] = await mailTo('noura@example.com', 1);
    const { parsed } = mail!;
    expect(parsed.subject).toContain('وصلنا طلب حجزك');
    const link = `${BASE}/booking?token=${token}`;
    expect(parsed.text).toContain('نورة المطيري');
    expect(parsed.text).toContain('الأربعاء 2 ديسمبر 2026');
    expect(parsed.text).toContain('من 09:00 إلى 13:00 بتوقيت السعودية');
    expect(parsed.text).toContain('شارع الهجرة، عمارة 12، العزيزية');
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(parsed.html).toContain(`href="${link}"`);
  });

  it("confirmed, proposed, declined: one e-mail each in the booking's language (English: /en link, left to right)", async () => {
    const confirmed = await book('sam@example.com', '2026-12-03', '09:00', '0556100002', 'en');
    expect((await admin.post(`/backend/admin/booking-confirm.php?id=${confirmed.id}`)).status).toBe(200);
    const [received, confirmation] = await mailTo('sam@example.com', 2);
    expect(received!.parsed.subject).toContain('We received your booking');
    expect(confirmation!.parsed.subject).toContain('Your booking is confirmed');
    expect(confirmation!.parsed.text).toContain('Thursday 3 December 2026');
    expect(confirmation!.parsed.text).toContain('09:00 to 13:00 Saudi time');
    expect(confirmation!.parsed.text).toContain(`${BASE}/en/booking?token=${confirmed.token}`);
    expect(confirmation!.parsed.html).toContain('<html lang="en" dir="ltr">');

    const proposed = await book('huda@example.com', '2026-12-07', '09:00', '0556100003');
    const moved = await admin.post(`/backend/admin/booking-propose.php?id=${proposed.id}`, {
      date: '2026-12-08',
      from: '13:00',
      team: '',
    });
    expect(moved.status).toBe(200);
    const [, proposal] = await mailTo('huda@example.com', 2);
    expect(proposal!.parsed.subject).toContain('نقترح عليك موعدًا آخر');
    expect(proposal!.parsed.text).toContain('الثلاثاء 8 ديسمبر 2026');
    expect(proposal!.parsed.text).toContain('من 13:00 إلى 17:00');

    const reason = 'لا يتوفر فريق في هذا الحي <يوم الأحد>';
    const declined = await admin.post(`/backend/admin/booking-decline.php?id=${proposed.id}`, { reason });
    expect(declined.status).toBe(200);
    const [, , refusal] = await mailTo('huda@example.com', 3);
    expect(refusal!.parsed.subject).toContain('تعذّر تأكيد حجزك');
    expect(refusal!.parsed.text).toContain(`السبب: ${reason}`);
    expect(refusal!.parsed.html).toContain('&lt;يوم الأحد&gt;');
  });

  it('no address given: the office hears of it, the customer gets nothing', async () => {
    const before = inbox.received.length;
    const { id } = await book('', '2026-12-09', '09:00', '0556100004');
    await admin.post(`/backend/admin/booking-confirm.php?id=${id}`);
    await server.app.customerNotifier.sendDue();
    await server.app.emailNotifier.sendDue();
    await inbox.until(before + 1);
    expect(inbox.received.slice(before).map((mail) => mail.to)).toEqual([['office@lamsat.example']]);
    const [row] = await server.app.sequelize.query<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM customer_notices WHERE booking_id = $1',
      { bind: [id], type: QueryTypes.SELECT },
    );
    expect(Number(row!.n)).toBe(0);
  });

  it('the mail server away: the notice waits and goes when it is back', async () => {
    await inbox.stop();
    const { id } = await book('away@example.com', '2026-12-10', '09:00', '0556100005');
    await server.app.customerNotifier.sendDue();
    const [waiting] = await server.app.sequelize.query<{ attempts: number; last_error: string; sent_at: unknown }>(
      "SELECT attempts, last_error, sent_at FROM customer_notices WHERE booking_id = $1 AND kind = 'received'",
      { bind: [id], type: QueryTypes.SELECT },
    );
    expect(waiting).toMatchObject({ attempts: 1, sent_at: null });
    expect(waiting!.last_error).not.toBe('');
    await inbox.resume();
    clock.advance(MINUTE);
    await server.app.customerNotifier.sendDue();
    const [mail] = await mailTo('away@example.com', 1);
    expect(mail!.parsed.subject).toContain('وصلنا طلب حجزك');
  });

  it('the day before the visit, from 09:00: the reminder, once', async () => {
    const { id } = await book('tomorrow@example.com', '2026-12-02', '14:00', '0556100006');
    expect((await admin.post(`/backend/admin/booking-confirm.php?id=${id}`)).status).toBe(200);
    await mailTo('tomorrow@example.com', 2); // received, confirmed
    const parts = { sequelize: server.app.sequelize, notices: server.app.customerNotifier };
    clock.advance(2 * 60 * MINUTE);
    expect(await queueReminders(parts, new Date(clock.now()))).toBe(1);
    expect(await queueReminders(parts, new Date(clock.now()))).toBe(0);
    const [, , reminder] = await mailTo('tomorrow@example.com', 3);
    expect(reminder!.parsed.subject).toContain('تذكير: موعد زيارتنا غدًا');
    expect(reminder!.parsed.text).toContain('الأربعاء 2 ديسمبر 2026');
    expect(reminder!.parsed.text).toContain('من 14:00 إلى 18:00');
  });
});
