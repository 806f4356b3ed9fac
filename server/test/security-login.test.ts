import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/security/login-throttle';
import { FakeDateClock, MINUTE } from './clock';
import { ADMIN, Client, startTestServer, type TestServer } from './harness';

let clock: FakeDateClock;
let server: TestServer;
beforeAll(async () => {
  clock = new FakeDateClock();
  server = await startTestServer(
    { LOGIN_MAX_FAILURES: '10', LOGIN_WINDOW_MINUTES: '15', LOGIN_DELAY_BASE_MS: '1' },
    { clock },
  );
});
afterAll(async () => {
  await server.close();
  clock.restore();
});

const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
};

describe('sign-in brute force', () => {
  it(
    'locks the account after 10 failures: even the right password gets 429 with Retry-After, until the window ends',
    { timeout: 90_000 },
    async () => {
      const client = new Client(server.url);
      for (let i = 1; i <= 10; i++) {
        expect((await client.login(ADMIN.email, `wrong password number ${i}`)).status).toBe(401);
      }
      const locked = await client.login();
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
      expect(locked.data.error).toMatch(/Too many failed sign-in attempts/);
      expect(client.cookieHeader).toBe('');
      const arabic = await client.post('/backend/admin/login.php', ADMIN, { 'Accept-Language': 'ar' });
      expect(arabic.data.error).toMatch(/محاولات دخول فاشلة كثيرة/);

      clock.advance(14 * MINUTE);
      expect((await client.login()).status).toBe(429);
      clock.advance(2 * MINUTE);
      const after = await client.login();
      expect(after.status).toBe(200);
    },
  );

  it('locks a client address that tries many accounts', { timeout: 90_000 }, async () => {
    clock.advance(60 * MINUTE);
    const client = new Client(server.url);
    for (let i = 1; i <= 10; i++) {
      expect((await client.login(`user${i}@example.com`, 'some password guess')).status).toBe(401);
    }
    expect((await client.login()).status).toBe(429);
    clock.advance(16 * MINUTE);
    expect((await client.login()).status).toBe(200);
  });
});

describe('sign-in delays and uniform answers', () => {
  it('makes each attempt after a few failures wait longer (doubling, capped at 4 s)', async () => {
    const waits: number[] = [];
    const limits = { ...server.app.config.limits, loginDelayBaseMs: 250, loginMaxFailures: 10 };
    const throttle = new LoginThrottle(server.app.rateLimits, limits, async (ms) => {
      waits.push(ms);
    });
    const email = 'delays@example.com';
    // Each attempt counts as a failure until succeeded() says otherwise.
    for (let attempt = 1; attempt <= 9; attempt++) await throttle.beforeAttempt(email, '203.0.113.9');
    // No wait for the first three attempts, then 250, 500, 1000, 2000, 4000, 4000 ms.
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    await throttle.succeeded(email, '203.0.113.9');
    clock.advance(16 * MINUTE);
  });

  it('answers an unknown email exactly like a wrong password, in about the same time', async () => {
    clock.advance(60 * MINUTE);
    const client = new Client(server.url);
    // Three pairs, taken in turn, compared by their medians: one pair alone is at the mercy of a
    // busy machine (it once measured 2.56 under a parallel run).
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let pair = 0; pair < 3; pair++) {
      const [wrong, wrongMs] = await timed(() => client.login(ADMIN.email, 'not the password'));
      const [unknown, unknownMs] = await timed(() => client.login('nobody@example.com', 'not the password'));
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.data).toEqual(wrong.data);
      wrongTimes.push(wrongMs);
      unknownTimes.push(unknownMs);
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[1]!;
    // Both run one scrypt verification (a decoy hash for the unknown email).
    expect(median(unknownTimes) / median(wrongTimes)).toBeGreaterThan(0.4);
    expect(median(unknownTimes) / median(wrongTimes)).toBeLessThan(2.5);
  });
});
