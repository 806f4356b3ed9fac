import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../src/auth/admins';
import { ManualClock, MINUTE } from './clock';
import { ADMIN, Client, startTestServer, type TestServer } from './harness';

const clock = new ManualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '12' }, { clock });
});
afterAll(() => server.close());

const signedIn = async (client: Client) => (await client.get('/backend/admin/me.php')).data.authenticated as boolean;

describe('session lifetime', () => {
  it('uses a 256-bit random id', async () => {
    const client = new Client(server.url);
    await client.login();
    const id = client.cookie('mhs_sid')!;
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    const other = new Client(server.url);
    await other.login();
    expect(other.cookie('mhs_sid')).not.toBe(id);
  });

  it('ends after 30 idle minutes, server-side', async () => {
    const client = new Client(server.url);
    await client.login();
    clock.advance(29 * MINUTE);
    expect(await signedIn(client)).toBe(true);
    clock.advance(29 * MINUTE); // 29 minutes after the last request: still fine
    expect(await signedIn(client)).toBe(true);
    clock.advance(30 * MINUTE);
    expect(await signedIn(client)).toBe(false);
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(401);
  });

  it('ends 12 hours after sign-in even when used all the time', async () => {
    const client = new Client(server.url);
    await client.login();
    const replay = client.withSameCookies();
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      clock.advance(20 * MINUTE);
      expect(await signedIn(client), `after ${minutes} minutes`).toBe(true);
    }
    clock.advance(20 * MINUTE); // 12 hours since sign-in
    expect(await signedIn(client)).toBe(false);
    expect((await replay.get('/backend/admin/contacts.php')).status).toBe(401);
  });

  it("ends an admin's sessions when the password changes", async () => {
    const client = new Client(server.url);
    await client.login();
    expect(await signedIn(client)).toBe(true);
    await upsertAdmin(server.app.models, server.app.passwords, ADMIN.email, 'a brand new passphrase 42');
    expect(await signedIn(client)).toBe(false);
    expect((await client.login()).status).toBe(401);
    expect((await client.login(ADMIN.email, 'a brand new passphrase 42')).status).toBe(200);
    await upsertAdmin(server.app.models, server.app.passwords, ADMIN.email, ADMIN.password);
  });
});

describe('session cookie under HTTPS', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/, and HSTS is sent', async () => {
    const https = await startTestServer({ PUBLIC_BASE_URL: 'https://example.com', TRUST_PROXY: 'true' });
    try {
      const client = new Client(https.url);
      // The TLS-terminating reverse proxy in front says the original request was HTTPS.
      const viaProxy = await client.request('POST', '/backend/admin/login.php', {
        json: { email: ADMIN.email, password: ADMIN.password },
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(viaProxy.status).toBe(200);
      const cookie = viaProxy.headers.getSetCookie().find((c) => c.startsWith('__Host-mhs_sid='))!;
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; secure/i);
      expect(cookie).toMatch(/; httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).toMatch(/path=\//i);
      expect(cookie).not.toMatch(/domain=/i);
      expect(viaProxy.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      // A request the proxy did not mark as HTTPS cannot get the Secure cookie: refused, with the reason.
      const plain = await new Client(https.url).request('POST', '/backend/admin/login.php', {
        json: { email: ADMIN.email, password: ADMIN.password },
        headers: { 'Accept-Language': 'en' },
      });
      expect(plain.status).toBe(403);
      expect(plain.data.error).toMatch(/HTTPS only/);
      expect(plain.headers.getSetCookie()).toEqual([]);
    } finally {
      await https.close();
    }
  });
});

describe('restarts', () => {
  it('keep admins signed in when ADMIN_PASSWORD has not changed', async () => {
    const client = new Client(server.url);
    await client.login();
    expect(await upsertAdmin(server.app.models, server.app.passwords, ADMIN.email, ADMIN.password)).toBe('unchanged');
    expect(await signedIn(client)).toBe(true);
  });
});
