import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, Client, startTestServer, type TestServer } from './harness';

vi.setConfig({ testTimeout: 120_000 });

/**
 * The sign-in flood defences (auth/password.ts, auth/known-device.ts, security/login-throttle.ts):
 * one hashing thread with room for one anonymous sign-in, a lock after 3 failures and a pause of
 * unknown devices after 6 failures across all addresses. TRUST_PROXY makes X-Forwarded-For each
 * request's address, as behind the nginx of docs/production.md.
 */
const LIMITS = {
  TRUST_PROXY: 'true',
  LOGIN_HASH_THREADS: '1',
  LOGIN_HASH_QUEUE: '1',
  LOGIN_MAX_FAILURES: '3',
  LOGIN_GLOBAL_MAX_FAILURES: '6',
};
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(LIMITS);
});
afterAll(() => server.close());

let nextAddress = 1;
const from = (client: Client, email: string, password: string, lang = 'en') =>
  client.post(
    '/backend/admin/login.php',
    { email, password },
    { 'X-Forwarded-For': `198.51.100.${nextAddress++}`, 'Accept-Language': lang },
  );

describe('the device cookie', () => {
  it('is given at a successful sign-in: signed, HttpOnly, SameSite=Strict, sent only to the sign-in call', async () => {
    const res = await new Client(server.url).login();
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    const device = cookies.find((c) => c.startsWith('mhs_device='))!;
    expect(device).toMatch(/; path=\/backend\/admin\/login\.php/i);
    expect(device).toMatch(/; httponly/i);
    expect(device).toMatch(/samesite=strict/i);
    expect(device).toMatch(/; expires=/i);
    expect(cookies.some((c) => c.startsWith('mhs_device.sig='))).toBe(true);
    // It names the account by a hash, never by its address.
    expect(device).not.toContain('example');
  });
});

describe('a botnet: few guesses from each of many addresses', () => {
  it('pauses unknown devices after the limit across all addresses, in the request language; a known device still signs in', async () => {
    const office = new Client(server.url);
    expect((await office.login()).status).toBe(200);
    const forged = new Client(server.url);
    forged.setCookie('mhs_device', office.cookie('mhs_device')!); // the value without its signature

    // Six guesses, one from each address, at six made-up accounts: no address and no account
    // reaches its own limit of 3.
    for (let i = 0; i < 6; i++) {
      expect((await from(new Client(server.url), `nobody${i}@example.com`, 'a guess at a password')).status).toBe(401);
    }
    const paused = await from(new Client(server.url), 'nobody9@example.com', 'a guess at a password');
    expect(paused.status).toBe(429);
    expect(paused.data.error).toMatch(/paused/);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    const arabic = await from(new Client(server.url), 'nobody9@example.com', 'a guess at a password', 'ar');
    expect(arabic.data.error).toMatch(/متوقف مؤقتًا/);

    // The right password from a new device waits out the pause too…
    expect((await from(new Client(server.url), ADMIN.email, ADMIN.password)).status).toBe(429);
    expect((await from(forged, ADMIN.email, ADMIN.password)).status).toBe(429);
    // …while the device that signed in before gets in.
    const known = await from(office, ADMIN.email, ADMIN.password);
    expect(known.status).toBe(200);
  });

  it('does not let guesses at an account lock out the devices that account signed in from', async () => {
    // A server of its own: the pause of the test above holds for the whole window.
    const fresh = await startTestServer(LIMITS);
    try {
      const office = new Client(fresh.url);
      expect((await from(office, ADMIN.email, ADMIN.password)).status).toBe(200);
      for (let i = 0; i < 3; i++) {
        expect((await from(new Client(fresh.url), ADMIN.email, 'wrong guess')).status).toBe(401);
      }
      expect((await from(new Client(fresh.url), ADMIN.email, ADMIN.password)).status).toBe(429);
      expect((await from(office, ADMIN.email, ADMIN.password)).status).toBe(200);
      // The device counts its own failures: three wrong ones lock that device alone.
      for (let i = 0; i < 3; i++) expect((await from(office, ADMIN.email, 'a typo')).status).toBe(401);
      expect((await from(office, ADMIN.email, ADMIN.password)).status).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe('a full hashing pool', () => {
  it('refuses sign-ins from unknown devices at once with 503 and Retry-After, and still lets a known device in', async () => {
    const restart = await startTestServer({
      TRUST_PROXY: 'true',
      LOGIN_HASH_THREADS: '1',
      LOGIN_HASH_QUEUE: '1',
    });
    try {
      const office = new Client(restart.url);
      expect((await office.login()).status).toBe(200);
      const auditRows = async () => {
        await restart.app.audit.flush();
        const [rows] = await restart.app.sequelize.query('SELECT COUNT(*) AS n FROM audit_log');
        return Number((rows as { n: number | string }[])[0]!.n);
      };
      const before = await auditRows();
      // Six at once from six addresses: one is admitted, the others are refused without a hash.
      const timed = async (lang: string) => {
        const started = performance.now();
        const res = await from(new Client(restart.url), ADMIN.email, 'a guess at a password', lang);
        return { ...res, ms: performance.now() - started };
      };
      const flood = Array.from({ length: 6 }, (_, i) => timed(i % 2 ? 'ar' : 'en'));
      const officeAgain = from(office, ADMIN.email, ADMIN.password);
      const answers = await Promise.all(flood);
      const shed = answers.filter((a) => a.status === 503);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(1);
      expect(shed).toHaveLength(5);
      for (const a of shed) {
        expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(a.ms).toBeLessThan(Math.min(...answers.filter((x) => x.status === 401).map((x) => x.ms)));
      }
      expect(shed.map((a) => a.data.error)).toContain(
        'Too many sign-in attempts are arriving right now; try again in a few seconds',
      );
      expect(shed.map((a) => a.data.error)).toContain('تصل الآن محاولات دخول كثيرة؛ حاول مرة أخرى بعد لحظات');
      expect((await officeAgain).status).toBe(200);
      // A refusal changes nothing: the audit log holds the one failure and the office's sign-in.
      expect((await auditRows()) - before).toBe(2);
    } finally {
      await restart.close();
    }
  });
});
