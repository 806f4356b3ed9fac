import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, TUESDAY_8AM } from '../../server/test/booking-support';
import { ManualClock } from '../../server/test/clock';
import { builtSiteDir, Client, startSignedInServer, type TestServer } from '../../server/test/harness';
import { checkBuiltFiles, describeMessage, isError, isWarning, type NuMessage } from './nu-checker';

/**
 * The booking pages the server renders on request pass the W3C Nu HTML Checker as the build's do:
 * the form with a service's free times, the form refused without scripts (400 with the reasons
 * beside the fields, 409 with the next free times), and the customer's private page in every state
 * of a booking, answered, unknown and over its limit of lookups, in Arabic and English. The bookings are made and moved along through the API.
 */
const clock = new ManualClock(TUESDAY_8AM);
let server: TestServer;
let admin: Client;
let visitor: Client;
let folder = '';
/** Each page as received: its name, the answer's status and its HTML (also written to `folder`). */
const received: { name: string; status: number; html: string }[] = [];
let messages: NuMessage[] = [];

const LANGS = ['ar', 'en'] as const;
const prefix = (lang: 'ar' | 'en') => (lang === 'en' ? '/en' : '');
let phones = 0;
const nextPhone = () => `05530000${String((phones += 1)).padStart(2, '0')}`;

/** Books `date` `from` as a visitor would; the booking's token and its id as the office finds it. */
async function book(date: string, from: string): Promise<{ token: string; id: number }> {
  const phone = nextPhone();
  const made = await visitor.post('/backend/booking_submit.php', bookingBody(date, from, phone));
  expect(made.status).toBe(201);
  const contactId = (await admin.get(`/backend/admin/contacts.php?q=${phone}`)).data.items[0].id as number;
  const { item } = (await admin.get(`/backend/admin/contact-booking.php?contact_id=${contactId}`)).data;
  return { token: made.data.booking.token as string, id: item.id as number };
}

/** The booking form posted natively, as a browser without scripts sends it. */
const postForm = (fields: Record<string, string>) =>
  visitor.request('POST', '/backend/booking_submit.php', {
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
  });

async function keep(name: string, answer: Promise<{ status: number; data: unknown }>) {
  const { status, data } = await answer;
  received.push({ name, status, html: String(data) });
}

beforeAll(async () => {
  ({ server, admin } = await startSignedInServer({ SITE_DIR: builtSiteDir() }, { clock }));
  visitor = new Client(server.url);
  const states = {
    requested: await book('2026-12-02', '08:00'),
    proposed: await book('2026-12-02', '12:00'),
    confirmed: await book('2026-12-02', '16:00'),
    declined: await book('2026-12-03', '08:00'),
    cancelled: await book('2026-12-03', '12:00'),
  };
  const office = async (call: string, id: number, body?: unknown) =>
    expect((await admin.post(`/backend/admin/${call}?id=${id}`, body)).status).toBe(200);
  await office('booking-propose.php', states.proposed.id, { date: '2026-12-04', from: '10:00' });
  await office('booking-confirm.php', states.confirmed.id);
  await office('booking-decline.php', states.declined.id, {
    reason: 'لا نخدم هذا الحي يوم <الجمعة> & السبت (Fri–Sat)',
  });
  const cancel = await visitor.post(`/backend/booking.php?token=${states.cancelled.token}&action=cancel`);
  expect(cancel.status).toBe(200);
  // A window someone booked a moment before: the form sent for it is answered with the next free ones.
  const taken = await book('2026-12-05', '09:00');
  expect(taken.token).toBeTruthy();

  for (const lang of LANGS) {
    await keep(`${lang}-book-service`, visitor.get(`${prefix(lang)}/book?service=cleaning`));
    const filled = {
      service_key: 'cleaning',
      lang,
      page: `${prefix(lang)}/book`,
      district: 'قباء "الشرقي" <2>',
      address: 'Street 5 & شارع 7',
      notes: 'Line one\nسطر <ثانٍ>',
      website: '',
    };
    await keep(`${lang}-book-refused`, postForm({ ...filled, slot: '', name: '', phone: '0551' }));
    await keep(
      `${lang}-book-taken`,
      postForm({ ...filled, slot: '2026-12-05 09:00', name: 'Sam <Visitor>', phone: nextPhone() }),
    );
    for (const [status, { token }] of Object.entries(states)) {
      await keep(`${lang}-booking-${status}`, visitor.get(`${prefix(lang)}/booking?token=${token}`));
    }
    const answered = `${prefix(lang)}/booking?token=${states.cancelled.token}&answer=cancelled`;
    await keep(`${lang}-booking-answered`, visitor.get(answered));
    await keep(`${lang}-booking-unknown`, visitor.get(`${prefix(lang)}/booking?token=${'A'.repeat(32)}`));
  }
  // Over the address's limit of lookups, the private page says to wait (429).
  while ((await visitor.get(`/backend/booking.php?token=${states.requested.token}`)).status !== 429);
  for (const lang of LANGS) {
    await keep(`${lang}-booking-limited`, visitor.get(`${prefix(lang)}/booking?token=${states.requested.token}`));
  }
  folder = mkdtempSync(path.join(tmpdir(), 'mhs-booking-pages-'));
  const pages = received.map(({ name, html }) => {
    const file = path.join(folder, `${name}.html`);
    writeFileSync(file, html);
    return file;
  });
  messages = await checkBuiltFiles({ pages, styleSheets: [] });
}, 180_000);
afterAll(async () => {
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the Nu HTML checker on the booking pages rendered on request', () => {
  it('has each page as its state answers it', () => {
    const status = (name: string) => received.find((page) => page.name === name)?.status;
    for (const lang of LANGS) {
      expect(status(`${lang}-book-service`)).toBe(200);
      expect(status(`${lang}-book-refused`)).toBe(400);
      expect(status(`${lang}-book-taken`)).toBe(409);
      expect(status(`${lang}-booking-unknown`)).toBe(404);
      expect(status(`${lang}-booking-limited`)).toBe(429);
      for (const state of ['requested', 'proposed', 'confirmed', 'declined', 'cancelled']) {
        const page = received.find(({ name }) => name === `${lang}-booking-${state}`)!;
        expect(page.status).toBe(200);
        expect(page.html).toContain(`data-status="${state}"`);
      }
    }
  });

  it('finds no errors and gives no warnings', () => {
    expect(messages.filter((m) => isError(m) || isWarning(m)).map(describeMessage)).toEqual([]);
  });
});
