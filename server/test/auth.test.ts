import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Client, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ADMIN_CALLS: [string, string][] = [
  ['GET', '/backend/admin/contacts.php'],
  ['POST', '/backend/admin/contacts.php'],
  ['POST', '/backend/admin/contacts.php?id=1&_method=PUT'],
  ['POST', '/backend/admin/contacts.php?id=1&_method=DELETE'],
  ['GET', '/backend/admin/portfolio.php'],
  ['POST', '/backend/admin/portfolio.php'],
  ['POST', '/backend/admin/portfolio.php?id=1&_method=PUT'],
  ['POST', '/backend/admin/portfolio.php?id=1&_method=DELETE'],
  ['POST', '/backend/admin/upload.php'],
];

describe('admin sign-in and sessions', () => {
  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const client = new Client(server.url);
    const wrong = await client.login(ADMIN.email, 'not the password at all');
    const unknown = await client.login('nobody@example.com', ADMIN.password);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data.error).toBe(unknown.data.error);
    expect(client.cookieHeader).toBe('');
    expect((await client.get('/backend/admin/me.php')).data).toEqual({ authenticated: false });
  });

  it('refuses a login without email or password with 400', async () => {
    const res = await new Client(server.url).post('/backend/admin/login.php', { email: ADMIN.email });
    expect(res.status).toBe(400);
    expect(res.data.error).toMatch(/^password/);
  });

  it('signs in with {admin: {email}} and an HttpOnly, SameSite=Lax cookie; me.php says authenticated', async () => {
    const client = new Client(server.url);
    const res = await client.login(ADMIN.email.toUpperCase(), ADMIN.password);
    expect(res.status).toBe(200);
    // The spec's answer, with the role added.
    expect(res.data).toEqual({ admin: { email: ADMIN.email, role: 'owner' } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mhs_sid='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
    expect((await client.get('/backend/admin/me.php')).data).toEqual({
      authenticated: true,
      admin: { email: ADMIN.email, role: 'owner' },
    });
  });

  it('gives a new session id on sign-in (a planted id is worthless)', async () => {
    const client = new Client(server.url);
    await client.login();
    const first = client.cookie('mhs_sid');
    const attacker = client.withSameCookies();
    await client.login();
    const second = client.cookie('mhs_sid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // The old id no longer opens anything.
    expect((await attacker.get('/backend/admin/contacts.php')).status).toBe(401);
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(200);
  });

  it('makes the old cookie useless after logout, even when replayed', async () => {
    const client = new Client(server.url);
    await client.login();
    const replay = client.withSameCookies();
    const out = await client.post('/backend/admin/logout.php');
    expect(out.status).toBe(200);
    expect((await client.get('/backend/admin/me.php')).data.authenticated).toBe(false);
    expect((await replay.get('/backend/admin/contacts.php')).status).toBe(401);
    expect((await replay.get('/backend/admin/me.php')).data.authenticated).toBe(false);
  });

  it('logout without a session still answers 200', async () => {
    expect((await new Client(server.url).post('/backend/admin/logout.php')).status).toBe(200);
  });

  it.each(ADMIN_CALLS)('%s %s without a session → 401 {error}', async (method, path) => {
    const res = await new Client(server.url).request(method, path, method === 'GET' ? {} : { json: {} });
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ error: 'Sign-in required' });
  });

  it('ignores a forged cookie value', async () => {
    const client = new Client(server.url);
    client.setCookie('mhs_sid', 'forged-session-id');
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(401);
  });
});
