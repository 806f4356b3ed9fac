import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_ADMIN, startServerProcess, type ServerProcess } from '../load/server-process';
import { validPortfolio } from '../../server/test/fixtures';
import { EventStreamReader } from '../../server/test/event-stream';
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

  it('accepts on the second instance a session signed in on the first', async () => {
    const browser = new Browser();
    const login = await browser.call(a.url, 'POST', '/backend/admin/login.php', LOAD_ADMIN);
    expect(login.status).toBe(200);
    const me = await browser.call(b.url, 'GET', '/backend/admin/me.php');
    expect(me.body).toEqual({ authenticated: true, admin: { email: LOAD_ADMIN.email } });
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
