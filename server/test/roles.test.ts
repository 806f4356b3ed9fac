import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PREFIX, API } from '@shared/api/contract';
import { CALL_ROLES, NO_SESSION_CALLS, ROLES, type Role } from '@shared/api/roles';
import { EventStreamReader } from './event-stream';
import { validAdminContact, validPortfolio } from './fixtures';
import { Client, startTestServer, type TestServer } from './harness';
import { addColleague, adminClient, colleagueReady, OWN_PASSWORD } from './staff-support';

// Three people sign in and change their first passwords (scrypt at full strength).
vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
const people = {} as Record<Role, Client>;
const ids = {} as Record<Role, number>;
beforeAll(async () => {
  server = await startTestServer();
  people.owner = await adminClient(server.url);
  ids.owner = (await server.app.models.Admin.findOne({ where: { role: 'owner' } }))!.id;
  for (const role of ['manager', 'agent'] as const) {
    const added = await addColleague(people.owner, role === 'manager' ? 'منيرة' : 'عادل', undefined, role);
    ids[role] = added.id;
    people[role] = await colleagueReady(server.url, added.email);
  }
});
afterAll(() => server.close());

const NOT_ALLOWED = { ar: 'دورك لا يسمح بهذا الإجراء', en: 'Your role does not allow this' };
const CALL_BY_ROUTE = new Map(Object.entries(API).map(([name, call]) => [`${call.method} ${call.path}`, name]));

/** The admin calls as the server mounts them (read from its routers), but signing in and out. */
function guardedRoutes(): { name: string; method: string; path: string }[] {
  const noSession = new Set<string>(NO_SESSION_CALLS);
  return server.app
    .routes()
    .filter((route) => route.path.startsWith(`${ADMIN_PREFIX}/`))
    .map((route) => ({ ...route, name: CALL_BY_ROUTE.get(`${route.method} ${route.path}`) ?? '(not in the contract)' }))
    .filter((route) => !noSession.has(route.name));
}

/**
 * Makes a call the harmless way: an id that does not exist, an empty body. An allowed call answers
 * 200, 400 or 404 and changes nothing; a refused one answers 403. The live stream is opened and closed.
 */
async function callAs(client: Client, route: { method: string; path: string }, language: 'ar' | 'en') {
  const headers = { 'Accept-Language': language };
  if (route.path === API.events.path) {
    const stream = await EventStreamReader.open(server.url + route.path, { ...headers, cookie: client.cookieHeader });
    stream.close();
    return { status: stream.status, data: undefined };
  }
  const override = route.method === 'PUT' || route.method === 'DELETE' ? `&_method=${route.method}` : '';
  const url = `${route.path}?id=999999999&contact_id=999999999&version=999999${override}`;
  return route.method === 'GET'
    ? client.request('GET', url, { headers })
    : client.request('POST', url, { json: {}, headers });
}

describe('one table of who may make which call', () => {
  it('has a rule for every admin call the server mounts, and no rule for a call it does not', () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !Object.hasOwn(CALL_ROLES, route.name)).map((r) => r.name)).toEqual([]);
    expect(Object.keys(CALL_ROLES).sort()).toEqual(routes.map((route) => route.name).sort());
  });

  it('says what the office agreed: owners everything, managers no staff or settings, agents no delete or export', () => {
    const ownerOnly = [
      'staff',
      'staffCreate',
      'staffUpdate',
      'auditExport',
      'notifications',
      'notificationSettings',
      'notificationSettingsClear',
      'notificationTest',
      'backups',
      'demoDataRemove',
      'goLive',
      'mfaPolicy',
      'mfaPolicyUpdate',
      'staffMfaReset',
    ];
    const notAgents = [
      'contactDelete',
      'contactsExport',
      'portfolioCreate',
      'portfolioUpdate',
      'portfolioDelete',
      'upload',
      'contentSave',
      'contentPublish',
      'contentRestore',
      'audit',
      'customerMerge',
      'customerSplit',
      'visitDelete',
      'reports',
      'reportsExport',
      'bookingSettings',
      'bookingSettingsSave',
    ];
    for (const [call, roles] of Object.entries(CALL_ROLES)) {
      const expected = ownerOnly.includes(call) ? ['owner'] : notAgents.includes(call) ? ['owner', 'manager'] : ROLES;
      expect([...roles].sort(), call).toEqual([...expected].sort());
    }
  });

  // Every admin call × every role, through the real server; generated from its routers, so a new call
  // without a rule is refused to everyone and fails the first test above.
  describe.each(ROLES)('as %s', (role) => {
    it('is let through to the calls the table allows, and refused every other one in the request’s language', async () => {
      const wrong: string[] = [];
      let n = 0;
      for (const route of guardedRoutes()) {
        const language = n++ % 2 === 0 ? 'ar' : 'en';
        const res = await callAs(people[role], route, language);
        const allowed = CALL_ROLES[route.name as keyof typeof CALL_ROLES].includes(role);
        const refused = res.status === 403 && res.data?.error === NOT_ALLOWED[language];
        if (allowed === refused || (allowed && res.status >= 500)) wrong.push(`${route.name}: ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });
  });
});

describe('a refused call', () => {
  it('changes nothing, and is kept in the audit log', async () => {
    const agent = people.agent;
    const contact = await people.owner.post('/backend/admin/contacts.php', validAdminContact);
    const contactId = contact.data.item.id as number;
    const work = await people.owner.post('/backend/admin/portfolio.php', validPortfolio);
    const workId = work.data.item.id as number;
    const uploads = () => readdirSync(path.join(server.dataDir, 'uploads')).sort();
    const uploadsBefore = uploads();
    const deniedBefore = await server.app.models.Admin.sequelize!.query(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'access.denied'",
      { plain: true },
    );

    const attempts = [
      agent.post(`/backend/admin/contacts.php?id=${contactId}&_method=DELETE`),
      agent.get('/backend/admin/contacts-export.php'),
      agent.post(`/backend/admin/portfolio.php?id=${workId}&_method=PUT`, { ...validPortfolio, title_ar: 'تغيير' }),
      agent.post(`/backend/admin/staff.php?id=${ids.agent}&_method=PUT`, { role: 'owner' }),
      agent.post('/backend/admin/staff.php', { name: 'دخيل', email: 'intruder@example.com', password: 'x' }),
      agent.post('/backend/admin/content-publish.php'),
      people.manager.get('/backend/admin/staff.php'),
      people.manager.get('/backend/admin/notifications.php'),
      people.manager.get('/backend/admin/backups.php'),
      agent.get('/backend/admin/backups.php'),
      people.manager.get('/backend/admin/go-live.php'),
      agent.get('/backend/admin/go-live.php'),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 403));
    expect(answers.map((a) => a.data.error)).toEqual(answers.map(() => NOT_ALLOWED.en));
    // The CSV was not sent: only the error.
    expect(answers[1]!.headers.get('content-type')).toMatch(/^application\/json/);

    expect(await server.app.models.Contact.findByPk(contactId)).not.toBeNull();
    expect((await server.app.models.PortfolioItemModel.findByPk(workId))!.title_ar).toBe(validPortfolio.title_ar);
    expect((await server.app.models.Admin.findByPk(ids.agent))!.role).toBe('agent');
    expect(await server.app.models.Admin.count({ where: { email: 'intruder@example.com' } })).toBe(0);
    expect(uploads()).toEqual(uploadsBefore);
    const upload = new FormData();
    upload.append('image', new Blob([new Uint8Array(10)], { type: 'image/png' }), 'x.png');
    expect((await agent.request('POST', '/backend/admin/upload.php', { body: upload })).status).toBe(403);
    expect(uploads()).toEqual(uploadsBefore);

    await server.app.audit.flush();
    const deniedAfter = await server.app.models.Admin.sequelize!.query(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'access.denied'",
      { plain: true },
    );
    expect(Number(deniedAfter!.n) - Number(deniedBefore!.n)).toBe(attempts.length + 1);
  });
});

describe('a change of role', () => {
  it('counts from the person’s next request, which tells their screens the new role', async () => {
    const { id, email } = await addColleague(people.owner, 'رنا');
    const rana = await colleagueReady(server.url, email);
    const exportAsRana = () => rana.get('/backend/admin/contacts-export.php');
    const before = await exportAsRana();
    expect(before.status).toBe(403);
    expect(before.headers.get('x-staff-role')).toBe('agent');
    await people.owner.post(`/backend/admin/staff.php?id=${id}&_method=PUT`, { role: 'manager' });
    const after = await exportAsRana();
    expect(after.status).toBe(200);
    expect(after.headers.get('x-staff-role')).toBe('manager');
    expect((await rana.get('/backend/admin/account.php')).data.role).toBe('manager');
    await people.owner.post(`/backend/admin/staff.php?id=${id}&_method=PUT`, { role: 'agent' });
    expect((await exportAsRana()).status).toBe(403);
  });
});

describe('the live stream', () => {
  const open = (client: Client) =>
    EventStreamReader.open(`${server.url}${API.events.path}`, { cookie: client.cookieHeader });

  it('carries to each person only the events their role may read', async () => {
    const [owner, manager, agent] = await Promise.all([open(people.owner), open(people.manager), open(people.agent)]);
    try {
      const { id } = await addColleague(people.owner, 'هالة');
      // A message after the staff change: once it has arrived, everything before it has too.
      const contact = await people.owner.post('/backend/admin/contacts.php', validAdminContact);
      const messageId = contact.data.item.id as number;
      for (const stream of [owner, manager, agent]) {
        await stream.until(() => stream.ofType('contact.created').some((e) => e.id === messageId));
      }
      expect(owner.ofType('staff.changed')).toContainEqual({ id });
      expect(manager.ofType('staff.changed')).toEqual([]);
      expect(agent.ofType('staff.changed')).toEqual([]);
    } finally {
      [owner, manager, agent].forEach((stream) => stream.close());
    }
  });

  it('ends within a second of signing out, of the session being ended elsewhere, or of the account being disabled', async () => {
    const { id, email } = await addColleague(people.owner, 'سلمى');
    const salma = await colleagueReady(server.url, email);
    const within = async (stream: EventStreamReader, act: () => Promise<unknown>) => {
      expect(stream.status).toBe(200);
      const started = Date.now();
      await act();
      await stream.until(() => stream.ended, 1_000);
      return Date.now() - started;
    };
    // The server's heartbeat (which would also find an ended session) is 25 s: these end sooner.
    const signOut = await within(await open(salma), () => salma.post('/backend/admin/logout.php'));
    expect(signOut).toBeLessThan(1_000);

    const phone = await signInAgain(email);
    const laptop = await signInAgain(email);
    await within(await open(phone), () => laptop.post('/backend/admin/sessions.php?others=1&_method=DELETE'));

    const again = await signInAgain(email);
    await within(await open(again), () =>
      people.owner.post(`/backend/admin/staff.php?id=${id}&_method=PUT`, { active: false }),
    );
  });
});

async function signInAgain(email: string): Promise<Client> {
  const client = new Client(server.url);
  const res = await client.request('POST', '/backend/admin/login.php', {
    json: { email, password: OWN_PASSWORD },
  });
  expect(res.status).toBe(200);
  return client;
}
