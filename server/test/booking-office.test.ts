import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '../src/bookings/booking-settings';
import { Client, startSignedInServer, validAdminContact, type TestServer } from './harness';
import { ManualClock } from './clock';
import { bookingBody, TUESDAY_8AM, WEEKDAY_TEAM } from './booking-support';

let server: TestServer;
let admin: Client;
let visitor: Client;
const clock = new ManualClock(TUESDAY_8AM);
const SECOND_TEAM = { ...WEEKDAY_TEAM, name: 'فريق النخبة 2' };
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer({}, { clock }));
  visitor = new Client(server.url);
});
afterAll(() => server.close());

const settings = { ...DEFAULT_BOOKING_SETTINGS, teams: [WEEKDAY_TEAM, SECOND_TEAM] };
/** Books a window as a visitor and finds it as the office does, from its message. */
async function booked(date: string, from: string, phone: string) {
  const made = await visitor.post('/backend/booking_submit.php', bookingBody(date, from, phone));
  expect(made.status).toBe(201);
  const messages = await admin.get(`/backend/admin/contacts.php?q=${phone}`);
  const contactId = messages.data.items[0].id as number;
  const { data } = await admin.get(`/backend/admin/contact-booking.php?contact_id=${contactId}`);
  return { token: made.data.booking.token as string, contactId, booking: data.item };
}
const customerSees = async (token: string) => (await visitor.get(`/backend/booking.php?token=${token}`)).data.booking;

describe('the booking settings (managers)', () => {
  it('gives the defaults on a new installation, then what a manager saved, and refuses a bad team', async () => {
    expect((await admin.get('/backend/admin/booking-settings.php')).data).toEqual(DEFAULT_BOOKING_SETTINGS);
    const saved = await admin.post('/backend/admin/booking-settings.php', settings);
    expect(saved.status).toBe(200);
    expect((await admin.get('/backend/admin/booking-settings.php')).data).toEqual(settings);
    const bad = await admin.request('POST', '/backend/admin/booking-settings.php', {
      json: { ...settings, teams: [{ ...WEEKDAY_TEAM, from: '18:00', to: '08:00' }] },
      headers: { 'accept-language': 'ar' },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toContain('الفرق');
    const twice = await admin.post('/backend/admin/booking-settings.php', {
      ...settings,
      teams: [WEEKDAY_TEAM, WEEKDAY_TEAM],
    });
    expect(twice.status).toBe(400);
  });
});

describe('answering a booking from its message', () => {
  it('a message without a booking has none', async () => {
    const message = await admin.post('/backend/admin/contacts.php', validAdminContact);
    expect((await admin.get(`/backend/admin/contact-booking.php?contact_id=${message.data.item.id}`)).data).toEqual({
      item: null,
    });
  });

  it('confirm: a confirmed visit for the team, the message scheduled, the customer sees it confirmed', async () => {
    const { token, contactId, booking } = await booked('2026-12-02', '09:00', '0554000001');
    expect(booking).toMatchObject({
      status: 'requested',
      team: WEEKDAY_TEAM.name,
      phone: '0554000001',
      visit_id: null,
    });
    const res = await admin.post(`/backend/admin/booking-confirm.php?id=${booking.id}`);
    expect(res.status).toBe(200);
    expect(res.data.item).toMatchObject({ status: 'confirmed', hold_until: null, visit_id: expect.any(Number) });
    const visits = await admin.get('/backend/admin/visits.php?from=2026-12-02&to=2026-12-02');
    expect(visits.data.items).toEqual([
      expect.objectContaining({
        contact_id: contactId,
        from: '09:00',
        to: '13:00',
        team: WEEKDAY_TEAM.name,
        status: 'confirmed',
        address: 'شارع الهجرة، عمارة 12',
      }),
    ]);
    expect((await admin.get(`/backend/admin/contact.php?id=${contactId}`)).data.item.status).toBe('scheduled');
    expect(await customerSees(token)).toMatchObject({ status: 'confirmed', from: '09:00', to: '13:00' });
    // Once the visit is completed the customer reads "done".
    const visit = visits.data.items[0];
    await admin.post(`/backend/admin/visits.php?_method=PUT&id=${visit.id}`, {
      ...visit,
      status: 'completed',
      contact_id: contactId,
    });
    expect((await customerSees(token)).status).toBe('done');
    // Confirming again is refused: it no longer waits for that answer.
    expect((await admin.post(`/backend/admin/booking-confirm.php?id=${booking.id}`)).status).toBe(409);
  });

  it('confirm when the office gave the team other work meanwhile: the other team takes it, or 409 when none is free', async () => {
    const { booking } = await booked('2026-12-03', '09:00', '0554000002');
    const other = await admin.post('/backend/admin/contacts.php', { ...validAdminContact, phone: '0554000099' });
    const clash = {
      contact_id: other.data.item.id,
      date: '2026-12-03',
      from: '10:00',
      to: '11:00',
      price: 100,
      address: 'قباء',
      service_key: 'cleaning',
    };
    await admin.post('/backend/admin/visits.php', { ...clash, team: WEEKDAY_TEAM.name });
    const res = await admin.post(`/backend/admin/booking-confirm.php?id=${booking.id}`);
    expect(res.status).toBe(200);
    expect(res.data.item.team).toBe(SECOND_TEAM.name);

    const next = await booked('2026-12-07', '09:00', '0554000003');
    await admin.post('/backend/admin/visits.php', { ...clash, date: '2026-12-07', team: WEEKDAY_TEAM.name });
    await admin.post('/backend/admin/visits.php', {
      ...clash,
      date: '2026-12-07',
      team: SECOND_TEAM.name,
      confirm_overlap: true,
    });
    const refused = await admin.request('POST', `/backend/admin/booking-confirm.php?id=${next.booking.id}`, {
      headers: { 'accept-language': 'ar' },
    });
    expect(refused.status).toBe(409);
    expect(refused.data.error).toContain('لم يعد متاحًا');
  });

  it('propose: the old window freed, the new one held; the customer accepts it and it is confirmed', async () => {
    const { token, contactId, booking } = await booked('2026-12-08', '09:00', '0554000004');
    const res = await admin.post(`/backend/admin/booking-propose.php?id=${booking.id}`, {
      date: '2026-12-09',
      from: '13:00',
    });
    expect(res.status).toBe(200);
    expect(res.data.item).toMatchObject({
      status: 'proposed',
      proposed: { date: '2026-12-09', from: '13:00', to: '17:00' },
    });
    expect((await admin.get(`/backend/admin/contact.php?id=${contactId}`)).data.item.status).toBe('contacted');
    expect(await customerSees(token)).toMatchObject({
      status: 'proposed',
      proposed: { date: '2026-12-09', from: '13:00' },
    });
    const slots = await visitor.get('/backend/booking-slots.php?service=cleaning&from=2026-12-08&days=2');
    expect(slots.data.days[0].windows).toHaveLength(7);
    // Two teams: the proposal holds one of them, the other is still free then.
    expect(slots.data.days[1].windows.map((w: { from: string }) => w.from)).toContain('13:00');
    const accepted = await visitor.post(`/backend/booking.php?token=${token}&action=accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.data.booking).toMatchObject({
      status: 'confirmed',
      date: '2026-12-09',
      from: '13:00',
      to: '17:00',
      proposed: null,
    });
    const visits = await admin.get('/backend/admin/visits.php?from=2026-12-09&to=2026-12-09');
    expect(visits.data.items.map((v: { contact_id: number }) => v.contact_id)).toContain(contactId);
  });

  it('propose a window that is not free: 409, nothing changes', async () => {
    const { token, booking } = await booked('2026-12-10', '09:00', '0554000005');
    const res = await admin.post(`/backend/admin/booking-propose.php?id=${booking.id}`, {
      date: '2026-12-11',
      from: '09:00',
    });
    expect(res.status).toBe(409);
    expect((await customerSees(token)).status).toBe('requested');
  });

  it('decline with a reason: the customer reads it, the time is free, the message is lost', async () => {
    const { token, contactId, booking } = await booked('2026-12-14', '10:00', '0554000006');
    const empty = await admin.post(`/backend/admin/booking-decline.php?id=${booking.id}`, { reason: '' });
    expect(empty.status).toBe(400);
    const res = await admin.post(`/backend/admin/booking-decline.php?id=${booking.id}`, { reason: 'لا نخدم هذا الحي' });
    expect(res.status).toBe(200);
    expect(await customerSees(token)).toMatchObject({ status: 'declined', decline_reason: 'لا نخدم هذا الحي' });
    expect((await admin.get(`/backend/admin/contact.php?id=${contactId}`)).data.item.status).toBe('lost');
    const day = await visitor.get('/backend/booking-slots.php?service=cleaning&from=2026-12-14&days=1');
    expect(day.data.days[0].windows).toHaveLength(7);
    expect((await visitor.post(`/backend/booking.php?token=${token}&action=cancel`)).status).toBe(409);
  });

  it('records each answer in the audit log with the booking', async () => {
    const log = await admin.get('/backend/admin/audit.php?limit=100');
    const actions = new Set(log.data.items.map((e: { action: string }) => e.action));
    for (const action of [
      'booking.confirmed',
      'booking.proposed',
      'booking.declined',
      'booking.accepted',
      'settings.changed',
    ]) {
      expect(actions.has(action), action).toBe(true);
    }
    const declined = log.data.items.find((e: { action: string }) => e.action === 'booking.declined');
    expect(declined).toMatchObject({
      target: { type: 'booking', label: 'نورة المطيري · 2026-12-14 10:00' },
      details: { reason: 'لا نخدم هذا الحي' },
    });
  });
});

describe('a booked visit on the visits screen', () => {
  const windowsOf = async (date: string) =>
    (await visitor.get(`/backend/booking-slots.php?service=cleaning&from=${date}&days=1`)).data.days[0].windows.map(
      (w: { from: string }) => w.from,
    );
  const visitsOf = async (date: string) =>
    (await admin.get(`/backend/admin/visits.php?from=${date}&to=${date}`)).data.items as {
      id: number;
      contact_id: number;
    }[];

  it('cancelled or moved there: its booking frees the window (a new booking takes it), and the customer reads cancelled', async () => {
    const first = await booked('2026-12-13', '09:00', '0554000011');
    const second = await booked('2026-12-13', '09:00', '0554000012');
    for (const { booking } of [first, second]) {
      expect((await admin.post(`/backend/admin/booking-confirm.php?id=${booking.id}`)).status).toBe(200);
    }
    expect(await windowsOf('2026-12-13')).not.toContain('09:00'); // both teams are booked then
    const visits = await visitsOf('2026-12-13');
    const cancelled = visits.find((v) => v.contact_id === first.contactId)!;
    const put = (visit: (typeof visits)[number], change: Record<string, unknown>) =>
      admin.post(`/backend/admin/visits.php?_method=PUT&id=${visit.id}`, { ...visit, ...change });
    expect((await put(cancelled, { status: 'cancelled' })).status).toBe(200);
    expect(await customerSees(first.token)).toMatchObject({ status: 'cancelled' });
    expect(await windowsOf('2026-12-13')).toContain('09:00');
    expect(
      (await visitor.post('/backend/booking_submit.php', bookingBody('2026-12-13', '09:00', '0554000013'))).status,
    ).toBe(201);

    // The other visit moved to the afternoon: its morning is free again, its afternoon taken by the visit.
    const movedVisit = visits.find((v) => v.contact_id === second.contactId)!;
    expect((await put(movedVisit, { from: '13:00', to: '17:00', address: 'حي قباء، شارع 9' })).status).toBe(200);
    expect(
      (await visitor.post('/backend/booking_submit.php', bookingBody('2026-12-13', '09:00', '0554000014'))).status,
    ).toBe(201);
    // Its customer reads the visit where it now is, still confirmed.
    expect(await customerSees(second.token)).toMatchObject({
      status: 'confirmed',
      date: '2026-12-13',
      from: '13:00',
      to: '17:00',
      address: 'حي قباء، شارع 9',
    });
  });

  it('deleted there: the customer reads cancelled and the window is free again', async () => {
    const { token, booking } = await booked('2026-12-06', '09:00', '0554000015');
    const confirmed = await admin.post(`/backend/admin/booking-confirm.php?id=${booking.id}`);
    const visitId = confirmed.data.item.visit_id as number;
    expect((await admin.post(`/backend/admin/visits.php?_method=DELETE&id=${visitId}`)).status).toBe(200);
    expect(await customerSees(token)).toMatchObject({ status: 'cancelled' });
    const windows = await windowsOf('2026-12-06');
    expect(windows).toContain('09:00');
  });
});
