import { QueryTypes } from 'sequelize';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY } from '../src/notify/email-notifier';
import { ManualClock, MINUTE } from './clock';
import { builtSiteDir, Client, startTestServer, validContact, type TestServer } from './harness';
import { logSink } from './log-sink';
import { SmtpInbox } from './smtp-inbox';

// The password has characters that must be URL-encoded, and a marker no other text contains.
const ACCOUNT = { user: 'office@lamsat.example', pass: 'p@ss:w0rd/SECRET-7731' };
const RECIPIENTS = ['office@lamsat.example', 'manager@lamsat.example'];
const BASE = 'http://office.example:3000';
const SUBMIT = '/backend/contact_submit.php';
const STATUS = '/backend/admin/notifications.php';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function startInbox(account: { user: string; pass: string } | null = ACCOUNT): Promise<SmtpInbox> {
  const inbox = await SmtpInbox.start(account);
  cleanup.push(() => inbox.stop());
  return inbox;
}

async function startServer(...args: Parameters<typeof startTestServer>): Promise<TestServer> {
  const server = await startTestServer(...args);
  cleanup.push(() => server.close());
  return server;
}

const mailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  NOTIFY_EMAIL_TO: RECIPIENTS.join(', '),
  PUBLIC_BASE_URL: BASE,
});

async function outbox(server: TestServer) {
  return server.app.sequelize.query<{
    id: number;
    contact_id: number;
    attempts: number;
    sent_at: unknown;
    last_error: string;
  }>('SELECT id, contact_id, attempts, sent_at, last_error FROM email_outbox ORDER BY id', { type: QueryTypes.SELECT });
}

async function status(server: TestServer) {
  const admin = new Client(server.url);
  await admin.login();
  const res = await admin.get(STATUS);
  expect(res.status).toBe(200);
  return res.data.email;
}

/** The contact id in an e-mail's admin link. */
const linkedId = (text: string) => Number(/\/admin\/contacts\?id=(\d+)/.exec(text)?.[1]);

describe('e-mail to the office', () => {
  it('sends an Arabic, right-to-left e-mail with every field, a tap-to-call phone and the admin link', async () => {
    const inbox = await startInbox();
    const server = await startServer(mailEnv(inbox.url()));
    const sent = await new Client(server.url).post(SUBMIT, {
      ...validContact,
      name: 'نورة <الحربي>',
      phone: '0551234567',
      email: 'noura@example.com',
      service: 'تنظيف كنب',
      message: 'السطر الأول\nالسطر الثاني & المزيد',
      preferredTime: 'بعد العصر',
      urgency: 'urgent',
    });
    expect(sent.status).toBe(201);
    const [mail] = await inbox.until(1);
    const { parsed } = mail!;
    const link = `${BASE}/admin/contacts?id=${sent.data.id}`;

    expect(mail!.to).toEqual(RECIPIENTS);
    expect(mail!.from).toBe(ACCOUNT.user);
    expect(parsed.subject).toBe('عاجل: رسالة جديدة من نورة <الحربي>');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    // Two parts, both UTF-8: HTML for mail programs, plain text for the rest.
    expect(mail!.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);

    const html = parsed.html as string;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('نورة &lt;الحربي&gt;'); // what the customer typed is text, never markup
    expect(html).toContain('href="tel:+966551234567"');
    for (const shown of ['الجوال', 'تنظيف كنب', 'درجة الاستعجال', 'عاجل', 'بعد العصر', 'noura@example.com']) {
      expect(html).toContain(shown);
    }
    expect(html).toContain('السطر الأول<br>السطر الثاني &amp; المزيد');
    expect(html).toContain(`href="${link}"`);

    const text = parsed.text!;
    for (const line of [
      'الاسم: نورة <الحربي>',
      'الجوال: 0551234567',
      'الخدمة: تنظيف كنب',
      'درجة الاستعجال: عاجل',
      'الوقت المفضل: بعد العصر',
      'الرسالة: السطر الأول\nالسطر الثاني & المزيد',
      `فتح الرسالة في لوحة الإدارة: ${link}`,
    ]) {
      expect(text).toContain(line);
    }

    await server.app.emailNotifier!.sendDue(); // the run that sent it has marked it sent
    expect(await status(server)).toEqual({
      configured: true,
      recipients: 2,
      lastSentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      waiting: 0,
      failing: 0,
      lastError: '',
      lastFailedAt: null,
      settings: { source: 'environment', saved: null },
    });
  });

  it("is signed with the company's name as published in the admin", async () => {
    const inbox = await startInbox();
    const server = await startServer({ ...mailEnv(inbox.url()), SITE_DIR: builtSiteDir() });
    const admin = new Client(server.url);
    await admin.login();
    const { version, draft } = (await admin.get('/backend/admin/content.php?section=company')).data;
    const renamed = { ...draft, shortName: { ...draft.shortName, ar: 'لمسة طيبة' } };
    expect((await admin.post('/backend/admin/content.php?section=company', { version, draft: renamed })).status).toBe(
      200,
    );
    expect((await admin.post('/backend/admin/content-publish.php')).status).toBe(200);

    expect((await new Client(server.url).post(SUBMIT, validContact)).status).toBe(201);
    const [mail] = await inbox.until(1);
    expect(mail!.parsed.from?.value[0]?.name).toBe('لمسة طيبة');
    expect(mail!.parsed.text).toContain('أُرسلت هذه الرسالة تلقائيًا من موقع لمسة طيبة');
    // A publish renders every page of the site: seconds on a calm machine, far more on a busy one.
  }, 60_000);

  it('announces each message of a group insert once, under its own id, and nothing held as spam', async () => {
    const inbox = await startInbox();
    const server = await startServer(mailEnv(inbox.url()));
    const visitor = new Client(server.url);
    // Sent together, so the form's group insert stores them in one statement and one transaction.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        visitor.post(SUBMIT, { ...validContact, name: `عميل ${i}`, ...(i % 3 === 0 ? { website: 'bot' } : {}) }),
      ),
    );
    const kept = results.filter((_, i) => i % 3 !== 0).map((r) => r.data.id as number);
    const mails = await inbox.until(kept.length);
    await server.app.emailNotifier!.sendDue();
    expect(inbox.received).toHaveLength(kept.length);
    const byId = new Map(mails.map((m) => [linkedId(m.parsed.text!), m.parsed.subject]));
    results.forEach((r, i) => {
      if (i % 3 === 0) expect(byId.has(r.data.id)).toBe(false);
      else expect(byId.get(r.data.id)).toBe(`رسالة جديدة من عميل ${i}`);
    });
    const rows = await outbox(server);
    expect(rows.map((r) => r.contact_id)).toEqual(kept.sort((a, b) => a - b));
    // Numbered without gaps: no row was ever written for the spam (and dropped later).
    expect(rows.map((r) => Number(r.id))).toEqual(kept.map((_, i) => i + 1));
  });

  it('without SMTP_URL and NOTIFY_EMAIL_TO sends nothing and fails nothing', async () => {
    const server = await startServer();
    const sent = await new Client(server.url).post(SUBMIT, validContact);
    expect(sent.status).toBe(201);
    expect(await outbox(server)).toEqual([]);
    expect(await status(server)).toEqual({
      configured: false,
      recipients: 0,
      lastSentAt: null,
      waiting: 0,
      failing: 0,
      lastError: '',
      lastFailedAt: null,
      settings: { source: 'none', saved: null },
    });
  });

  it('keeps retrying with growing delays while the mail server is down, and sends once when it is back', async () => {
    const inbox = await startInbox();
    await inbox.stop(); // down before the message arrives
    const clock = new ManualClock();
    const logs = logSink();
    // The timer stays out of the way: the test moves the clock and runs the worker itself.
    const server = await startServer(mailEnv(inbox.url()), { clock, emailPollMs: 3_600_000 }, logs.log);
    const notifier = server.app.emailNotifier!;
    const sent = await new Client(server.url).post(SUBMIT, { ...validContact, name: 'سعد' });
    expect(sent.status).toBe(201);

    // An hour, minute by minute: attempts at 0, 1, 2, 4, 8, 16, 31 and 46 minutes (30 s doubling, at most 15 min).
    for (let minute = 0; minute <= 60; minute++) {
      await notifier.sendDue();
      clock.advance(MINUTE);
    }
    const [row] = await outbox(server);
    expect(row).toMatchObject({ contact_id: sent.data.id, attempts: 8, sent_at: null });
    expect(row!.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    const failing = await status(server);
    expect(failing).toMatchObject({ configured: true, waiting: 1, failing: 1, lastSentAt: null });
    expect(failing.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);

    await inbox.resume();
    for (let minute = 0; minute < 60; minute++) {
      await notifier.sendDue();
      clock.advance(MINUTE);
    }
    expect(inbox.received).toHaveLength(1);
    expect(linkedId(inbox.received[0]!.parsed.text!)).toBe(sent.data.id);
    expect(await status(server)).toMatchObject({ waiting: 0, failing: 0, lastError: '' });
    expect((await outbox(server))[0]!.attempts).toBe(9);
    expect(logs.text()).toContain('e-mail to the office failed');
    expect(logs.text()).not.toContain('SECRET-7731');
  });

  it('records a refused sign-in without ever storing, showing or logging the password', async () => {
    const inbox = await startInbox();
    const logs = logSink();
    const wrong = 'wr0ng:p@ss/SECRET-4410';
    const server = await startServer(mailEnv(inbox.url(ACCOUNT.user, wrong)), {}, logs.log);
    await new Client(server.url).post(SUBMIT, validContact);
    await server.app.emailNotifier!.sendDue();
    const shown = await status(server);
    expect(shown).toMatchObject({ configured: true, waiting: 1, failing: 1 });
    expect(shown.lastError).toMatch(/EAUTH/);
    expect(inbox.received).toEqual([]);
    const stored = JSON.stringify(await outbox(server));
    for (const form of [wrong, encodeURIComponent(wrong), Buffer.from(wrong).toString('base64')]) {
      expect(JSON.stringify(shown)).not.toContain(form);
      expect(stored).not.toContain(form);
      expect(logs.text()).not.toContain(form);
    }
    expect(logs.text()).not.toContain('SECRET-4410');
  });

  it('stores the message and its outbox row together or not at all', async () => {
    const inbox = await startInbox();
    const server = await startServer(mailEnv(inbox.url()));
    const count = async () =>
      Number(
        (
          await server.app.sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM contacts', {
            type: QueryTypes.SELECT,
          })
        )[0]!.n,
      );
    const before = await count();
    // The outbox cannot be written: the message must not be stored without it.
    await server.app.sequelize.query('ALTER TABLE email_outbox RENAME TO email_outbox_away');
    const refused = await new Client(server.url).post(SUBMIT, validContact);
    expect(refused.status).toBe(500);
    expect(await count()).toBe(before);

    await server.app.sequelize.query('ALTER TABLE email_outbox_away RENAME TO email_outbox');
    const stored = await new Client(server.url).post(SUBMIT, validContact);
    expect(stored.status).toBe(201);
    expect(await count()).toBe(before + 1);
    expect(linkedId((await inbox.until(1))[0]!.parsed.text!)).toBe(stored.data.id);
  });

  it('sends nothing for a message deleted or moved to spam before its e-mail went out', async () => {
    const inbox = await startInbox();
    await inbox.stop();
    const clock = new ManualClock();
    const server = await startServer(mailEnv(inbox.url()), { clock, emailPollMs: 3_600_000 });
    const visitor = new Client(server.url);
    const deleted = (await visitor.post(SUBMIT, { ...validContact, name: 'يحذف' })).data.id;
    const spam = (await visitor.post(SUBMIT, { ...validContact, name: 'مزعج' })).data.id;
    const kept = (await visitor.post(SUBMIT, { ...validContact, name: 'يبقى' })).data.id;
    await server.app.emailNotifier!.sendDue();
    const admin = new Client(server.url);
    await admin.login();
    expect((await admin.post(`/backend/admin/contacts.php?id=${deleted}&_method=DELETE`)).status).toBe(200);
    expect((await admin.post(`/backend/admin/contact-status.php?id=${spam}`, { spam: true })).status).toBe(200);

    await inbox.resume();
    clock.advance(DEFAULT_RETRY.firstMs);
    await server.app.emailNotifier!.sendDue();
    expect(inbox.received.map((m) => linkedId(m.parsed.text!))).toEqual([kept]);
    expect((await outbox(server)).map((r) => r.contact_id)).toEqual([kept]);
  });

  it('two apps on one database never send one row twice', async () => {
    const inbox = await startInbox();
    const options = { emailPollMs: 5 };
    const a = await startServer(mailEnv(inbox.url()), options);
    const b = await startServer({ ...mailEnv(inbox.url()), DATABASE_URL: a.app.config.databaseUrl }, options);
    const ids: number[] = [];
    for (let round = 0; round < 5; round++) {
      const sent = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          new Client(i % 2 ? a.url : b.url).post(SUBMIT, { ...validContact, name: `زائر ${round}-${i}` }),
        ),
      );
      ids.push(...sent.map((r) => r.data.id as number));
      // Both instances look for due rows at the same moment, besides their timers and their own kicks.
      await Promise.all([a.app.emailNotifier!.sendDue(), b.app.emailNotifier!.sendDue()]);
    }
    await inbox.until(ids.length);
    await Promise.all([a.app.emailNotifier!.sendDue(), b.app.emailNotifier!.sendDue()]);
    const linked = inbox.received.map((m) => linkedId(m.parsed.text!)).sort((x, y) => x - y);
    expect(linked).toEqual([...ids].sort((x, y) => x - y));
  });

  it('answers 401 for the status without a session', async () => {
    const server = await startServer();
    expect((await new Client(server.url).get(STATUS)).status).toBe(401);
  });
});
