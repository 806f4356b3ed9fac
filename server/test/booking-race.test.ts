import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { Client, startTestServer, type TestServer } from './harness';
import { ManualClock } from './clock';
import { bookingBody, setBookingSettings, TUESDAY_8AM, WEEKDAY_TEAM } from './booking-support';

/**
 * Fifty visitors take the same window at the same moment: the database's unique claims let exactly
 * one hold it (per team free then), and every other hears at once, with the next free windows.
 * On SQLite here (a real file); with TEST_DATABASE_URL on PostgreSQL; two instances on one
 * PostgreSQL in tests/multi-instance/booking-race.test.ts.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock: new ManualClock(TUESDAY_8AM) });
});
afterAll(() => server.close());

const storm = (date: string, from: string, count = 50) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Client(server.url).post(
        '/backend/booking_submit.php',
        bookingBody(date, from, `05520000${String(i).padStart(2, '0')}`),
      ),
    ),
  );
const count = async (sql: string, bind: unknown[]) =>
  Number((await server.app.sequelize.query<{ n: number }>(sql, { bind, type: QueryTypes.SELECT }))[0]!.n);

describe('50 concurrent bookings of one window', () => {
  it('one team: exactly one 201, 49 × 409 each with alternatives', async () => {
    await setBookingSettings(server, { teams: [WEEKDAY_TEAM] });
    const answers = await storm('2026-12-02', '10:00');
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.data.alternatives.length).toBeGreaterThan(0);
      expect(refused.data.alternatives[0]).toMatchObject({ date: '2026-12-02' });
    }
    expect(await count(`SELECT COUNT(*) AS n FROM bookings WHERE date = $1`, ['2026-12-02'])).toBe(1);
    expect(await count(`SELECT COUNT(*) AS n FROM booking_claims WHERE date = $1`, ['2026-12-02'])).toBe(8);
    // The losers left nothing behind: no message, no customer of theirs.
    expect(await count(`SELECT COUNT(*) AS n FROM contacts WHERE source = 'booking'`, [])).toBe(1);
  });

  it('two teams: exactly two hold it, on different teams', async () => {
    await setBookingSettings(server, { teams: [WEEKDAY_TEAM, { ...WEEKDAY_TEAM, name: 'فريق النخبة 2' }] });
    const answers = await storm('2026-12-03', '10:00');
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(48);
    const teams = await server.app.sequelize.query<{ team: string }>(
      'SELECT team FROM bookings WHERE date = $1 ORDER BY team',
      { bind: ['2026-12-03'], type: QueryTypes.SELECT },
    );
    expect(teams.map((t) => t.team)).toEqual(['فريق النخبة 1', 'فريق النخبة 2']);
  });
});
