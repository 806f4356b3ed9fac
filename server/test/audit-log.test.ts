import { generateSync } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/constants';
import { CONTENT_SECTION_NAMES } from '@shared/content/sections';
import type { AuditEntry, PasskeyCreationOptions } from '@shared/schemas';
import { purgeOldAuditEntries } from '../src/audit/retention';
import { loadConfig } from '../src/config';
import { dbTimestamp, officeToday, shiftDate } from '../src/db/time';
import { bookingBody } from './booking-support';
import { purgeOldSpam } from '../src/messages/spam-retention';
import { ManualClock, MINUTE } from './clock';
import {
  builtSiteDir,
  Client,
  startTestServer,
  validAdminContact,
  validContact,
  validPortfolio,
  type TestServer,
} from './harness';
import { SoftwareAuthenticator } from './software-authenticator';
import {
  ADMIN,
  addColleague,
  adminClient,
  colleagueReady,
  FIRST_PASSWORD,
  OWN_PASSWORD,
  signIn,
} from './staff-support';

vi.setConfig({ testTimeout: 120_000 });

const DAY = 86_400_000;
const clock = new ManualClock(Date.parse('2026-05-10T09:00:00Z'));
let server: TestServer;
let admin: Client;
let adminId: number;
/** The colleague whose actions the log must name: سارة. */
let sara: { id: number; email: string; client: Client };
const secrets: string[] = [];

beforeAll(async () => {
  // The built site: publishing the site's content renders its pages.
  server = await startTestServer({ SITE_DIR: builtSiteDir() }, { clock });
  admin = await adminClient(server.url);
  adminId = (await admin.get('/backend/admin/staff.php')).data.items[0].id;
  const added = await addColleague(admin, 'سارة', undefined, 'owner');
  sara = { ...added, client: await colleagueReady(server.url, added.email) };
  secrets.push(ADMIN.password, FIRST_PASSWORD, OWN_PASSWORD);
});
afterAll(() => server.close());

async function entries(query = ''): Promise<AuditEntry[]> {
  await server.app.audit.flush();
  const res = await admin.get(`/backend/admin/audit.php?limit=100${query ? `&${query}` : ''}`);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data.items as AuditEntry[];
}
const latest = async (action: AuditAction) => (await entries(`action=${action}`))[0]!;
const byAdmin = (id: number) => expect.objectContaining({ kind: 'admin', id });
const rememberCookies = (...clients: Client[]) =>
  clients.forEach((c) =>
    c.cookieHeader
      .split('; ')
      .filter(Boolean)
      .forEach((pair) => {
        const value = pair.slice(pair.indexOf('=') + 1);
        secrets.push(value, decodeURIComponent(value));
      }),
  );

describe('the audit log records who did what', () => {
  it('sign-in: success, failure with the e-mail tried, sign-out', async () => {
    const wrong = await signIn(server.url, 'nobody@example.com', 'a guess at a password');
    expect(wrong.res.status).toBe(401);
    expect(await latest('signin.failed')).toMatchObject({
      actor: { kind: 'visitor' },
      address: '127.0.0.1',
      details: { email: 'nobody@example.com' },
    });
    const ok = await signIn(server.url, sara.email);
    rememberCookies(ok.client, admin, sara.client);
    expect(await latest('signin.succeeded')).toMatchObject({
      actor: byAdmin(sara.id),
      target: { type: 'account', id: String(sara.id), label: 'سارة' },
    });
    await ok.client.post('/backend/admin/logout.php');
    expect(await latest('signout')).toMatchObject({ actor: byAdmin(sara.id) });
  });

  it('contact messages: create, update with before → after, status, note, delete with what was deleted', async () => {
    const created = await admin.post('/backend/admin/contacts.php', { ...validAdminContact, name: 'محمد العتيبي' });
    const id = created.data.item.id as number;
    expect(await latest('contact.created')).toMatchObject({
      actor: byAdmin(adminId),
      target: { type: 'contact', id: String(id), label: 'محمد العتيبي' },
    });
    await admin.post(`/backend/admin/contacts.php?id=${id}&_method=PUT`, {
      ...validAdminContact,
      name: 'محمد العتيبي',
      phone: '0551112222',
      message: 'Polish the hall and the stairs',
    });
    expect((await latest('contact.updated')).details).toEqual({
      changes: {
        phone: [validAdminContact.phone, '0551112222'],
        message: [validAdminContact.message, 'Polish the hall and the stairs'],
      },
    });
    await sara.client.post(`/backend/admin/contact-status.php?id=${id}`, { status: 'contacted', read: true });
    expect(await latest('contact.status')).toMatchObject({
      actor: byAdmin(sara.id),
      details: { changes: { status: ['new', 'contacted'], read: [false, true] } },
    });
    await sara.client.post(`/backend/admin/contact-notes.php?contact_id=${id}`, { body: 'اتصلت بالعميل' });
    expect(await latest('note.added')).toMatchObject({ actor: byAdmin(sara.id), details: { body: 'اتصلت بالعميل' } });
    await sara.client.post(`/backend/admin/contacts.php?id=${id}&_method=DELETE`);
    const deleted = await latest('contact.deleted');
    expect(deleted).toMatchObject({
      actor: { kind: 'admin', id: sara.id, name: 'سارة', email: sara.email },
      target: { type: 'contact', id: String(id), label: 'محمد العتيبي' },
      details: { deleted: { name: 'محمد العتيبي', phone: '0551112222', status: 'contacted' } },
    });
  });

  it('customers and visits: a merge and a split name the customer that stayed; visits are named by day', async () => {
    const customerOf = async (phone: string) =>
      (await admin.post('/backend/admin/contacts.php', { ...validAdminContact, name: 'هدى', phone })).data.item
        .customer_id as number;
    const [into, from] = [await customerOf('0553330001'), await customerOf('0553330002')];
    expect((await sara.client.post('/backend/admin/customer-merge.php', { into_id: into, from_id: from })).status).toBe(
      200,
    );
    expect(await latest('customer.merged')).toMatchObject({
      actor: byAdmin(sara.id),
      target: { type: 'customer', id: String(into), label: 'هدى' },
    });
    const moved = (await admin.get(`/backend/admin/customer.php?id=${into}`)).data.item.messages[0].id;
    await sara.client.post(`/backend/admin/customer-split.php?id=${into}`, { contact_ids: [moved] });
    expect(await latest('customer.split')).toMatchObject({ target: { type: 'customer', id: String(into) } });
    const visit = {
      ...{ contact_id: moved, date: '2026-05-12', from: '09:00', to: '10:00', team: 'أ', price: 300 },
      ...{ address: 'قباء', service_key: 'cleaning' },
    };
    const made = (await sara.client.post('/backend/admin/visits.php', visit)).data.item;
    expect(await latest('visit.created')).toMatchObject({ actor: byAdmin(sara.id), target: { type: 'visit' } });
    await sara.client.post(`/backend/admin/visits.php?id=${made.id}&_method=PUT`, { ...visit, price: 350 });
    expect((await latest('visit.updated')).details).toEqual({ changes: { price: [300, 350] } });
    await sara.client.post(`/backend/admin/visits.php?id=${made.id}&_method=DELETE`);
    expect((await latest('visit.deleted')).details).toMatchObject({ deleted: { id: made.id, price: 350 } });
  });

  it('a visitor sending the contact form, and the server deleting old spam', async () => {
    const visitor = new Client(server.url);
    const sent = await visitor.post('/backend/contact_submit.php', { ...validContact, name: 'زائر الموقع' });
    expect(await latest('contact.created')).toMatchObject({
      actor: { kind: 'visitor', id: null },
      target: { type: 'contact', id: String(sent.data.id), label: 'زائر الموقع' },
    });
    const spam = await visitor.post('/backend/contact_submit.php', { ...validContact, name: 'روبوت', website: 'x' });
    await server.app.sequelize.query('UPDATE contacts SET created_at = $1 WHERE id = $2', {
      bind: [dbTimestamp(new Date(clock.now() - 91 * DAY)), spam.data.id],
    });
    expect(await purgeOldSpam(server.app.sequelize, 90, clock.now(), server.app.audit)).toBe(1);
    expect(await latest('contact.deleted')).toMatchObject({
      actor: { kind: 'system' },
      target: { id: String(spam.data.id), label: 'روبوت' },
      details: { reason: 'spam_retention' },
    });
  });

  it('portfolio items and image uploads', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const uploaded = await sara.client.upload(png, 'a.png', 'image/png');
    expect(await latest('image.uploaded')).toMatchObject({
      actor: byAdmin(sara.id),
      target: { type: 'image', label: uploaded.data.url },
    });
    const item = await admin.post('/backend/admin/portfolio.php', validPortfolio);
    const id = item.data.item.id as number;
    expect(await latest('portfolio.created')).toMatchObject({ target: { type: 'portfolio', label: 'جلي رخام' } });
    await admin.post(`/backend/admin/portfolio.php?id=${id}&_method=PUT`, { ...validPortfolio, rating: 5 });
    expect((await latest('portfolio.updated')).details).toEqual({ changes: { rating: [4, 5] } });
    await admin.post(`/backend/admin/portfolio.php?id=${id}&_method=DELETE`);
    expect((await latest('portfolio.deleted')).details).toMatchObject({ deleted: { title_en: 'Marble polishing' } });
  });

  it('CSV exports, with their filters', async () => {
    await sara.client.get('/backend/admin/contacts-export.php?status=new');
    expect(await latest('contacts.exported')).toMatchObject({
      actor: byAdmin(sara.id),
      details: { filters: { status: 'new' } },
    });
    await sara.client.get('/backend/admin/audit-export.php?action=signout');
    expect(await latest('audit.exported')).toMatchObject({ details: { filters: { action: 'signout' } } });
  });

  it('accounts: added, renamed, disabled, enabled, password reset and changed, sessions ended', async () => {
    const { id, email } = await addColleague(admin, 'خالد');
    expect(await latest('account.added')).toMatchObject({
      actor: byAdmin(adminId),
      target: { id: String(id), label: 'خالد' },
    });
    const staff = (body: unknown) => admin.post(`/backend/admin/staff.php?id=${id}&_method=PUT`, body);
    await staff({ name: 'خالد الجهني' });
    expect(await latest('account.updated')).toMatchObject({ details: { changes: { name: ['خالد', 'خالد الجهني'] } } });
    const khalid = await colleagueReady(server.url, email);
    rememberCookies(khalid);
    await staff({ active: false });
    expect(await latest('account.disabled')).toMatchObject({
      actor: byAdmin(adminId),
      target: { id: String(id), label: 'خالد الجهني' },
      details: { sessionsEnded: 1 },
    });
    expect(await latest('session.ended')).toMatchObject({
      actor: byAdmin(adminId),
      target: { id: String(id) },
      details: { sessionsEnded: 1, because: 'account.disabled' },
    });
    const refused = await signIn(server.url, email);
    expect(refused.res.status).toBe(401);
    expect(await latest('signin.failed')).toMatchObject({ actor: byAdmin(id), details: { email, reason: 'disabled' } });
    await staff({ active: true });
    expect(await latest('account.enabled')).toMatchObject({ target: { id: String(id) } });
    await staff({ password: 'reset by the office 4471' });
    secrets.push('reset by the office 4471');
    expect(await latest('password.reset')).toMatchObject({ actor: byAdmin(adminId), target: { id: String(id) } });
    const again = await signIn(server.url, email, 'reset by the office 4471');
    await again.client.post('/backend/admin/account-password.php', {
      currentPassword: 'reset by the office 4471',
      newPassword: 'khalid picks his own 2026',
    });
    secrets.push('khalid picks his own 2026');
    rememberCookies(again.client);
    expect(await latest('password.changed')).toMatchObject({ actor: byAdmin(id), target: { id: String(id) } });
    const other = await signIn(server.url, email, 'khalid picks his own 2026');
    rememberCookies(other.client);
    await again.client.post('/backend/admin/sessions.php?others=1&_method=DELETE');
    expect(await latest('session.ended')).toMatchObject({
      actor: byAdmin(id),
      details: { others: true, sessionsEnded: 1 },
    });
  });

  it('the office e-mail: its settings saved and turned off, a test e-mail tried', async () => {
    const settings = '/backend/admin/notification-settings.php';
    const saved = await admin.post(settings, {
      host: '127.0.0.1',
      port: 9, // nothing listens: the test e-mail fails at once
      secure: false,
      user: '',
      sender: 'site@example.com',
      recipients: ['office@example.com'],
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(await latest('settings.changed')).toMatchObject({
      actor: byAdmin(adminId),
      details: { section: 'email', fields: expect.arrayContaining(['host', 'port', 'recipients']) },
    });
    expect((await admin.post('/backend/admin/notification-test.php')).status).toBe(502);
    expect(await latest('email.tested')).toMatchObject({ actor: byAdmin(adminId), details: { ok: false } });
    await admin.post(`${settings}?_method=DELETE`);
    expect(await latest('settings.changed')).toMatchObject({ details: { section: 'email', turnedOff: true } });
  });

  it('roles: a change of role, and a call the role refuses', async () => {
    const { id, email } = await addColleague(admin, 'ريم');
    expect(await latest('account.added')).toMatchObject({ target: { id: String(id) }, details: { role: 'agent' } });
    const reem = await colleagueReady(server.url, email);
    rememberCookies(reem);
    const refused = await reem.post('/backend/admin/staff.php', { name: 'x', email: 'x@example.com', password: 'y' });
    expect(refused.status).toBe(403);
    expect(await latest('access.denied')).toMatchObject({
      actor: byAdmin(id),
      target: null,
      details: { call: 'staffCreate', method: 'POST', path: '/backend/admin/staff.php', role: 'agent' },
    });
    await admin.post(`/backend/admin/staff.php?id=${id}&_method=PUT`, { role: 'manager' });
    expect(await latest('account.role')).toMatchObject({
      actor: byAdmin(adminId),
      target: { id: String(id), label: 'ريم' },
      details: { changes: { role: ['agent', 'manager'] } },
    });
  });

  it('a session that ends by itself (idle) is recorded as ended by the system', async () => {
    const idle = await signIn(server.url, sara.email);
    rememberCookies(idle.client);
    await idle.client.get('/backend/admin/contacts.php');
    clock.advance(31 * MINUTE);
    expect((await idle.client.get('/backend/admin/contacts.php')).status).toBe(401);
    admin = await adminClient(server.url);
    expect(await latest('session.expired')).toMatchObject({
      actor: { kind: 'system', id: null },
      target: { type: 'account', id: String(sara.id) },
    });
    // Sessions that never come back are found by the server's sweep.
    const before = (await entries('action=session.expired')).length;
    const forgotten = await signIn(server.url, sara.email);
    rememberCookies(forgotten.client);
    clock.advance(31 * MINUTE);
    expect(await server.app.staffSessions.sweep()).toBeGreaterThanOrEqual(1);
    // Everyone signs in again after the clock jumped.
    admin = await adminClient(server.url);
    expect((await entries('action=session.expired')).length).toBeGreaterThan(before);
    sara.client = (await signIn(server.url, sara.email)).client;
    rememberCookies(admin, sara.client);
  });

  it("publishing the site's content and restoring a version, with the fields that changed", async () => {
    const { version, draft } = (await admin.get('/backend/admin/content.php?section=company')).data;
    await admin.post('/backend/admin/content.php?section=company', {
      version,
      draft: { ...draft, whatsapp: '966551239876' },
    });
    expect((await admin.post('/backend/admin/content-publish.php')).status).toBe(200);
    expect(await latest('content.published')).toMatchObject({
      actor: byAdmin(adminId),
      // The versions before are the shipped sections', one each.
      target: { type: 'content', id: String(CONTENT_SECTION_NAMES.length + 1), label: 'company' },
      details: { fields: ['whatsapp'] },
    });
    expect((await admin.post('/backend/admin/content-restore.php?version=1')).status).toBe(200);
    expect(await latest('content.restored')).toMatchObject({
      actor: byAdmin(adminId),
      target: { type: 'content', id: String(CONTENT_SECTION_NAMES.length + 2) },
      details: { fields: ['whatsapp'], restoredFrom: 1 },
    });
  });

  it('bookings: the office confirms, proposes and declines; the customer accepts and cancels', async () => {
    const visitor = new Client(server.url);
    const day = (n: number) => shiftDate(officeToday(new Date(clock.now())), n);
    const book = async (n: number, phone: string) => {
      const made = await visitor.post('/backend/booking_submit.php', bookingBody(day(n), '10:00', phone));
      const { data } = await admin.get(`/backend/admin/contacts.php?q=${phone}`);
      const booking = (await admin.get(`/backend/admin/contact-booking.php?contact_id=${data.items[0].id}`)).data.item;
      return { id: booking.id as number, token: made.data.booking.token as string };
    };
    const target = (id: number, n: number) => ({
      type: 'booking',
      id: String(id),
      label: `نورة المطيري · ${day(n)} 10:00`,
    });
    const first = await book(3, '0556000001');
    await admin.post(`/backend/admin/booking-confirm.php?id=${first.id}`);
    expect(await latest('booking.confirmed')).toMatchObject({ actor: byAdmin(adminId), target: target(first.id, 3) });
    const second = await book(4, '0556000002');
    await admin.post(`/backend/admin/booking-propose.php?id=${second.id}`, { date: day(5), from: '12:00' });
    expect(await latest('booking.proposed')).toMatchObject({
      details: { proposed: { date: day(5), from: '12:00' } },
    });
    await visitor.post(`/backend/booking.php?token=${second.token}&action=accept`);
    expect(await latest('booking.accepted')).toMatchObject({ actor: { kind: 'visitor' } });
    const third = await book(6, '0556000003');
    await admin.post(`/backend/admin/booking-decline.php?id=${third.id}`, { reason: 'الفريق في إجازة' });
    expect(await latest('booking.declined')).toMatchObject({ details: { reason: 'الفريق في إجازة' } });
    const fourth = await book(7, '0556000004');
    await visitor.post(`/backend/booking.php?token=${fourth.token}&action=cancel`);
    expect(await latest('booking.cancelled')).toMatchObject({
      actor: { kind: 'visitor' },
      target: target(fourth.id, 7),
    });
  });

  it('removing the demo: one entry with how many of each went', async () => {
    // A message of the demo's (as the seed marks them), in this office of the office's own.
    const made = await admin.post('/backend/admin/contacts.php', { ...validAdminContact, name: 'رسالة تجريبية' });
    await server.app.sequelize.query('UPDATE contacts SET demo = 1 WHERE id = $1', { bind: [made.data.item.id] });
    expect((await admin.post('/backend/admin/demo-data.php?_method=DELETE')).status).toBe(200);
    expect(await latest('demo.removed')).toMatchObject({
      actor: byAdmin(adminId),
      target: null,
      details: { removed: { messages: 1, visits: 0, customers: 0, portfolio: 0 } },
    });
  });

  it('the second factor: on, a wrong code, a recovery code, off, the policy, a reset', async () => {
    const code = (secret: string) => generateSync({ secret, epoch: Math.floor(clock.now() / 1000) });
    const started = await sara.client.post('/backend/admin/mfa-totp.php');
    const secret = started.data.secret as string;
    const confirmed = await sara.client.post('/backend/admin/mfa-totp.php?action=confirm', { code: code(secret) });
    const recoveryCodes = confirmed.data.recovery_codes as string[];
    secrets.push(secret, ...recoveryCodes, ...recoveryCodes.map((c) => c.replace('-', '')));
    expect(await latest('mfa.enabled')).toMatchObject({ actor: byAdmin(sara.id), details: { method: 'totp' } });

    const step = await signIn(server.url, sara.email);
    expect(step.res.data.mfa_required).toBe(true);
    await step.client.post('/backend/admin/login-mfa.php', { code: '000000' });
    expect(await latest('mfa.failed')).toMatchObject({ target: { id: String(sara.id) }, details: { method: 'totp' } });
    await step.client.post('/backend/admin/login-mfa.php', { recovery_code: recoveryCodes[0] });
    expect(await latest('mfa.recovery_used')).toMatchObject({ actor: byAdmin(sara.id), details: { left: 9 } });
    rememberCookies(step.client);

    clock.advance(30_000);
    await sara.client.post('/backend/admin/mfa-totp.php?_method=DELETE', { code: code(secret) });
    expect(await latest('mfa.disabled')).toMatchObject({ actor: byAdmin(sara.id) });

    await admin.post('/backend/admin/mfa-policy.php', { required: true });
    expect(await latest('mfa.policy')).toMatchObject({
      actor: byAdmin(adminId),
      details: { changes: { required: [false, true] } },
    });
    await admin.post('/backend/admin/mfa-policy.php', { required: false });
    const reem = await addColleague(admin, 'ريم');
    await admin.post(`/backend/admin/staff-mfa.php?id=${reem.id}&_method=DELETE`);
    expect(await latest('mfa.reset')).toMatchObject({
      actor: byAdmin(adminId),
      target: { id: String(reem.id), label: 'ريم' },
      details: { sessionsEnded: 0 },
    });
  });

  it('passkeys: added with their name, renamed, one refused at sign-in, removed', async () => {
    const key = new SoftwareAuthenticator(server.app.config.publicBaseUrl);
    const options = await sara.client.post('/backend/admin/passkeys.php');
    const added = await sara.client.post('/backend/admin/passkeys.php?action=confirm', {
      name: 'مفتاح سارة',
      response: key.register(options.data as PasskeyCreationOptions),
    });
    const id = added.data.item.id as number;
    expect(await latest('mfa.passkey_added')).toMatchObject({
      actor: byAdmin(sara.id),
      target: { id: String(sara.id) },
      details: { passkey: 'مفتاح سارة' },
    });
    await sara.client.post(`/backend/admin/passkeys.php?id=${id}&_method=PUT`, { name: 'Sara’s key' });
    expect(await latest('mfa.passkey_renamed')).toMatchObject({
      details: { changes: { name: ['مفتاح سارة', 'Sara’s key'] } },
    });
    const step = await signIn(server.url, sara.email);
    const challenge = (await step.client.post('/backend/admin/login-mfa.php?action=passkey')).data;
    await step.client.post('/backend/admin/login-mfa.php', {
      passkey: key.assert(challenge, { origin: 'https://evil.example' }),
    });
    expect(await latest('mfa.failed')).toMatchObject({ details: { method: 'passkey' } });
    await sara.client.post(`/backend/admin/passkeys.php?id=${id}&_method=DELETE`);
    expect(await latest('mfa.passkey_removed')).toMatchObject({
      actor: byAdmin(sara.id),
      details: { passkey: 'Sara’s key' },
    });
  });

  it('has an entry for every kind of action, and the server started with ADMIN_EMAIL as the system', async () => {
    const all = await entries();
    const total = (await admin.get('/backend/admin/audit.php')).data.total as number;
    const kinds = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / 100); page += 1) {
      const res = await admin.get(`/backend/admin/audit.php?limit=100&page=${page}`);
      (res.data.items as AuditEntry[]).forEach((e) => kinds.add(e.action));
    }
    expect([...AUDIT_ACTIONS].filter((a) => !kinds.has(a))).toEqual([]);
    expect(all.length).toBeGreaterThan(0);
    const first = await admin.get(`/backend/admin/audit.php?page=${total}&limit=1`);
    expect(first.data.items[0]).toMatchObject({ action: 'account.added', actor: { kind: 'system' } });
  });
});

describe('reading the log', () => {
  it('is paged by 20, newest first, and filters by person, kind of action and dates', async () => {
    const page = await admin.get('/backend/admin/audit.php');
    expect(page.data.items).toHaveLength(20);
    const ids = (page.data.items as AuditEntry[]).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const saras = await entries(`actor=${sara.id}`);
    expect(saras.length).toBeGreaterThan(3);
    expect(saras.every((e) => e.actor.kind === 'admin' && e.actor.id === sara.id)).toBe(true);
    const visitors = await entries('actor=visitor');
    expect(visitors.every((e) => e.actor.kind === 'visitor')).toBe(true);
    expect((await entries('actor=system&action=session.expired')).length).toBeGreaterThanOrEqual(2);
    // Dates are office (Saudi) dates; the clock has not left 10 May 2026.
    expect((await entries('from=2026-05-10&to=2026-05-10')).length).toBe((await entries()).length);
    expect(await entries('from=2026-05-11')).toEqual([]);
    for (const bad of ['actor=x', 'action=contact.eaten', 'from=2026-13-01', 'page=0', 'limit=101']) {
      const res = await admin.request('GET', `/backend/admin/audit.php?${bad}`, {
        headers: { 'Accept-Language': 'ar' },
      });
      expect(res.status, bad).toBe(400);
      expect(res.data.error).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('exports the filtered log as CSV, with the same rules as other exports', async () => {
    await admin.post('/backend/admin/contacts.php', { ...validAdminContact, name: '=HYPERLINK("x")' });
    const res = await fetch(`${server.url}/backend/admin/audit-export.php?action=contact.created&actor=${adminId}`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-2026-05-10\.csv"$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(
      text.startsWith('\uFEFFid,at,actor,actor_email,address,action,target_type,target_id,target,details\r\n'),
    ).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines.length - 1).toBe((await entries(`action=contact.created&actor=${adminId}`)).length);
    expect(lines[1]).toContain(`'=HYPERLINK(""x"")`);
    expect(lines.slice(1).every((l) => l.includes(',contact.created,'))).toBe(true);
  });
});

describe('nothing changes or deletes an entry', () => {
  it('answers every method but GET on the audit paths with 404 or 405, and the entries stay', async () => {
    const before = await server.app.sequelize.query('SELECT * FROM audit_log ORDER BY id', { type: 'SELECT' as never });
    const count = (before as unknown[]).length;
    for (const path of ['/backend/admin/audit.php', '/backend/admin/audit-export.php']) {
      for (const [method, query] of [
        ['POST', ''],
        ['POST', '?id=1&_method=PUT'],
        ['POST', '?id=1&_method=DELETE'],
        ['PUT', '?id=1'],
        ['DELETE', '?id=1'],
        ['PATCH', '?id=1'],
      ] as const) {
        const res = await admin.request(method, `${path}${query}`, { json: { action: 'signout', details: {} } });
        expect([404, 405], `${method} ${path}${query}`).toContain(res.status);
      }
    }
    const after = await server.app.sequelize.query('SELECT * FROM audit_log ORDER BY id', { type: 'SELECT' as never });
    expect((after as unknown[]).slice(0, count)).toEqual(before);
  });

  it('the database itself refuses to change an entry', async () => {
    const refused = await server.app.sequelize.query("UPDATE audit_log SET action = 'signout'").catch((e: Error) => e);
    expect(refused).toBeInstanceOf(Error);
    const error = refused as Error & { parent?: Error };
    expect(error.parent?.message ?? error.message).toMatch(/append-only/);
    expect((await entries('action=signout')).length).toBeLessThan((await entries()).length);
  });

  it('holds no password, session id or cookie', async () => {
    rememberCookies(admin, sara.client);
    for (const client of [admin, sara.client]) {
      const id = decodeURIComponent(client.cookie('mhs_sid')!);
      expect((await server.app.models.SessionRecord.findByPk(id)) !== null).toBe(true);
    }
    const rows = await server.app.sequelize.query('SELECT * FROM audit_log', { type: 'SELECT' as never });
    const sessionIds = (await server.app.models.SessionRecord.findAll()).map((s) => s.id);
    const text = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(30);
    for (const secret of [...secrets, ...sessionIds]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/scrypt\$/);
  });
});

describe('retention', () => {
  it('removes entries older than AUDIT_RETENTION_DAYS (365 unless set), never younger ones', async () => {
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
    const old = (await entries()).length;
    expect(old).toBeGreaterThan(0);
    clock.advance(200 * DAY);
    admin = await adminClient(server.url); // a young entry (signin.succeeded)
    expect(await purgeOldAuditEntries(server.app.sequelize, 365, clock.now())).toBe(0);
    clock.advance(166 * DAY);
    const removed = await purgeOldAuditEntries(server.app.sequelize, 365, clock.now());
    expect(removed).toBeGreaterThanOrEqual(old);
    admin = await adminClient(server.url);
    const left = await entries();
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((e) => Date.parse(e.at) >= clock.now() - 365 * DAY)).toBe(true);
  });
});
