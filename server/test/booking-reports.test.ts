import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '../src/bookings/booking-settings';
import { bookingBody, setBookingSettings, TUESDAY_8AM, WEEKDAY_TEAM } from './booking-support';
import { ManualClock } from './clock';
import { Client, startSignedInServer, type TestServer } from './harness';

const clock = new ManualClock(TUESDAY_8AM);
let server: TestServer;
let admin: Client;
let visitor: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer({}, { clock }));
  await setBookingSettings(server, {
    ...DEFAULT_BOOKING_SETTINGS,
    teams: [WEEKDAY_TEAM, { ...WEEKDAY_TEAM, name: 'فريق النخبة 2' }],
  });
  visitor = new Client(server.url);
});
afterAll(() => server.close());

/** A booking made from `page` (omitted when undefined), as the office finds it on its message. */
async function booked(date: string, from: string, phone: string, page?: string) {
  const made = await visitor.post('/backend/booking_submit.php', { ...bookingBody(date, from, phone), page });
  expect(made.status).toBe(201);
  const messages = await admin.get(`/backend/admin/contacts.php?q=${phone}`);
  const contactId = messages.data.items[0].id as number;
  const { data } = await admin.get(`/backend/admin/contact-booking.php?contact_id=${contactId}`);
  return { token: made.data.booking.token as string, id: data.item.id as number, contactId };
}

/** The visits screen sets the status of the visit made for a booking's message. */
async function setVisitStatus(date: string, contactId: number, status: string) {
  const visits = (await admin.get(`/backend/admin/visits.php?from=${date}&to=${date}`)).data.items;
  const visit = visits.find((v: { contact_id: number }) => v.contact_id === contactId);
  const res = await admin.post(`/backend/admin/visits.php?_method=PUT&id=${visit.id}`, { ...visit, status });
  expect(res.status).toBe(200);
}

describe('reports: the bookings', () => {
  it('the funnel (requested → confirmed → done, and those declined or cancelled) and the pages they came from', async () => {
    const done = await booked('2026-12-02', '09:00', '0558000001', '/services/cleaning');
    const visitCancelled = await booked('2026-12-02', '09:00', '0558000002', '/services/cleaning');
    const declined = await booked('2026-12-03', '09:00', '0558000003', '/');
    const withdrawn = await booked('2026-12-03', '09:00', '0558000004', '/');
    await booked('2026-12-07', '09:00', '0558000005');
    const accepted = await booked('2026-12-08', '09:00', '0558000006', '/madinah/azizia');

    for (const { id } of [done, visitCancelled]) {
      expect((await admin.post(`/backend/admin/booking-confirm.php?id=${id}`)).status).toBe(200);
    }
    await setVisitStatus('2026-12-02', done.contactId, 'completed');
    await setVisitStatus('2026-12-02', visitCancelled.contactId, 'cancelled');
    expect(
      (await admin.post(`/backend/admin/booking-decline.php?id=${declined.id}`, { reason: 'لا فريق' })).status,
    ).toBe(200);
    expect((await visitor.post(`/backend/booking.php?token=${withdrawn.token}&action=cancel`)).status).toBe(200);
    const proposal = { date: '2026-12-08', from: '13:00', team: '' };
    expect((await admin.post(`/backend/admin/booking-propose.php?id=${accepted.id}`, proposal)).status).toBe(200);
    expect((await visitor.post(`/backend/booking.php?token=${accepted.token}&action=accept`)).status).toBe(200);

    const overview = (await admin.get('/backend/admin/reports.php?period=week&tab=overview')).data;
    expect(overview.bookings).toEqual({ requested: 6, confirmed: 3, done: 1, declined: 1, cancelled: 2 });
    expect(overview.bookings_by_page).toEqual([
      { page: '/', bookings: 2 },
      { page: '/services/cleaning', bookings: 2 },
      { page: '', bookings: 1 },
      { page: '/madinah/azizia', bookings: 1 },
    ]);
    // The CSV export carries them too, a line per figure.
    const csv = (await admin.get('/backend/admin/reports-export.php?period=week&tab=overview')).data as string;
    expect(csv).toContain('bookings_by_page,/services/cleaning,bookings,2');
    expect(csv).toContain('bookings,,done,1');
  });
});
