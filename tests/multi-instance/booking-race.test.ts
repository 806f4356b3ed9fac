import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from '../../server/test/booking-support';
import { startServerProcess, type ServerProcess } from '../load/server-process';
import { createScratchDatabase, TEST_DATABASE_URL, type ScratchDatabase } from '../support/scratch-postgres';

if (!TEST_DATABASE_URL) {
  console.warn(
    'SKIPPED (not passed): one booking window raced on two instances of one PostgreSQL — set TEST_POSTGRES_URL=postgres://… (see tests/support/postgres-ci.sh)',
  );
}

/** A Saudi date some days from today (the servers run on the real clock). */
const saudiDate = (daysAhead: number) =>
  new Date(Date.now() + 3 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!TEST_DATABASE_URL)('one booking window, two server processes on one PostgreSQL', () => {
  let db: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    db = await createScratchDatabase(TEST_DATABASE_URL!);
    const env = { DATABASE_URL: db.url };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('50 visitors at once, half on each instance: exactly one 201, 49 × 409 with the next free windows', async () => {
    // A new installation's settings: one team, every day, the window 10:00–14:00 of a cleaning.
    const date = saudiDate(3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await fetch(`${(i % 2 ? a : b).url}/backend/booking_submit.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
          body: JSON.stringify(bookingBody(date, '10:00', `05530000${String(i).padStart(2, '0')}`)),
        });
        return { status: res.status, body: (await res.json()) as { alternatives?: unknown[]; error?: string } };
      }),
    );
    expect(answers.filter((x) => x.status === 201)).toHaveLength(1);
    const refused = answers.filter((x) => x.status === 409);
    expect(refused).toHaveLength(49);
    for (const x of refused) {
      expect(x.body.error).toContain('لم يعد متاحًا');
      expect(x.body.alternatives?.[0]).toMatchObject({ date, from: '14:00', to: '18:00' });
    }
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const bookings = await client.query('SELECT team, from_time, to_time FROM bookings WHERE date = $1', [date]);
      expect(bookings.rows).toEqual([{ team: 'الفريق 1', from_time: '10:00', to_time: '14:00' }]);
      const claims = await client.query('SELECT COUNT(*)::int AS n FROM booking_claims WHERE date = $1', [date]);
      expect(claims.rows[0].n).toBe(8);
    } finally {
      await client.end();
    }
  });
});
