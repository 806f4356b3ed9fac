import { QueryTypes } from 'sequelize';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client, startTestServer, validContact, type TestServer } from './harness';
import { logSink } from './log-sink';
import { SmtpInbox } from './smtp-inbox';

// The owner sets the office's e-mail in the settings screen: these are the calls it makes.
vi.setConfig({ testTimeout: 60_000 });

const ACCOUNT = { user: 'office@lamsat.example', pass: 'screen-PASS:w0rd-9127' };
const SETTINGS = '/backend/admin/notification-settings.php';
const TEST = '/backend/admin/notification-test.php';
const STATUS = '/backend/admin/notifications.php';
const AR = { 'Accept-Language': 'ar' };

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function setUp(env: Record<string, string> = {}) {
  const inbox = await SmtpInbox.start(ACCOUNT);
  cleanup.push(() => inbox.stop());
  const logs = logSink();
  const server = await startTestServer({ PUBLIC_BASE_URL: 'http://office.example:3000', ...env }, {}, logs.log);
  cleanup.push(() => server.close());
  const owner = new Client(server.url);
  expect((await owner.login()).status).toBe(200);
  const settings = (over: Record<string, unknown> = {}) => ({
    host: '127.0.0.1',
    port: inbox.port,
    secure: false,
    user: ACCOUNT.user,
    password: ACCOUNT.pass,
    sender: 'site@lamsat.example',
    recipients: ['office@lamsat.example', 'manager@lamsat.example'],
    ...over,
  });
  return { inbox, server, owner, logs, settings };
}

const withoutPassword = ({ password: _, ...rest }: Record<string, unknown>) => rest;

const everything = async (server: TestServer, logs: { text(): string }) =>
  JSON.stringify(await server.app.sequelize.query('SELECT * FROM settings', { type: QueryTypes.SELECT })) +
  JSON.stringify(await server.app.sequelize.query('SELECT * FROM audit_log', { type: QueryTypes.SELECT })) +
  logs.text();

describe('the office e-mail set in the settings screen', () => {
  it('is saved without ever giving the password back, sends a test e-mail, then the e-mail of each new message', async () => {
    const { inbox, server, owner, logs, settings } = await setUp();
    const off = await owner.get(STATUS);
    expect(off.data.email).toMatchObject({ configured: false, settings: { source: 'none', saved: null } });
    // Testing before anything is saved says what to do first.
    const early = await owner.request('POST', TEST, { headers: AR });
    expect(early.status).toBe(400);
    expect(early.data.error).toBe('لم تُضبط إعدادات البريد بعد؛ احفظها أولًا');

    const saved = await owner.post(SETTINGS, settings());
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data.email).toMatchObject({
      configured: true,
      recipients: 2,
      settings: { source: 'screen', saved: { ...withoutPassword(settings()), passwordSet: true } },
    });
    expect(JSON.stringify(saved.data)).not.toContain(ACCOUNT.pass);

    const tested = await owner.post(TEST);
    expect(tested.data).toEqual({ ok: true, to: ['office@lamsat.example', 'manager@lamsat.example'] });
    const [test] = await inbox.until(1);
    expect(test!.to).toEqual(['office@lamsat.example', 'manager@lamsat.example']);
    expect(test!.parsed.subject).toMatch(/^رسالة تجريبية من لوحة إدارة /);

    const sent = await fetch(`${server.url}/backend/contact_submit.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validContact, name: 'عميل الإعدادات' }),
    });
    expect(sent.status).toBe(201);
    const [, message] = await inbox.until(2);
    expect(message!.parsed.subject).toContain('عميل الإعدادات');
    expect(message!.from).toBe('site@lamsat.example');

    // Saved again without a password: the kept one still signs in.
    const renamed = await owner.post(SETTINGS, settings({ password: undefined, sender: 'office@lamsat.example' }));
    expect(renamed.data.email.settings.saved).toMatchObject({ sender: 'office@lamsat.example', passwordSet: true });
    expect((await owner.post(TEST)).status).toBe(200);
    await inbox.until(3);

    await server.app.audit.flush();
    const text = await everything(server, logs);
    expect(text).not.toContain(ACCOUNT.pass);
    expect(text).not.toContain(Buffer.from(ACCOUNT.pass).toString('base64'));
    expect(text).toContain('settings.changed');
  });

  it('says why a test e-mail failed, in the request’s language, without the password', async () => {
    const { server, owner, logs, settings } = await setUp();
    await owner.post(SETTINGS, settings({ password: 'a-wrong-PASS-5521' }));
    const failed = await owner.request('POST', TEST, { headers: AR });
    expect(failed.status).toBe(502);
    expect(failed.data.error).toMatch(/^لم يقبل خادم البريد الرسالة التجريبية: .*535/);
    expect(failed.data.error).not.toContain('a-wrong-PASS-5521');
    await server.app.audit.flush();
    expect(await everything(server, logs)).not.toContain('a-wrong-PASS-5521');
  });

  it('refuses a setting that is not right, naming the field, and changes nothing', async () => {
    const { owner, settings } = await setUp();
    for (const [bad, text] of [
      [{ port: 70000 }, 'المنفذ: خارج الحدود المسموحة'],
      [{ recipients: [] }, 'المستلمون: مطلوب'],
      [{ sender: 'not an address' }, 'عنوان المرسل: '],
      [{ host: 'mail server.example' }, 'خادم البريد: '],
    ] as const) {
      const res = await owner.request('POST', SETTINGS, { json: settings(bad), headers: AR });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.data.error).toContain(text);
    }
    expect((await owner.get(STATUS)).data.email.settings).toEqual({ source: 'none', saved: null });
  });

  it('is turned off again: no e-mail for the next message', async () => {
    const { inbox, server, owner, settings } = await setUp();
    await owner.post(SETTINGS, settings());
    const off = await owner.post(`${SETTINGS}?_method=DELETE`);
    expect(off.data.email).toMatchObject({ configured: false, settings: { source: 'none', saved: null } });
    await fetch(`${server.url}/backend/contact_submit.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validContact),
    });
    await server.app.emailNotifier.sendDue();
    expect(inbox.received).toEqual([]);
  });

  it('gives way to the server’s variables, and says so', async () => {
    const { inbox, owner, settings } = await setUp();
    const envServer = await startTestServer({ SMTP_URL: inbox.url(), NOTIFY_EMAIL_TO: 'office@lamsat.example' });
    cleanup.push(() => envServer.close());
    const envOwner = new Client(envServer.url);
    await envOwner.login();
    expect((await envOwner.get(STATUS)).data.email.settings.source).toBe('environment');
    const refused = await envOwner.request('POST', SETTINGS, { json: settings(), headers: AR });
    expect(refused.status).toBe(409);
    expect(refused.data.error).toMatch(/^إعدادات البريد محددة في متغيرات الخادم/);
    // The first server, without variables, still takes them.
    expect((await owner.post(SETTINGS, settings())).status).toBe(200);
  });

  it('a kept password that cannot be read (another session secret) turns e-mail off and is asked for again', async () => {
    const { server, owner, settings } = await setUp();
    await owner.post(SETTINGS, settings());
    await server.app.sequelize.query(
      'UPDATE settings SET value = REPLACE(value, \'"sealedPassword":"\', \'"sealedPassword":"x\')',
    );
    await server.restart();
    const again = new Client(server.url);
    await again.login();
    expect((await again.get(STATUS)).data.email).toMatchObject({
      configured: false,
      settings: { source: 'none', saved: { passwordSet: false, host: '127.0.0.1' } },
    });
  });
});
