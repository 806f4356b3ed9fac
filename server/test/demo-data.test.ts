import { QueryTypes } from 'sequelize';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import { customerPhoneKey } from '@shared/phone';
import { dbTimestamp } from '../src/db/time';
import { DEMO_ITEMS } from '../src/demo/demo-items';
import { DEMO_MESSAGES } from '../src/demo/demo-office-items';
import { ManualClock } from './clock';
import {
  builtSiteDir,
  Client,
  startSignedInServer,
  uploadedFiles,
  validAdminContact,
  validContact,
  validPortfolio,
  type TestServer,
} from './harness';
import { addColleague, colleagueReady } from './staff-support';

// Colleagues sign in (scrypt at full strength) and the site's portfolio pages are rendered again.
vi.setConfig({ testTimeout: 120_000 });

// A fixed Saudi noon: the demo is dated around it, and so are the office's own rows below.
const NOW = Date.parse('2026-11-25T09:00:00Z');
const day = (offset: number) =>
  new Date(NOW + OFFICE_UTC_OFFSET_MINUTES * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);
const DEMO = '/backend/admin/demo-data.php';
const REMOVE = `${DEMO}?_method=DELETE`;
const DEMO_VISITS = DEMO_MESSAGES.filter((m) => m.visit);
/** Al-Otaibi's number, which the demo wrote two ways: a real customer writes from it too. */
const OTAIBI = DEMO_MESSAGES.find((m) => m.phone === '00966501112233')!;
/** A demo message the office books a visit of its own on. */
const REEM = DEMO_MESSAGES.find((m) => m.phone === '0532221144')!;

let server: TestServer;
let owner: Client;
/** What the office and a visitor entered: every row of it must stay. */
const office = { message: 0, note: 0, visit: 0, visitOnDemo: 0, work: 0, sharing: 0, realMessage: 0, image: '' };
const demoMessageId = async (phone: string, message: string) =>
  (await server.app.models.Contact.findOne({
    where: { phone_key: customerPhoneKey(phone), message, demo: 1 },
  }))!.id;
const count = async (sql: string) =>
  Number((await server.app.sequelize.query<{ n: number | string }>(sql, { type: QueryTypes.SELECT, plain: true }))!.n);
const monthReport = async () => (await owner.get('/backend/admin/reports.php?period=month&tab=overview')).data;
const page = async (p: string) => (await fetch(server.url + p)).text();

beforeAll(async () => {
  ({ server, admin: owner } = await startSignedInServer(
    { SEED_DEMO: 'true', SITE_DIR: builtSiteDir() },
    { clock: new ManualClock(NOW) },
  ));
  const message = await owner.post('/backend/admin/contacts.php', { ...validAdminContact, name: 'مكتب حقيقي' });
  office.message = message.data.item.id;
  office.note = (
    await owner.post(`/backend/admin/contact-notes.php?contact_id=${office.message}`, { body: 'اتصلت' })
  ).data.item.id;
  const visit = {
    date: day(-1),
    from: '09:00',
    to: '11:00',
    team: 'فريق المكتب',
    price: 777,
    address: 'شارع قباء',
    district: 'قباء',
    service_key: 'marble',
  };
  const booked = await owner.post('/backend/admin/visits.php', {
    ...visit,
    contact_id: office.message,
    status: 'completed',
  });
  expect(booked.status, JSON.stringify(booked.data)).toBe(201);
  office.visit = booked.data.item.id;
  // The office books its own visit on one of the demo's messages, and notes another.
  const reemId = await demoMessageId(REEM.phone, REEM.message);
  office.visitOnDemo = (
    await owner.post('/backend/admin/visits.php', { ...visit, date: day(3), team: 'فريق 2', contact_id: reemId })
  ).data.item.id;
  await owner.post(`/backend/admin/contact-notes.php?contact_id=${reemId}`, { body: 'ملاحظة على رسالة تجريبية' });
  // A visitor writes for real from a number the demo used (written another way), yesterday.
  const real = await new Client(server.url).post('/backend/contact_submit.php', {
    ...validContact,
    name: 'أبو محمد',
    phone: '0501112233',
  });
  office.realMessage = real.data.id;
  await server.app.sequelize.query('UPDATE contacts SET created_at = $1 WHERE id = $2', {
    bind: [dbTimestamp(new Date(NOW - 86_400_000)), office.realMessage],
  });
  // Work of the office's own: one with its own photo, one showing a picture the demo made.
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  office.image = (await owner.upload(photo, 'work.jpg', 'image/jpeg')).data.url;
  const saved = await owner.post('/backend/admin/portfolio.php', { ...validPortfolio, image: office.image });
  office.work = saved.data.item.id;
  const sharing = await owner.post('/backend/admin/portfolio.php', {
    ...validPortfolio,
    title_en: 'Office work on the demo picture',
    image: '/uploads/demo-1-cleaning.webp',
  });
  office.sharing = sharing.data.item.id;
});
afterAll(() => server.close());

describe('the demo’s rows and what the office entered', () => {
  it('are told apart: the office’s rows are never marked, and a customer who wrote for real is the office’s', async () => {
    const one = await owner.get(`/backend/admin/contact.php?id=${office.realMessage}`);
    expect(one.data.item).toMatchObject({ demo: false });
    expect((await owner.get(`/backend/admin/contact.php?id=${office.message}`)).data.item.demo).toBe(false);
    const portfolio = (await owner.get('/backend/admin/portfolio.php?limit=50')).data.items as {
      id: number;
      demo: boolean;
    }[];
    expect(portfolio.filter((p) => !p.demo).map((p) => p.id)).toEqual([office.sharing, office.work]);
    const status = await owner.get(DEMO);
    const customers = new Set(DEMO_MESSAGES.map((m) => customerPhoneKey(m.phone))).size;
    // Al-Otaibi wrote for real, and Reem has the office's visit: both are the office's customers now.
    expect(status.data).toEqual({
      present: true,
      counts: {
        messages: DEMO_MESSAGES.length,
        visits: DEMO_VISITS.length,
        customers: customers - 2,
        portfolio: DEMO_ITEMS.length,
      },
    });
  });

  it('are counted by the reports, which say how many of their rows are the demo’s', async () => {
    const report = await monthReport();
    const demoVisits = DEMO_VISITS.filter((m) => m.visit!.inDays <= 0).length;
    expect(report.demo_rows).toBe(DEMO_MESSAGES.length + demoVisits);
    const demoRevenue = DEMO_VISITS.filter((m) => m.visit!.status === 'completed' && m.visit!.inDays > -30).reduce(
      (sum, m) => sum + m.visit!.price,
      0,
    );
    expect(report.totals.revenue).toBe(777 + demoRevenue);
    const csv = (await owner.get('/backend/admin/reports-export.php?period=month&tab=overview')).data as string;
    expect(csv).toContain(`\r\ndemo_rows,,demo_rows,${DEMO_MESSAGES.length + demoVisits}\r\n`);
    expect(await page('/en/portfolio')).toContain(DEMO_ITEMS[1]!.title_en);
  });

  it('are the owner’s to remove: managers and agents are refused, everyone may read the counts', async () => {
    for (const role of ['manager', 'agent'] as const) {
      const added = await addColleague(owner, role === 'manager' ? 'منيرة' : 'عادل', undefined, role);
      const colleague = await colleagueReady(server.url, added.email);
      expect((await colleague.get(DEMO)).data.present).toBe(true);
      const refused = await colleague.post(REMOVE);
      expect(refused.status, role).toBe(403);
    }
    expect((await owner.get(DEMO)).data.counts.messages).toBe(DEMO_MESSAGES.length);
  });
});

describe('removing the demo', () => {
  const filesBefore: string[] = [];
  let removed: Record<string, number>;

  it('removes exactly the demo’s rows in one step, and says how many went', async () => {
    filesBefore.push(...uploadedFiles(server));
    const res = await owner.post(REMOVE);
    expect(res.status).toBe(200);
    removed = res.data.removed;
    const customers = new Set(DEMO_MESSAGES.map((m) => customerPhoneKey(m.phone))).size;
    expect(removed).toEqual({
      messages: DEMO_MESSAGES.length,
      visits: DEMO_VISITS.length,
      customers: customers - 2,
      portfolio: DEMO_ITEMS.length,
    });
    for (const table of ['contacts', 'visits', 'customers', 'portfolio_items'])
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE demo = 1`), table).toBe(0);
    expect((await owner.get(DEMO)).data).toEqual({
      present: false,
      counts: { messages: 0, visits: 0, customers: 0, portfolio: 0 },
    });
  });

  it('keeps every row the office and visitors entered', async () => {
    const messages = (await owner.get('/backend/admin/contacts.php?limit=50')).data.items as { id: number }[];
    expect(messages.map((m) => m.id).sort()).toEqual([office.message, office.realMessage].sort());
    const notes = (await owner.get(`/backend/admin/contact-notes.php?contact_id=${office.message}`)).data.items;
    expect(notes.map((n: { id: number }) => n.id)).toEqual([office.note]);
    // The note on the demo's message went with it.
    expect(await count('SELECT COUNT(*) AS n FROM contact_notes')).toBe(1);
    const visits = (await owner.get(`/backend/admin/visits.php?from=${day(-60)}&to=${day(60)}&limit=50`)).data;
    expect(visits.items.map((v: { id: number }) => v.id).sort()).toEqual([office.visit, office.visitOnDemo].sort());
    // The office's visit on a demo message stays, answering no message.
    expect(visits.items.find((v: { id: number }) => v.id === office.visitOnDemo).contact_id).toBeNull();
    const portfolio = (await owner.get('/backend/admin/portfolio.php?limit=50')).data.items;
    expect(portfolio.map((p: { id: number }) => p.id)).toEqual([office.sharing, office.work]);
  });

  it('leaves the customer who wrote for real from a demo number with only their real message', async () => {
    const customerId = (await owner.get(`/backend/admin/contact.php?id=${office.realMessage}`)).data.item.customer_id;
    const customer = (await owner.get(`/backend/admin/customer.php?id=${customerId}`)).data.item;
    expect(customer).toMatchObject({
      name: 'أبو محمد',
      phones: ['0501112233'],
      messages_count: 1,
      visits_count: 0,
      status: 'new',
      first_contact_at: new Date(NOW - 86_400_000).toISOString(),
    });
    // A later message from the number still finds them; the demo's other numbers belong to no one.
    expect(
      await count(`SELECT COUNT(*) AS n FROM customer_phones WHERE phone_key = '${customerPhoneKey(OTAIBI.phone)}'`),
    ).toBe(1);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM customer_phones p WHERE NOT EXISTS (SELECT 1 FROM customers c WHERE c.id = p.customer_id)',
      ),
    ).toBe(0);
  });

  it('deletes the demo’s pictures and their variants, but one an item of the office’s shows', async () => {
    const after = uploadedFiles(server);
    const gone = filesBefore.filter((f) => !after.includes(f));
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.every((f) => /^demo-[2-6]-/.test(f))).toBe(true);
    const starting = (files: string[], prefix: string) => files.filter((f) => f.startsWith(prefix)).sort();
    expect(starting(after, 'demo-')).toEqual(starting(filesBefore, 'demo-1-'));
    const base = office.image.replace(/^\/uploads\//, '').replace(/\.\w+$/, '');
    expect(starting(after, base)).toEqual(starting(filesBefore, base));
    expect(starting(after, base).length).toBeGreaterThan(1);
    expect(after.some((f) => f.startsWith('demo-1-cleaning-') && f.endsWith('w.avif'))).toBe(true);
  });

  it('changes the site’s portfolio pages, the reports and the live stream as any removal does', async () => {
    const html = await page('/en/portfolio');
    expect(html).toContain('Office work on the demo picture');
    for (const item of DEMO_ITEMS) expect(html).not.toContain(item.title_en);
    const publicList = await (await fetch(`${server.url}/backend/portfolio.php?lang=en`)).json();
    expect(publicList.map((p: { id: number }) => p.id)).toEqual([office.sharing, office.work]);
    const report = await monthReport();
    expect(report.demo_rows).toBe(0);
    expect(report.totals.revenue).toBe(777);
    const csv = (await owner.get('/backend/admin/reports-export.php?period=month&tab=overview')).data as string;
    expect(csv).not.toContain('demo_rows');
    expect(await count("SELECT COUNT(*) AS n FROM events WHERE type = 'contact.deleted'")).toBe(DEMO_MESSAGES.length);
    expect(await count("SELECT COUNT(*) AS n FROM events WHERE type = 'visit.deleted'")).toBe(DEMO_VISITS.length);
  });

  it('is audited once, with the counts; a second removal changes nothing and answers zeros', async () => {
    const entries = (await owner.get('/backend/admin/audit.php?action=demo.removed')).data.items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: { kind: 'admin' }, details: { removed } });
    const again = await owner.post(REMOVE);
    expect(again.data).toEqual({ removed: { messages: 0, visits: 0, customers: 0, portfolio: 0 } });
    expect((await owner.get('/backend/admin/audit.php?action=demo.removed')).data.items).toHaveLength(1);
  });
});

describe('an office that removed the demo', () => {
  it('does not get it back when the server starts again with SEED_DEMO, even with nothing of its own', async () => {
    const fresh = await startSignedInServer({ SEED_DEMO: 'true' });
    try {
      expect((await fresh.admin.post(REMOVE)).data.removed.messages).toBe(DEMO_MESSAGES.length);
      await fresh.server.restart();
      const again = new Client(fresh.server.url);
      await again.login();
      expect((await again.get(DEMO)).data.present).toBe(false);
      expect((await again.get('/backend/admin/portfolio.php')).data.total).toBe(0);
    } finally {
      await fresh.server.close();
    }
  });
});
