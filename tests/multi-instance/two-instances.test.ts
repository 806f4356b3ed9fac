import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_ADMIN, startServerProcess, type ServerProcess } from '../load/server-process';
import { validPortfolio } from '../../server/test/fixtures';
import { EventStreamReader } from '../../server/test/event-stream';
import { FIRST_PASSWORD, OWN_PASSWORD } from '../../server/test/staff-support';
import { cookieHeaderFor, CookieJar, fetchWithJar } from '../support/cookie-fetch';
import { createScratchDatabase, TEST_DATABASE_URL, type ScratchDatabase } from '../support/scratch-postgres';

if (!TEST_DATABASE_URL) {
  console.warn(
    'SKIPPED (not passed): two server instances on one PostgreSQL — set TEST_POSTGRES_URL=postgres://… (CI does; see tests/support/postgres-ci.sh)',
  );
}

/** One "browser" with its cookie jar: cookies are not tied to a port, so both instances get them. */
class Browser {
  private readonly jar = new CookieJar();
  private readonly fetch = fetchWithJar(this.jar);

  cookieHeaderFor(base: string): string {
    return cookieHeaderFor(this.jar, base);
  }

  async call(base: string, method: string, path: string, json?: unknown) {
    const res = await this.fetch(base + path, {
      method,
      headers: json === undefined ? {} : { 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const body = (await res.json()) as Record<string, unknown>;
    return { status: res.status, body };
  }
}

const contact = (message: string) => ({ name: 'عميل', phone: '0551234567', service: 'تنظيف', message });

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let db: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    db = await createScratchDatabase(TEST_DATABASE_URL!);
    // Started together on an empty database: they take turns migrating (db/connect.ts withStartupLock).
    const env = { DATABASE_URL: db.url };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('a message posted to instance A reaches a live stream open on instance B (LISTEN/NOTIFY)', async () => {
    const browser = new Browser();
    expect((await browser.call(b.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN)).status).toBe(200);
    const stream = await EventStreamReader.open(`${b.url}/backend/admin/events.php`, {
      cookie: browser.cookieHeaderFor(b.url),
    });
    try {
      expect(stream.status).toBe(200);
      const sent = await fetch(`${a.url}/backend/contact_submit.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...contact('عبر النسختين'), name: 'عميل النسخة أ' }),
      });
      const { id } = (await sent.json()) as { id: number };
      await stream.until(() => stream.ofType('contact.created').some((e) => e.id === id));
      expect(stream.ofType('contact.created').find((e) => e.id === id)).toMatchObject({ name: 'عميل النسخة أ' });
    } finally {
      stream.close();
    }
  });

  it('a publish on instance A is served by instance B (LISTEN/NOTIFY, then B renders the pages)', async () => {
    const office = new Browser();
    expect((await office.call(a.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN)).status).toBe(200);
    const { body: state } = await office.call(a.url, 'GET', '/backend/admin/content.php?section=company');
    const whatsapp = '966557778899';
    const draft = { ...(state.draft as Record<string, unknown>), whatsapp };
    const saved = await office.call(a.url, 'POST', '/backend/admin/content.php?section=company', {
      version: state.version,
      draft,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await office.call(a.url, 'POST', '/backend/admin/content-publish.php')).status).toBe(200);
    const page = async (server: ServerProcess) => (await fetch(`${server.url}/en/contact`)).text();
    expect(await page(a)).toContain(`https://wa.me/${whatsapp}`);
    // How soon is a row of npm run bench; here only that it comes.
    await expect.poll(() => page(b), { timeout: 30_000, interval: 200 }).toContain(`https://wa.me/${whatsapp}`);
  });

  it('accepts on the second instance a session signed in on the first', async () => {
    const browser = new Browser();
    const login = await browser.call(a.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN);
    expect(login.status).toBe(200);
    const me = await browser.call(b.url, 'GET', '/backend/admin/me.php');
    expect(me.body).toEqual({ authenticated: true, admin: { email: LOAD_ADMIN.email, role: 'owner' } });
    const list = await browser.call(b.url, 'GET', '/backend/admin/contacts.php');
    expect(list.status).toBe(200);
  });

  it('lists on both instances a contact sent to either', async () => {
    const visitor = new Browser();
    const marker = `multi-${Date.now()}`;
    expect((await visitor.call(a.url, 'POST', '/backend/contact_submit.php', contact(`${marker}-a`))).status).toBe(201);
    expect((await visitor.call(b.url, 'POST', '/backend/contact_submit.php', contact(`${marker}-b`))).status).toBe(201);

    const admin = new Browser();
    await admin.call(b.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN);
    for (const server of [a, b]) {
      const { body } = await admin.call(server.url, 'GET', '/backend/admin/contacts.php?limit=100');
      const messages = (body.items as { message: string }[]).map((i) => i.message);
      expect(messages).toEqual(expect.arrayContaining([`${marker}-a`, `${marker}-b`]));
    }
  });

  it('ends the session on every instance when the admin signs out on one', async () => {
    const browser = new Browser();
    await browser.call(a.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN);
    expect((await browser.call(b.url, 'GET', '/backend/admin/me.php')).body.authenticated).toBe(true);
    await browser.call(b.url, 'POST', '/backend/admin/logout.php');
    expect((await browser.call(a.url, 'GET', '/backend/admin/me.php')).body.authenticated).toBe(false);
  });

  it('refuses on one instance, at its very next call, a session ended on the other', async () => {
    const owner = new Browser();
    expect((await owner.call(a.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN)).status).toBe(200);
    const email = `colleague.${Date.now()}@example.com`;
    const added = await owner.call(a.url, 'POST', '/backend/admin/staff.php', {
      name: 'سارة',
      email,
      password: FIRST_PASSWORD,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = (added.body.item as { id: number }).id;
    const colleague = async (password = OWN_PASSWORD) => {
      const browser = new Browser();
      expect((await browser.call(b.url, 'POST', '/backend/admin/login.php', { email, password })).status).toBe(200);
      return browser;
    };
    const works = async (browser: Browser) => (await browser.call(a.url, 'GET', '/backend/admin/contacts.php')).status;
    const first = await colleague(FIRST_PASSWORD);
    const changed = await first.call(b.url, 'POST', '/backend/admin/account-password.php', {
      currentPassword: FIRST_PASSWORD,
      newPassword: OWN_PASSWORD,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    // Signed out on B: refused on A.
    const signedOut = await colleague();
    expect(await works(signedOut)).toBe(200);
    await signedOut.call(b.url, 'POST', '/backend/admin/logout.php');
    expect(await works(signedOut)).toBe(401);

    // The password changed from another session on B: refused on A.
    const [kept, other] = [await colleague(), await colleague()];
    expect(await works(other)).toBe(200);
    const again = await kept.call(b.url, 'POST', '/backend/admin/account-password.php', {
      currentPassword: OWN_PASSWORD,
      newPassword: `${OWN_PASSWORD} again`,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await works(other)).toBe(401);
    expect(await works(kept)).toBe(200);

    // The account disabled on B: refused on A.
    const disabled = await owner.call(b.url, 'POST', `/backend/admin/staff.php?id=${id}&_method=PUT`, {
      active: false,
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(await works(kept)).toBe(401);
  });

  it('applies a role changed on one instance at the next request on the other, and ends streams there at once', async () => {
    const owner = new Browser();
    expect((await owner.call(a.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN)).status).toBe(200);
    const email = `agent.${Date.now()}@example.com`;
    const added = await owner.call(a.url, 'POST', '/backend/admin/staff.php', {
      name: 'عادل',
      email,
      password: FIRST_PASSWORD,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = (added.body.item as { id: number; role: string }).id;
    expect((added.body.item as { role: string }).role).toBe('agent');
    const agent = new Browser();
    expect(
      (await agent.call(b.url, 'POST', '/backend/admin/login.php', { email, password: FIRST_PASSWORD })).status,
    ).toBe(200);
    const changed = await agent.call(b.url, 'POST', '/backend/admin/account-password.php', {
      currentPassword: FIRST_PASSWORD,
      newPassword: OWN_PASSWORD,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const remove = () => agent.call(b.url, 'POST', '/backend/admin/contacts.php?id=999999999&_method=DELETE');
    expect((await remove()).status).toBe(403);
    const role = (next: string) =>
      owner.call(a.url, 'POST', `/backend/admin/staff.php?id=${id}&_method=PUT`, { role: next });
    expect((await role('manager')).status).toBe(200);
    // Allowed now: the message does not exist.
    expect((await remove()).status).toBe(404);

    // Disabled on A: the live stream open on B ends at once (the heartbeat, 25 s, would be too late).
    const stream = await EventStreamReader.open(`${b.url}/backend/admin/events.php`, {
      cookie: agent.cookieHeaderFor(b.url),
    });
    expect(stream.status).toBe(200);
    const disabled = await owner.call(a.url, 'POST', `/backend/admin/staff.php?id=${id}&_method=PUT`, {
      active: false,
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    await stream.until(() => stream.ended, 1_000);
  });

  it('counts on one instance, at once, the messages changed through the other', async () => {
    const admin = new Browser();
    await admin.call(a.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN);
    const total = async (folder: string) =>
      (await admin.call(a.url, 'GET', `/backend/admin/contacts.php?limit=1&folder=${folder}`)).body.total as number;
    expect((await admin.call(b.url, 'POST', '/backend/contact_submit.php', contact('counted'))).status).toBe(201);
    const [inbox, spam] = [await total('inbox'), await total('spam')];
    expect(await total('inbox')).toBe(inbox);

    const sent = await admin.call(b.url, 'POST', '/backend/contact_submit.php', contact('counted at once'));
    expect(sent.status).toBe(201);
    expect(await total('inbox')).toBe(inbox + 1);
    const id = sent.body.id as number;
    const moved = await admin.call(b.url, 'POST', `/backend/admin/contact-status.php?id=${id}`, { spam: true });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect([await total('inbox'), await total('spam')]).toEqual([inbox, spam + 1]);
    const back = await admin.call(b.url, 'POST', `/backend/admin/contact-status.php?id=${id}`, { spam: false });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect([await total('inbox'), await total('spam')]).toEqual([inbox + 1, spam]);
    expect((await admin.call(b.url, 'POST', `/backend/admin/contacts.php?id=${id}&_method=DELETE`)).status).toBe(200);
    expect(await total('inbox')).toBe(inbox);
  });

  it('shows on one instance, at its next read of the same page, a message changed through the other', async () => {
    const admin = new Browser();
    await admin.call(a.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN);
    const sent = await admin.call(b.url, 'POST', '/backend/contact_submit.php', contact('listed on both'));
    expect(sent.status).toBe(201);
    const id = sent.body.id as number;
    const listed = async () => {
      const page = await admin.call(a.url, 'GET', '/backend/admin/contacts.php?limit=5');
      expect(page.status).toBe(200);
      return (page.body.items as { id: number; status: string; notes_count: number }[]).find((c) => c.id === id);
    };
    expect(await listed()).toMatchObject({ status: 'new', notes_count: 0 });
    expect(await listed()).toMatchObject({ status: 'new', notes_count: 0 });

    const moved = await admin.call(b.url, 'POST', `/backend/admin/contact-status.php?id=${id}`, {
      status: 'contacted',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await listed()).toMatchObject({ status: 'contacted', notes_count: 0 });
    const noted = await admin.call(b.url, 'POST', `/backend/admin/contact-notes.php?contact_id=${id}`, {
      body: 'Called',
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(201);
    expect(await listed()).toMatchObject({ status: 'contacted', notes_count: 1 });
  });

  it('shows a portfolio change made on one instance in the public list of the other within seconds', async () => {
    const admin = new Browser();
    await admin.call(a.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN);
    const publicTitles = async (base: string) => {
      const res = await fetch(`${base}/backend/portfolio.php?lang=en`);
      return ((await res.json()) as { title: string }[]).map((i) => i.title);
    };
    // Fill b's cache first, so the change must get past it.
    const before = await publicTitles(b.url);
    const title = `Shared item ${Date.now()}`;
    const created = await admin.call(a.url, 'POST', '/backend/admin/portfolio.php', {
      ...validPortfolio,
      category: 'cleaning',
      title_en: title,
    });
    expect(created.status).toBe(201);
    expect(before).not.toContain(title);
    // The instance that made the change drops its cache at once.
    expect(await publicTitles(a.url)).toContain(title);
    // The other one trusts its cache for at most PORTFOLIO_CACHE_TTL_MS (2 s).
    const deadline = Date.now() + 5_000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      seen = (await publicTitles(b.url)).includes(title);
      if (!seen) await new Promise((r) => setTimeout(r, 200));
    }
    expect(seen).toBe(true);
  });
});
