import { createHmac } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WhatsAppDouble } from '../../tests/support/whatsapp-double';
import { queueReminders } from '../src/bookings/booking-reminders';
import { loadConfig } from '../src/config';
import { DEFAULT_BOOKING_SETTINGS } from '../src/bookings/booking-settings';
import { bookingBody, setBookingSettings, TUESDAY_8AM, WEEKDAY_TEAM } from './booking-support';
import { ManualClock, MINUTE } from './clock';
import { Client, startTestServer, type TestServer } from './harness';
import { logSink } from './log-sink';

const BASE = 'http://office.example:3000';
const APP_SECRET = 'app-secret-SECRET-4471-abcdef';
const VERIFY_TOKEN = 'verify-token-typed-in-meta-2291';
const HOUR = 60 * MINUTE;
const clock = new ManualClock(TUESDAY_8AM);
const logs = logSink();
let double: WhatsAppDouble;
let server: TestServer;
let admin: Client;
let visitor: Client;

const whatsappEnv = (api: WhatsAppDouble, token = api.token) => ({
  WHATSAPP_PHONE_NUMBER_ID: api.phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: token,
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  WHATSAPP_API_URL: api.url,
  PUBLIC_BASE_URL: BASE,
});

beforeAll(async () => {
  double = await WhatsAppDouble.start();
  server = await startTestServer(
    whatsappEnv(double),
    { clock, emailPollMs: 3_600_000, reminderCheckMs: 3_600_000 },
    logs.log,
  );
  await setBookingSettings(server, { ...DEFAULT_BOOKING_SETTINGS, teams: [WEEKDAY_TEAM] });
  admin = new Client(server.url);
  await admin.login();
  visitor = new Client(server.url);
});
afterAll(async () => {
  await server.close();
  await double.close();
});

async function bookAndConfirm(date: string, from: string, phone: string, lang: 'ar' | 'en' = 'ar') {
  const made = await visitor.post('/backend/booking_submit.php', { ...bookingBody(date, from, phone), lang });
  expect(made.status).toBe(201);
  const messages = await admin.get(`/backend/admin/contacts.php?q=${phone}`);
  const { data } = await admin.get(`/backend/admin/contact-booking.php?contact_id=${messages.data.items[0].id}`);
  const confirmed = await admin.post(`/backend/admin/booking-confirm.php?id=${data.item.id}`);
  expect(confirmed.status).toBe(200);
  return { token: made.data.booking.token as string, id: data.item.id as number };
}

const notices = (bookingId: number) =>
  server.app.sequelize.query<{
    kind: string;
    channel: string;
    provider_id: string;
    delivery: string;
    sent_at: unknown;
  }>('SELECT kind, channel, provider_id, delivery, sent_at FROM customer_notices WHERE booking_id = $1 ORDER BY id', {
    bind: [bookingId],
    type: QueryTypes.SELECT,
  });

const remind = () =>
  queueReminders({ sequelize: server.app.sequelize, notices: server.app.customerNotifier }, new Date(clock.now()));

describe('WhatsApp Business: the confirmation by itself', () => {
  it('a confirmed booking: the approved template in its language, with the name, day, window, address and link', async () => {
    const { token, id } = await bookAndConfirm('2026-12-03', '09:00', '0556200001');
    const [sent] = await double.until(1);
    expect(sent).toEqual({
      id: expect.stringMatching(/^wamid\./),
      to: '966556200001',
      template: 'booking_confirmed',
      lang: 'ar',
      parameters: [
        'نورة المطيري',
        'تنظيف',
        'الخميس 3 ديسمبر 2026',
        'من 09:00 إلى 13:00 بتوقيت السعودية',
        'شارع الهجرة، عمارة 12، العزيزية',
        `${BASE}/booking?token=${token}`,
      ],
      authorization: `Bearer ${double.token}`,
    });
    await server.app.customerNotifier.sendDue();
    expect(await notices(id)).toEqual([
      expect.objectContaining({ kind: 'confirmed', channel: 'whatsapp', provider_id: sent!.id, delivery: 'sent' }),
    ]);
  });

  it('the API away (503): the confirmation waits and goes when it answers again', async () => {
    double.failNext(1);
    const before = double.received.length;
    const { id } = await bookAndConfirm('2026-12-03', '14:00', '0556200002', 'en');
    await server.app.customerNotifier.sendDue();
    expect(double.received).toHaveLength(before);
    expect((await notices(id))[0]).toMatchObject({ sent_at: null });
    clock.advance(MINUTE);
    await server.app.customerNotifier.sendDue();
    const sent = (await double.until(before + 1))[before]!;
    expect(sent).toMatchObject({ template: 'booking_confirmed', lang: 'en', to: '966556200002' });
    expect(sent.parameters[2]).toBe('Thursday 3 December 2026');
  });
});

describe('the reminder the day before: exactly once', () => {
  it('from 09:00 the day before, once per booking however many runs meet at once', async () => {
    const first = await bookAndConfirm('2026-12-02', '09:00', '0556200003');
    const second = await bookAndConfirm('2026-12-02', '14:00', '0556200004');
    expect(await remind()).toBe(0); // 08:00: too early
    clock.advance(2 * HOUR);
    const counts = await Promise.all(Array.from({ length: 10 }, () => remind()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await remind()).toBe(0);
    await server.app.customerNotifier.sendDue();
    const reminders = double.received.filter((m) => m.template === 'booking_reminder');
    expect(reminders.map((m) => m.to).sort()).toEqual(['966556200003', '966556200004']);
    for (const booking of [first, second]) {
      expect((await notices(booking.id)).filter((n) => n.kind === 'reminder')).toHaveLength(1);
    }
    clock.advance(-2 * HOUR);
  });
});

describe("WhatsApp's webhook", () => {
  const sign = (raw: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  const post = (raw: string, signature?: string) =>
    visitor.request('POST', '/backend/whatsapp-webhook.php', {
      body: raw,
      headers: { 'content-type': 'application/json', ...(signature && { 'x-hub-signature-256': signature }) },
    });
  const statusUpdate = (id: string, status: string) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id, status, timestamp: '1' }] } }] }],
    });
  const deliveryOf = async (providerId: string) =>
    (
      await server.app.sequelize.query<{ delivery: string }>(
        'SELECT delivery FROM customer_notices WHERE provider_id = $1',
        { bind: [providerId], type: QueryTypes.SELECT },
      )
    )[0]!.delivery;

  it('the set-up handshake echoes the challenge for the verify token only', async () => {
    const ok = await visitor.get(
      `/backend/whatsapp-webhook.php?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(ok.data).toBe(1158201444);
    const wrong = await visitor.request(
      'GET',
      '/backend/whatsapp-webhook.php?hub.mode=subscribe&hub.verify_token=not-the-token-at-all&hub.challenge=1',
      { headers: { 'accept-language': 'ar' } },
    );
    expect(wrong.status).toBe(403);
    expect(wrong.data.error).toBe('رمز التحقق غير صحيح');
  });

  it('status updates signed with the app secret move the delivery forward; a bad signature is 401 and changes nothing', async () => {
    const providerId = double.received[0]!.id;
    expect(
      (await post(statusUpdate(providerId, 'delivered'), sign(statusUpdate(providerId, 'delivered')))).status,
    ).toBe(200);
    expect(await deliveryOf(providerId)).toBe('delivered');

    const forged = statusUpdate(providerId, 'read');
    for (const signature of [sign(forged, 'another-secret-entirely'), undefined, sign(`${forged} `), 'sha256=00']) {
      const res = await post(forged, signature);
      expect(res.status).toBe(401);
      expect(res.data.error).toBe('Wrong signature');
    }
    expect(await deliveryOf(providerId)).toBe('delivered');

    expect((await post(forged, sign(forged))).status).toBe(200);
    expect(await deliveryOf(providerId)).toBe('read');
    const late = statusUpdate(providerId, 'delivered'); // arrives after "read": never backwards
    expect((await post(late, sign(late))).status).toBe(200);
    expect(await deliveryOf(providerId)).toBe('read');
    // The office sees it on the booking's panel.
    const messages = await admin.get('/backend/admin/contacts.php?q=0556200001');
    const panel = await admin.get(`/backend/admin/contact-booking.php?contact_id=${messages.data.items[0].id}`);
    expect(panel.data.item.notices).toEqual([
      { channel: 'whatsapp', kind: 'confirmed', sent_at: expect.any(String), last_error: '', delivery: 'read' },
    ]);
  });

  it('neither the access token nor the app secret reaches the log', () => {
    expect(logs.text()).not.toContain(double.token);
    expect(logs.text()).not.toContain(APP_SECRET);
  });
});

describe('WhatsApp Business refusing the token', () => {
  it('the failure is stored and logged without the token the API repeated', async () => {
    const wrongToken = 'EAAG-wrong-token-SECRET-5512-xyz';
    const own = logSink();
    const other = await startTestServer(
      whatsappEnv(double, wrongToken),
      { clock, reminderCheckMs: 3_600_000 },
      own.log,
    );
    try {
      await setBookingSettings(other, { ...DEFAULT_BOOKING_SETTINGS, teams: [WEEKDAY_TEAM] });
      const office = new Client(other.url);
      await office.login();
      const made = await new Client(other.url).post('/backend/booking_submit.php', bookingBody('2026-12-07', '09:00'));
      const messages = await office.get('/backend/admin/contacts.php');
      const booking = await office.get(`/backend/admin/contact-booking.php?contact_id=${messages.data.items[0].id}`);
      expect(made.status).toBe(201);
      await office.post(`/backend/admin/booking-confirm.php?id=${booking.data.item.id}`);
      await other.app.customerNotifier.sendDue();
      const [row] = await other.app.sequelize.query<{ last_error: string }>('SELECT last_error FROM customer_notices', {
        type: QueryTypes.SELECT,
      });
      expect(row!.last_error).toContain('401');
      expect(row!.last_error).not.toContain(wrongToken);
      expect(own.text()).toContain('customer notice failed');
      expect(own.text()).not.toContain(wrongToken);
    } finally {
      await other.close();
    }
  });
});

describe('the WhatsApp settings', () => {
  const env = { DATA_DIR: '/tmp/unused', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' };
  it('the number, the token and the app secret go together; the others only with them; no secret in the message', () => {
    expect(() => loadConfig(env)).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET: set all three/,
    );
    expect(() => loadConfig({ DATA_DIR: '/tmp/unused', WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN })).toThrow(
      /WHATSAPP_VERIFY_TOKEN: only used with/,
    );
    const short = { ...env, WHATSAPP_ACCESS_TOKEN: 'short-SECRET', WHATSAPP_APP_SECRET: APP_SECRET };
    expect(() => loadConfig(short)).toThrow(/WHATSAPP_ACCESS_TOKEN: must be the access token Meta issued/);
    expect(() => loadConfig(short)).not.toThrow(/short-SECRET/);
    const set = loadConfig({ ...env, WHATSAPP_ACCESS_TOKEN: double.token, WHATSAPP_APP_SECRET: APP_SECRET });
    expect(set.whatsapp).toMatchObject({
      apiUrl: 'https://graph.facebook.com/v23.0',
      verifyToken: '',
      templates: { confirmed: 'booking_confirmed', reminder: 'booking_reminder' },
    });
    expect(loadConfig({ DATA_DIR: '/tmp/unused' }).whatsapp).toBeNull();
  });
});
