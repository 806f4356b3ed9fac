import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseSessionStore } from '../src/sessions/store';
import { EventStreamReader } from './event-stream';
import { Client, startTestServer, type TestServer } from './harness';
import { AR, addColleague, adminClient, colleagueReady, OWN_PASSWORD, signIn } from './staff-support';

vi.setConfig({ testTimeout: 120_000 });

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) lamsat-admin/1.0.0 Chrome/140.0.0.0 Electron/45.4.1 Safari/537.36';
const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  // A heartbeat far away: a stream that ends here ended because its session was ended, not at a heartbeat.
  server = await startTestServer({}, { eventsHeartbeatMs: 600_000 });
  admin = await adminClient(server.url);
});
afterAll(() => server.close());

/** One colleague signed in three times: from the desktop app, from Firefox, and once more. */
async function threeSessions() {
  const { email } = await addColleague(admin);
  const first = await colleagueReady(server.url, email, { 'User-Agent': DESKTOP_UA });
  const second = (await signIn(server.url, email, OWN_PASSWORD, { 'User-Agent': FIREFOX_UA })).client;
  const third = (await signIn(server.url, email)).client;
  return { email, first, second, third };
}

const sessionsOf = async (client: Client) => {
  const res = await client.get('/backend/admin/sessions.php');
  expect(res.status).toBe(200);
  return res.data.items as { id: string; device: { app: string; browser: string; os: string }; current: boolean }[];
};
const cookieOf = (client: Client) => client.cookie('mhs_sid')!;

describe('my sessions', () => {
  it('lists device, address and last seen, marks this one, and never shows a cookie', async () => {
    const { first, second } = await threeSessions();
    const res = await first.get('/backend/admin/sessions.php');
    const items = res.data.items as Record<string, unknown>[];
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['address', 'current', 'device', 'id', 'lastSeenAt']);
      expect(item.address).toBe('127.0.0.1');
      expect(Date.now() - Date.parse(item.lastSeenAt as string)).toBeLessThan(120_000);
    }
    expect(items.filter((i) => i.current)).toHaveLength(1);
    expect(items.find((i) => i.current)!.device).toEqual({ app: 'desktop', browser: '', os: 'Windows' });
    expect(items.map((i) => i.device)).toContainEqual({ app: 'browser', browser: 'Firefox', os: 'Linux' });
    const text = JSON.stringify(res.data);
    for (const client of [first, second]) {
      const signedValue = cookieOf(client);
      expect(text).not.toContain(signedValue);
      expect(text).not.toContain(decodeURIComponent(signedValue));
    }
    // Another person's list is their own.
    expect((await sessionsOf(admin)).every((s) => !items.some((i) => i.id === s.id))).toBe(true);
  });

  it('signs out one other session by its id: that session is refused at once, the rest go on', async () => {
    const { first, second, third } = await threeSessions();
    const target = (await sessionsOf(second)).find((s) => s.current)!;
    const res = await first.post(`/backend/admin/sessions.php?id=${target.id}&_method=DELETE`);
    expect(res.status).toBe(200);
    expect((await second.get('/backend/admin/contacts.php')).status).toBe(401);
    expect((await first.get('/backend/admin/contacts.php')).status).toBe(200);
    expect((await third.get('/backend/admin/contacts.php')).status).toBe(200);
    expect(await sessionsOf(first)).toHaveLength(2);
    // Someone else's session cannot be named: it is not among mine.
    const adminSession = (await sessionsOf(admin))[0]!;
    const foreign = await first.request('POST', `/backend/admin/sessions.php?id=${adminSession.id}&_method=DELETE`, {
      headers: AR,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.data.error).toBe('الجلسة غير موجودة أو انتهت');
    expect((await admin.get('/backend/admin/contacts.php')).status).toBe(200);
    for (const bad of ['', '?id=', '?id=short', '?others=2', '?id=a&id=b']) {
      const sep = bad ? '&' : '?';
      const answer = await first.post(`/backend/admin/sessions.php${bad}${sep}_method=DELETE`);
      expect(answer.status, bad).toBe(400);
    }
  });

  it('signs out everywhere else and keeps this one', async () => {
    const { first, second, third } = await threeSessions();
    const res = await third.post('/backend/admin/sessions.php?others=1&_method=DELETE');
    expect(res.data).toEqual({ ok: true, ended: 2 });
    expect((await first.get('/backend/admin/contacts.php')).status).toBe(401);
    expect((await second.get('/backend/admin/contacts.php')).status).toBe(401);
    expect(await sessionsOf(third)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('a password change ends every other session of mine and keeps this one', async () => {
    const { email, first, second, third } = await threeSessions();
    const res = await first.post('/backend/admin/account-password.php', {
      currentPassword: OWN_PASSWORD,
      newPassword: 'a changed phrase of mine 314',
    });
    expect(res.status).toBe(200);
    expect((await first.get('/backend/admin/contacts.php')).status).toBe(200);
    expect((await second.get('/backend/admin/contacts.php')).status).toBe(401);
    expect((await third.get('/backend/admin/contacts.php')).status).toBe(401);
    expect((await signIn(server.url, email)).res.status).toBe(401);
    expect((await signIn(server.url, email, 'a changed phrase of mine 314')).res.status).toBe(200);
    const same = await first.request('POST', '/backend/admin/account-password.php', {
      json: { currentPassword: 'a changed phrase of mine 314', newPassword: 'a changed phrase of mine 314' },
      headers: AR,
    });
    expect(same.status).toBe(400);
    expect(same.data.error).toBe('كلمة المرور الجديدة هي نفسها الحالية؛ اختر كلمة مختلفة');
  });

  it('a request that was in flight when its session ended cannot bring the session back', async () => {
    const { first, second } = await threeSessions();
    const id = decodeURIComponent(second.cookie('mhs_sid')!);
    const row = await server.app.models.SessionRecord.findByPk(id);
    const target = (await sessionsOf(second)).find((s) => s.current)!;
    await first.post(`/backend/admin/sessions.php?id=${target.id}&_method=DELETE`);
    // What koa-session writes at the end of that request (lastSeenAt moved on): it must not re-create the row.
    const store = databaseSessionStore(server.app.models, server.app.reads);
    const data = { ...JSON.parse(row!.data), lastSeenAt: Date.now() };
    await store.set(id, data, 3_600_000, { ctx: { state: {} } as never });
    expect(await server.app.models.SessionRecord.findByPk(id)).toBeNull();
    expect((await second.get('/backend/admin/contacts.php')).status).toBe(401);
  });

  it('a session signed out from elsewhere, or whose account is disabled, loses its live stream at once', async () => {
    const { email, first, second } = await threeSessions();
    const open = (client: Client) =>
      EventStreamReader.open(`${server.url}/backend/admin/events.php`, { cookie: client.cookieHeader });
    const secondStream = await open(second);
    expect(secondStream.status).toBe(200);
    const target = (await sessionsOf(second)).find((s) => s.current)!;
    await first.post(`/backend/admin/sessions.php?id=${target.id}&_method=DELETE`);
    await secondStream.until(() => secondStream.ended, 5_000);

    const firstStream = await open(first);
    const id = (await admin.get('/backend/admin/staff.php')).data.items.find(
      (s: { email: string }) => s.email === email,
    ).id as number;
    await admin.post(`/backend/admin/staff.php?id=${id}&_method=PUT`, { active: false });
    await firstStream.until(() => firstStream.ended, 5_000);
    expect((await open(first)).status).toBe(401);
  });
});
