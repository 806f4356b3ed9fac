import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GO_LIVE_KEYS, type GoLiveItem, type GoLiveKey } from '@shared/schemas/go-live';
import { ADMIN, builtSiteDir, Client, SERVERS_POSTGRES_URL, startTestServer, type TestServer } from './harness';
import { ManualClock } from './clock';
import { SmtpInbox } from './smtp-inbox';

// The owner's go-live checklist (go-live.php): each item read from the server's real state, and each
// flipping once its condition is fixed.
vi.setConfig({ testTimeout: 60_000 });

const GO_LIVE = '/backend/admin/go-live.php';
const NO_TIMER = { backupCheckMs: 24 * 3_600_000 };
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function server(env: Record<string, string> = {}): Promise<{ server: TestServer; owner: Client }> {
  const started = await startTestServer(env, NO_TIMER);
  cleanup.push(() => started.close());
  const owner = new Client(started.url);
  expect((await owner.login()).status).toBe(200);
  return { server: started, owner };
}

async function checklist(client: Client, headers?: Record<string, string>): Promise<Record<GoLiveKey, GoLiveItem>> {
  const res = await client.get(GO_LIVE, headers);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  const items = res.data.items as GoLiveItem[];
  expect(items.map((item) => item.key)).toEqual([...GO_LIVE_KEYS]);
  return Object.fromEntries(items.map((item) => [item.key, item])) as Record<GoLiveKey, GoLiveItem>;
}

const ok = (items: Record<GoLiveKey, GoLiveItem>) =>
  Object.fromEntries(GO_LIVE_KEYS.map((key) => [key, items[key].ok])) as Record<GoLiveKey, boolean>;

describe('the go-live checklist', () => {
  it('says what a fresh installation has not settled, in the language asked for', async () => {
    const { owner } = await server();
    const items = await checklist(owner);
    expect(ok(items)).toMatchObject({
      company_details: false,
      demo_data: true,
      booking_hours: false,
      address: false,
      trust_proxy: false,
      session_secret: false,
      email: false,
      backup_age: false,
      backup_offsite: false,
      database: true,
    });
    expect(items.address.detail).toContain('http://localhost:3000');
    expect(items.session_secret.detail).toContain('DATA_DIR/session-secret');
    // On PostgreSQL the instances are counted by their listening connections: this one.
    expect(items.database.detail).toContain(SERVERS_POSTGRES_URL ? 'PostgreSQL, with one server instance' : 'SQLite');
    const arabic = await checklist(owner, { 'Accept-Language': 'ar' });
    expect(arabic.email.detail).toBe(
      'البريد إلى المكتب غير مضبوط: لن يصل إشعار بالطلبات الجديدة ولا بفشل النسخ الاحتياطي. اضبطه في «الإعدادات».',
    );
  });

  it('marks the demo data ready once an owner has removed it', async () => {
    const { owner } = await server({ SEED_DEMO: 'true', SITE_DIR: builtSiteDir() });
    const before = await checklist(owner);
    expect(before.demo_data.ok).toBe(false);
    expect(before.demo_data.detail).toMatch(/^The books hold \d+ demo rows/);
    const removed = await owner.request('POST', '/backend/admin/demo-data.php?_method=DELETE');
    expect(removed.status, JSON.stringify(removed.data)).toBe(200);
    expect((await checklist(owner)).demo_data).toMatchObject({ ok: true, detail: 'No demo data in the books.' });
  });

  it('marks the booking times ready once a manager has saved them', async () => {
    const { owner } = await server();
    expect((await checklist(owner)).booking_hours.detail).toMatch(/^The booking form offers every day at all hours/);
    const settings = await owner.get('/backend/admin/booking-settings.php');
    const saved = await owner.post('/backend/admin/booking-settings.php', settings.data);
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect((await checklist(owner)).booking_hours.ok).toBe(true);
  });

  it('marks the company details ready once real ones are published', async () => {
    const { owner } = await server({ SITE_DIR: builtSiteDir() });
    const { version, draft } = (await owner.get('/backend/admin/content.php?section=company')).data;
    const real = {
      ...draft,
      phones: ['0551230001', '0551230002', '0551230003'],
      whatsapp: '966551230001',
      email: 'office@example.sa',
    };
    expect((await owner.post('/backend/admin/content.php?section=company', { version, draft: real })).status).toBe(200);
    const published = await owner.post('/backend/admin/content-publish.php?section=company');
    expect(published.status, JSON.stringify(published.data)).toBe(200);
    expect((await checklist(owner)).company_details.ok).toBe(true);
  });

  it('reads the address and the proxy from the request as a trusted proxy forwards it', async () => {
    const started = await startTestServer(
      {
        PUBLIC_BASE_URL: 'https://lamsat.test',
        TRUST_PROXY: 'true',
        SESSION_SECRET: 'a fixed session secret of forty characters!',
      },
      NO_TIMER,
    );
    cleanup.push(() => started.close());
    // The session cookie is Secure: the proxy says the visitor came over https.
    const login = await fetch(`${started.url}/backend/admin/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const ask = async (headers: Record<string, string>) => {
      const res = await fetch(`${started.url}${GO_LIVE}`, { headers: { cookie, ...headers } });
      expect(res.status, await res.clone().text()).toBe(200);
      const items = ((await res.json()) as { items: GoLiveItem[] }).items;
      return Object.fromEntries(items.map((item) => [item.key, item])) as Record<GoLiveKey, GoLiveItem>;
    };
    const throughProxy = await ask({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'lamsat.test' });
    expect(ok(throughProxy)).toMatchObject({ address: true, trust_proxy: true, session_secret: true });
    // Opened at another address than PUBLIC_BASE_URL: links would point elsewhere.
    const elsewhere = await ask({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.lamsat.test' });
    expect(ok(elsewhere)).toMatchObject({ address: false, trust_proxy: true });
    expect(elsewhere.address.detail).toContain('https://www.lamsat.test');
  });

  it('marks the office e-mail ready after a good test e-mail, and not after its settings change', async () => {
    const account = { user: 'office@lamsat.example', pass: 'go-live smtp pass 3391' };
    const inbox = await SmtpInbox.start(account);
    cleanup.push(() => inbox.stop());
    const { owner } = await server();
    const settings = {
      host: '127.0.0.1',
      port: inbox.port,
      secure: false,
      user: account.user,
      password: account.pass,
      sender: 'site@lamsat.example',
      recipients: ['office@lamsat.example'],
    };
    expect((await owner.post('/backend/admin/notification-settings.php', settings)).status).toBe(200);
    expect((await checklist(owner)).email).toMatchObject({ ok: false, detail: expect.stringContaining('not tested') });
    expect((await owner.post('/backend/admin/notification-test.php')).status).toBe(200);
    expect((await checklist(owner)).email.ok).toBe(true);
    const { password: _, ...kept } = settings;
    expect(
      (await owner.post('/backend/admin/notification-settings.php', { ...kept, recipients: ['a@lamsat.example'] }))
        .status,
    ).toBe(200);
    expect((await checklist(owner)).email.ok).toBe(false);
  });

  it('marks the latest backup ready once a good one is made, and says it stays on this machine', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mhs-go-live-backups-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const clock = new ManualClock();
    const started = await startTestServer(
      { BACKUP_DIR: dir, SESSION_MAX_HOURS: '100', SESSION_IDLE_MINUTES: '6000' },
      { clock, ...NO_TIMER },
    );
    cleanup.push(() => started.close());
    const owner = new Client(started.url);
    expect((await owner.login()).status).toBe(200);
    await started.app.backups.runDue();
    expect((await checklist(owner)).backup_age.ok).toBe(true);
    // A day and more than an hour later with no new backup: overdue, until the next one is made.
    clock.advance(25.5 * 3_600_000);
    expect((await checklist(owner)).backup_age.ok).toBe(false);
    await started.app.backups.runDue();
    const items = await checklist(owner);
    expect(items.backup_age.ok).toBe(true);
    expect(items.backup_offsite).toMatchObject({ ok: false, detail: expect.stringContaining('on this machine') });
  });
});
