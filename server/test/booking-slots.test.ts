import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, startSignedInServer, validAdminContact, type TestServer } from './harness';
import { ManualClock } from './clock';
import { bookingBody, setBookingSettings, TUESDAY_8AM, WEEKDAY_TEAM } from './booking-support';

let server: TestServer;
let admin: Client;
let visitor: Client;
const clock = new ManualClock(TUESDAY_8AM);
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer({}, { clock }));
  visitor = new Client(server.url);
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.app.sequelize.query('DELETE FROM settings WHERE key = $1', { bind: ['booking'] });
  await server.app.sequelize.query('DELETE FROM visits');
});

const slots = async (query: string) => {
  const res = await visitor.get(`/backend/booking-slots.php?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.data.days as { date: string; windows: { from: string; to: string }[] }[];
};
const startsOn = async (service: string, date: string) =>
  (await slots(`service=${service}&from=${date}&days=1`))[0]?.windows.map((w) => w.from) ?? [];

describe('GET /backend/booking-slots.php', () => {
  it('offers times on a new installation: every day of the next 14, the site’s hours, the longest cleaning', async () => {
    const days = await slots('service=cleaning');
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: 14 }, (_, i) =>
        new Date(Date.parse('2026-12-01') + i * 86_400_000).toISOString().slice(0, 10),
      ),
    );
    // Today (08:00 now): nothing starts within two hours. Four hours each, on the hour, ending before midnight.
    expect(days[0]!.windows[0]).toEqual({ from: '10:00', to: '14:00' });
    expect(days[0]!.windows.at(-1)).toEqual({ from: '19:00', to: '23:00' });
    // Friday too (the site: every day, 24 hours).
    expect(days[3]!.windows).toHaveLength(20);
    expect(days[3]!.windows[0]).toEqual({ from: '00:00', to: '04:00' });
    // Marble takes up to 8 hours.
    expect((await slots('service=marble&from=2026-12-02&days=1'))[0]!.windows[0]).toEqual({
      from: '00:00',
      to: '08:00',
    });
  });

  it('follows the teams’ days, hours and services, and each service’s length', async () => {
    await setBookingSettings(server, { teams: [WEEKDAY_TEAM], lengths: { ...lengths(), cleaning: 180 } });
    expect(await startsOn('cleaning', '2026-12-02')).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    expect((await slots('service=cleaning&from=2026-12-02&days=1'))[0]!.windows[0]).toEqual({
      from: '08:00',
      to: '11:00',
    });
    expect(await startsOn('marble', '2026-12-02')).toEqual(['08:00', '09:00', '10:00']);
    // Friday (5) and Saturday (6) are not its days; moving is not its work.
    expect(await startsOn('cleaning', '2026-12-04')).toEqual([]);
    expect(await startsOn('cleaning', '2026-12-05')).toEqual([]);
    expect(await startsOn('moving', '2026-12-02')).toEqual([]);
  });

  it('keeps today’s windows to those starting after the notice, and nothing past the horizon or before today', async () => {
    await setBookingSettings(server, { teams: [WEEKDAY_TEAM], notice_minutes: 180, horizon_days: 3 });
    // 08:00 now plus 3 hours: 11:00 is the first start today.
    expect(await startsOn('cleaning', '2026-12-01')).toEqual(['11:00', '12:00', '13:00', '14:00']);
    const days = await slots('service=cleaning&from=2026-11-20&days=30');
    expect(days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(await slots('service=cleaning&from=2026-12-04')).toEqual([]);
  });

  it('leaves out windows a team’s visit overlaps (a cancelled visit frees them)', async () => {
    await setBookingSettings(server, { teams: [WEEKDAY_TEAM] });
    const message = await admin.post('/backend/admin/contacts.php', validAdminContact);
    const visit = {
      contact_id: message.data.item.id,
      date: '2026-12-02',
      from: '12:00',
      to: '13:30',
      team: WEEKDAY_TEAM.name,
      price: 300,
      address: 'قباء',
      service_key: 'cleaning',
    };
    const made = await admin.post('/backend/admin/visits.php', visit);
    expect(made.status).toBe(201);
    // 4-hour windows touching 12:00–13:30 are gone: those starting 09:00 to 13:00.
    expect(await startsOn('cleaning', '2026-12-02')).toEqual(['08:00', '14:00']);
    // Another team's visit does not matter.
    await admin.post(`/backend/admin/visits.php?_method=PUT&id=${made.data.item.id}`, { ...visit, team: 'فريق آخر' });
    expect(await startsOn('cleaning', '2026-12-02')).toHaveLength(7);
    await admin.post(`/backend/admin/visits.php?_method=PUT&id=${made.data.item.id}`, {
      ...visit,
      status: 'cancelled',
    });
    expect(await startsOn('cleaning', '2026-12-02')).toHaveLength(7);
  });

  it('leaves out a window another booking holds, until its hold lapses', async () => {
    await setBookingSettings(server, { teams: [WEEKDAY_TEAM], hold_minutes: 60 });
    const made = await visitor.post('/backend/booking_submit.php', bookingBody('2026-12-03', '10:00', '0551110001'));
    expect(made.status).toBe(201);
    expect(await startsOn('cleaning', '2026-12-03')).toEqual(['14:00']);
    clock.advance(61 * 60_000);
    try {
      expect(await startsOn('cleaning', '2026-12-03')).toHaveLength(7);
    } finally {
      clock.advance(-61 * 60_000);
    }
  });

  it('refuses an unknown service, a wrong date and too many days, naming the field', async () => {
    expect((await visitor.get('/backend/booking-slots.php?service=pool')).status).toBe(400);
    expect((await visitor.get('/backend/booking-slots.php?service=cleaning&from=2026-02-30')).status).toBe(400);
    const res = await visitor.get('/backend/booking-slots.php?service=cleaning&days=99', { 'accept-language': 'ar' });
    expect(res.status).toBe(400);
    expect(res.data.error).toContain('عدد الأيام');
  });
});

const lengths = () => ({ cleaning: 240, marble: 480, moving: 240, maintenance: 120, gardens: 180, additional: 120 });
