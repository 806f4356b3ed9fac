import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, startTestServer, type TestServer } from './harness';
import { ADMIN, AR, addColleague, adminClient, colleagueReady, signIn } from './staff-support';

// Sign-ins run scrypt at full strength (about a second on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminClient(server.url);
});
afterAll(() => server.close());

const account = (client: Client) => client.get('/backend/admin/account.php');
const update = (client: Client, body: unknown, headers: Record<string, string> = {}) =>
  client.post('/backend/admin/account.php', body, headers);

describe('my admin language', () => {
  it('is Arabic on an account that never chose one', async () => {
    expect((await account(admin)).data).toMatchObject({ email: ADMIN.email, language: 'ar' });
  });

  it('is kept on the account and follows the person to another sign-in', async () => {
    const { email } = await addColleague(admin, 'Sara');
    const first = await colleagueReady(server.url, email);
    const saved = await update(first, { language: 'en' });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data).toMatchObject({ email, name: 'Sara', language: 'en', mustChangePassword: false });
    // Another computer: a new session of the same person.
    const elsewhere = await signIn(server.url, email);
    expect(elsewhere.res.status).toBe(200);
    expect((await account(elsewhere.client)).data.language).toBe('en');
    // Someone else's account is untouched.
    expect((await account(admin)).data.language).toBe('ar');
    expect((await update(elsewhere.client, { language: 'ar' })).data.language).toBe('ar');
    expect((await account(first)).data.language).toBe('ar');
  });

  it.each([['fr'], ['EN'], [''], [1], [null], [['en']]])(
    'refuses language %j with a reason, changing nothing',
    async (language) => {
      await update(admin, { language: 'en' });
      const res = await update(admin, { language }, AR);
      expect(res.status).toBe(400);
      expect(res.data.error).toMatch(/^اللغة: /);
      expect((await account(admin)).data.language).toBe('en');
      await update(admin, { language: 'ar' });
    },
  );

  it('refuses a request that changes nothing', async () => {
    const res = await update(admin, {}, { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(res.data.error).toBe('Nothing to change: send name or language');
  });

  it('changes my own name and records it in the audit log', async () => {
    const res = await update(admin, { name: 'Admin Person' });
    expect(res.status).toBe(200);
    expect(res.data.name).toBe('Admin Person');
    const log = await admin.get('/backend/admin/audit.php?action=account.updated');
    expect(log.data.items[0]).toMatchObject({
      action: 'account.updated',
      details: { changes: { name: ['', 'Admin Person'] } },
    });
    expect((await update(admin, { name: '' })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await update(new Client(server.url), { language: 'en' })).status).toBe(401);
  });
});
