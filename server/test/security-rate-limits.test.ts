import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { Client, startTestServer, validContact } from './harness';

// On SQLite with `npm test`, on PostgreSQL with `npm run test:pg` (the harness picks the database).
describe('rate limits kept in the database', () => {
  it('a sign-in lock survives a restart of the server', { timeout: 60_000 }, async () => {
    const server = await startTestServer({
      LOGIN_MAX_FAILURES: '3',
      LOGIN_WINDOW_MINUTES: '15',
      LOGIN_DELAY_BASE_MS: '1',
    });
    try {
      const client = new Client(server.url);
      for (let i = 1; i <= 3; i++) expect((await client.login(undefined, `wrong password ${i}`)).status).toBe(401);
      expect((await client.login()).status).toBe(429);

      await server.restart();
      const afterRestart = await new Client(server.url).login();
      expect(afterRestart.status).toBe(429);
      expect(Number(afterRestart.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    } finally {
      await server.close();
    }
  });

  it('20 messages from one address at the same moment store no more than the limit', async () => {
    const server = await startTestServer({ CONTACT_RATE_LIMIT: '5', CONTACT_RATE_WINDOW_MINUTES: '10' });
    try {
      const client = new Client(server.url);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          client.post('/backend/contact_submit.php', { ...validContact, name: `Concurrent ${i + 1}` }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
      const [stored] = await server.app.sequelize.query<{ n: number | string }>(
        `SELECT COUNT(*) AS n FROM contacts WHERE name LIKE 'Concurrent %'`,
        { type: QueryTypes.SELECT },
      );
      expect(Number(stored!.n)).toBe(5);
    } finally {
      await server.close();
    }
  });

  it('looks at private booking pages from one address stop at BOOKING_PAGE_RATE_LIMIT, the call and the page together', async () => {
    const server = await startTestServer({ BOOKING_PAGE_RATE_LIMIT: '3' });
    try {
      const client = new Client(server.url);
      const token = 'A'.repeat(32);
      const looks = [];
      for (let i = 0; i < 3; i += 1) looks.push((await client.get(`/backend/booking.php?token=${token}`)).status);
      expect(looks).toEqual([404, 404, 404]);
      const over = await client.get(`/backend/booking.php?token=${token}`);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
