import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTimestamp } from '../src/db/time';
import { purgeOldSpam } from '../src/messages/spam-retention';
import {
  Client,
  startSignedInServer,
  startTestServer,
  validAdminContact,
  validContact,
  type TestServer,
} from './harness';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
});
afterAll(() => server.close());

const LIST = '/backend/admin/contacts.php';
const STATUS = '/backend/admin/contact-status.php';
const NOTES = '/backend/admin/contact-notes.php';
const EXPORT = '/backend/admin/contacts-export.php';
const STATS = '/backend/admin/contact-stats.php';
const ONE = '/backend/admin/contact.php';
const DAY = 86_400_000;

let tagCount = 0;
/** A word no other test uses, to find this test's rows by search. */
function tag(): string {
  tagCount += 1;
  return `وسم${'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'[tagCount % 28]}${tagCount}x${Date.now().toString(36)}`;
}

async function create(fields: Partial<typeof validAdminContact> = {}): Promise<number> {
  const res = await admin.post(LIST, { ...validAdminContact, ...fields });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.item.id;
}

/** Moves a message's arrival time (test set-up straight in the real database). */
async function arrivedAt(id: number, when: Date): Promise<void> {
  await server.app.sequelize.query('UPDATE contacts SET created_at = $1 WHERE id = $2', {
    bind: [dbTimestamp(when), id],
  });
}

async function ids(query: string): Promise<number[]> {
  const res = await admin.get(`${LIST}?${query}`);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data.items.map((item: { id: number }) => item.id);
}

describe('lead desk: status, read and notes', () => {
  it('a new message starts new, unread, without notes; the list keeps {items, total}', async () => {
    const id = await create({ name: tag() });
    const res = await admin.get(LIST);
    expect(Object.keys(res.data).sort()).toEqual(['items', 'total']);
    expect(res.data.items.find((c: { id: number }) => c.id === id)).toMatchObject({
      status: 'new',
      read: false,
      notes_count: 0,
      spam_reason: '',
    });
  });

  it('moves a message through any status, marks it read and unread', async () => {
    const id = await create();
    for (const status of ['contacted', 'scheduled', 'done', 'new', 'lost']) {
      const res = await admin.post(`${STATUS}?id=${id}`, { status });
      expect(res.status).toBe(200);
      expect(res.data.item).toMatchObject({ id, status });
    }
    expect((await admin.post(`${STATUS}?id=${id}`, { read: true })).data.item.read).toBe(true);
    expect((await admin.post(`${STATUS}?id=${id}`, { read: false })).data.item.read).toBe(false);
  });

  it('refuses an unknown status, an empty change and an unknown id, in the caller’s language', async () => {
    const id = await create();
    const ar = await admin.post(`${STATUS}?id=${id}`, { status: 'archived' }, { 'accept-language': 'ar' });
    expect(ar).toMatchObject({ status: 400, data: { error: 'الحالة: قيمة غير مسموحة' } });
    const en = await admin.post(`${STATUS}?id=${id}`, { status: 'archived' }, { 'accept-language': 'en' });
    expect(en).toMatchObject({ status: 400, data: { error: 'status: is not one of the allowed values' } });
    expect((await admin.post(`${STATUS}?id=${id}`, {})).status).toBe(400);
    expect((await admin.post(`${STATUS}?id=99999999`, { status: 'done' })).status).toBe(404);
    const stored = (await admin.get(LIST)).data.items.find((c: { id: number }) => c.id === id);
    expect(stored.status).toBe('new');
  });

  it('gives one message by its id, as the list shows it, spam included; 404 for an unknown id', async () => {
    const id = await create({ name: tag() });
    await admin.post(`${NOTES}?contact_id=${id}`, { body: 'ملاحظة' });
    const listed = (await admin.get(LIST)).data.items.find((c: { id: number }) => c.id === id);
    const one = await admin.get(`${ONE}?id=${id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('no-store');
    expect(one.data).toEqual({ item: { ...listed, notes_count: 1 } });
    await admin.post(`${STATUS}?id=${id}`, { spam: true });
    expect((await admin.get(`${ONE}?id=${id}`)).data.item.spam_reason).toBe('marked');
    expect((await admin.get(`${ONE}?id=99999999`)).status).toBe(404);
    expect((await admin.get(`${ONE}?id=abc`, { 'accept-language': 'ar' })).status).toBe(400);
  });

  it('keeps notes with their author and time, oldest first, across status changes; refuses empty ones', async () => {
    const id = await create();
    const empty = await admin.post(`${NOTES}?contact_id=${id}`, { body: '   ' }, { 'accept-language': 'ar' });
    expect(empty).toMatchObject({ status: 400, data: { error: 'نص الملاحظة: مطلوب' } });
    const first = await admin.post(`${NOTES}?contact_id=${id}`, { body: 'اتصلت بالعميل، يريد موعدًا السبت' });
    expect(first.status).toBe(201);
    expect(first.data.item).toMatchObject({
      body: 'اتصلت بالعميل، يريد موعدًا السبت',
      author: { email: 'admin@example.com' },
    });
    await admin.post(`${STATUS}?id=${id}`, { status: 'scheduled' });
    await admin.post(`${NOTES}?contact_id=${id}`, { body: 'تم تأكيد الموعد' });
    const notes = await admin.get(`${NOTES}?contact_id=${id}`);
    expect(notes.data.items.map((n: { body: string }) => n.body)).toEqual([
      'اتصلت بالعميل، يريد موعدًا السبت',
      'تم تأكيد الموعد',
    ]);
    expect(notes.data.items[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const listed = (await admin.get(LIST)).data.items.find((c: { id: number }) => c.id === id);
    expect(listed).toMatchObject({ status: 'scheduled', notes_count: 2 });
    expect((await admin.get(`${NOTES}?contact_id=99999999`)).status).toBe(404);
  });

  it('deleting a message deletes its notes', async () => {
    const id = await create();
    await admin.post(`${NOTES}?contact_id=${id}`, { body: 'ملاحظة' });
    expect((await admin.post(`${LIST}?id=${id}&_method=DELETE`)).status).toBe(200);
    const [row] = await server.app.sequelize.query<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM contact_notes WHERE contact_id = $1',
      { bind: [id], type: 'SELECT' as never },
    );
    expect(Number(row?.n)).toBe(0);
  });
});

describe('lead desk: search as people type it', () => {
  it('finds Arabic whatever the hamza, taa marbuta, alef maqsura, diacritics or tatweel', async () => {
    const word = tag();
    const cases: [stored: string, typed: string][] = [
      ['أحمد', 'احمد'],
      ['احمد', 'إحمد'],
      ['آمنة', 'امنه'],
      ['مصطفى', 'مصطفي'],
      ['مُحَمَّد', 'محمد'],
      ['جــلي', 'جلي'],
    ];
    for (const [stored, typed] of cases) {
      const id = await create({ name: `${stored} ${word}` });
      const found = await ids(`q=${encodeURIComponent(`${typed} ${word}`)}`);
      expect(found, `${stored} by ${typed}`).toContain(id);
    }
  });

  it('finds Arabic-Indic digits as ASCII, words in the message and the email', async () => {
    const word = tag();
    const id = await create({ name: word, message: 'شقة ٣ غرف في قباء', email: 'Client.Mail@Example.com' });
    expect(await ids(`q=${encodeURIComponent('3 غرف')}`)).toContain(id);
    expect(await ids(`q=${encodeURIComponent('client.mail@example.com')}`)).toContain(id);
    expect(await ids(`q=${encodeURIComponent(`${word} لايوجد`)}`)).toEqual([]);
  });

  it('finds a phone with or without spaces, +966 / 00966 or the leading 0', async () => {
    const id = await create({ phone: '055 876 1234' });
    for (const typed of ['0558761234', '+966558761234', '00966 55 876 1234', '558761234', '٠٥٥٨٧٦١٢٣٤', '876 1234']) {
      expect(await ids(`q=${encodeURIComponent(typed)}`), typed).toContain(id);
    }
  });

  it('takes % and _ literally', async () => {
    const word = tag();
    const id = await create({ name: `${word} 100%_off` });
    expect(await ids(`q=${encodeURIComponent('100%_off')}`)).toEqual([id]);
    expect(await ids(`q=${encodeURIComponent(`${word} 1%0`)}`)).toEqual([]);
  });
});

describe('lead desk: filters, order and paging', () => {
  it('filters by status, service, urgency and an inclusive Saudi date range; sorts three ways', async () => {
    const word = tag();
    const a = await create({ name: `${word} a`, service: 'Moving', urgency: 'normal' });
    const b = await create({ name: `${word} b`, service: 'Marble', urgency: 'emergency' });
    const c = await create({ name: `${word} c`, service: 'Moving', urgency: 'urgent' });
    // 2026-03-10 00:30 in Riyadh is still 2026-03-09 in UTC: it belongs to the 10th.
    await arrivedAt(a, new Date('2026-03-09T21:30:00Z'));
    await arrivedAt(b, new Date('2026-03-11T12:00:00Z'));
    await arrivedAt(c, new Date('2026-03-12T20:59:00Z'));
    await admin.post(`${STATUS}?id=${b}`, { status: 'contacted' });
    const q = `q=${encodeURIComponent(word)}`;

    expect(await ids(`${q}&status=contacted`)).toEqual([b]);
    expect(await ids(`${q}&service=Moving`)).toEqual([c, a]);
    expect(await ids(`${q}&urgency=urgent`)).toEqual([c]);
    expect(await ids(`${q}&from=2026-03-10&to=2026-03-10`)).toEqual([a]);
    expect(await ids(`${q}&from=2026-03-11`)).toEqual([c, b]);
    expect(await ids(`${q}&to=2026-03-12`)).toEqual([c, b, a]);
    expect(await ids(`${q}&sort=oldest`)).toEqual([a, b, c]);
    expect(await ids(`${q}&sort=urgency`)).toEqual([b, c, a]);
    expect(await ids(`${q}&sort=newest&page=2&limit=2`)).toEqual([a]);
    expect((await admin.get(`${LIST}?${q}&limit=2`)).data.total).toBe(3);
  });

  it('answers 400 in the caller’s language for any unknown filter value', async () => {
    for (const query of [
      'status=archived',
      'urgency=soon',
      'folder=trash',
      'sort=name',
      'from=2026-02-30',
      'to=yesterday',
    ]) {
      const en = await admin.get(`${LIST}?${query}`, { 'accept-language': 'en' });
      expect(en.status, query).toBe(400);
      expect(en.data.error, query).toMatch(/^(status|urgency|folder|sort|from|to): /);
      const ar = await admin.get(`${LIST}?${query}`, { 'accept-language': 'ar' });
      expect(ar.data.error, query).toMatch(/^(الحالة|درجة الاستعجال|المجلد|الترتيب|من تاريخ|إلى تاريخ): /);
    }
  });
});

describe('lead desk: spam folder', () => {
  it('holds a honeypot hit and a too-fast form with why; "not spam" moves one to the inbox as new', async () => {
    const visitor = new Client(server.url);
    const honeyName = tag();
    const fastName = tag();
    expect(
      (await visitor.post('/backend/contact_submit.php', { ...validContact, name: honeyName, website: 'x' })).status,
    ).toBe(201);
    expect(
      (await visitor.post('/backend/contact_submit.php', { ...validContact, name: fastName, elapsedMs: 10 })).status,
    ).toBe(201);
    expect(await ids(`q=${encodeURIComponent(honeyName)}`)).toEqual([]);
    const spam = await admin.get(`${LIST}?folder=spam&q=${encodeURIComponent(honeyName)}`);
    expect(spam.data.items).toEqual([expect.objectContaining({ name: honeyName, spam_reason: 'honeypot' })]);
    const fast = await admin.get(`${LIST}?folder=spam&q=${encodeURIComponent(fastName)}`);
    expect(fast.data.items[0]).toMatchObject({ spam_reason: 'too_fast' });

    const id = spam.data.items[0].id;
    await admin.post(`${STATUS}?id=${id}`, { read: true });
    const back = await admin.post(`${STATUS}?id=${id}`, { spam: false });
    expect(back.data.item).toMatchObject({ status: 'new', read: false, spam_reason: '' });
    expect(await ids(`q=${encodeURIComponent(honeyName)}`)).toEqual([id]);
    const marked = await admin.post(`${STATUS}?id=${id}`, { spam: true });
    expect(marked.data.item.spam_reason).toBe('marked');
  });

  it('deletes spam older than the retention, never sooner, and never inbox messages', async () => {
    const now = Date.now();
    const oldSpam = await create({ name: tag() });
    const youngSpam = await create({ name: tag() });
    const oldInbox = await create({ name: tag() });
    for (const id of [oldSpam, youngSpam]) await admin.post(`${STATUS}?id=${id}`, { spam: true });
    await arrivedAt(oldSpam, new Date(now - 91 * DAY));
    await arrivedAt(youngSpam, new Date(now - 89 * DAY));
    await arrivedAt(oldInbox, new Date(now - 400 * DAY));
    expect(await purgeOldSpam(server.app.sequelize, 90, now)).toBe(1);
    const spam = await ids('folder=spam&limit=100');
    expect(spam).not.toContain(oldSpam);
    expect(spam).toContain(youngSpam);
    expect(await ids('limit=100&sort=oldest')).toContain(oldInbox);
  });
});

describe('lead desk: export and figures', () => {
  it('exports the filtered view as CSV Excel reads in Arabic, with formulas neutralised', async () => {
    const word = tag();
    await create({ name: `=cmd|' /C calc'!A0 ${word}`, message: '+SUM(1,2)' });
    await create({ name: `${word} عميل`, message: 'سطر أول\nسطر ثان, مع فاصلة "واقتباس"' });
    const res = await fetch(`${server.url}${EXPORT}?q=${encodeURIComponent(word)}&sort=oldest`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'id,created_at,status,read,name,phone,email,service,urgency,preferred_time,message,spam_reason,service_key,source,demo',
    );
    expect(text).toContain(`,'=cmd|' /C calc'!A0 ${word},`);
    expect(text).toContain(`'+SUM(1,2)`);
    expect(text).toContain('"سطر أول\nسطر ثان, مع فاصلة ""واقتباس"""');
    expect(text).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,new,0,/);
  });

  it('counts new messages in the last 30 days against the 30 before, by status and service, and the done share', async () => {
    const fresh = await startTestServer();
    try {
      const office = new Client(fresh.url);
      await office.login();
      const now = Date.now();
      const made: number[] = [];
      for (const [daysAgo, status, service] of [
        [1, 'new', 'Moving'],
        [10, 'done', 'نقل'],
        [29, 'done', 'رخام'],
        [31, 'lost', 'Marble'],
        [45, 'contacted', 'Moving'],
        [70, 'done', 'Cleaning'],
        [71, 'lost', 'غسيل سجاد'],
      ] as const) {
        const res = await office.post(LIST, { ...validAdminContact, service });
        const id = res.data.item.id as number;
        made.push(id);
        await office.post(`${STATUS}?id=${id}`, { status });
        await fresh.app.sequelize.query('UPDATE contacts SET created_at = $1 WHERE id = $2', {
          bind: [dbTimestamp(new Date(now - daysAgo * DAY)), id],
        });
      }
      await office.post(`${STATUS}?id=${made[0]}`, { spam: true });
      const stats = (await office.get(STATS)).data;
      // By service key, whatever language each was asked in: "نقل" and "Moving" are one service.
      expect(stats).toEqual({
        unread: 6,
        last30: 2,
        previous30: 2,
        byStatus: { new: 0, contacted: 1, scheduled: 0, done: 3, lost: 2 },
        byService: [
          { service: 'marble', count: 2 },
          { service: 'moving', count: 2 },
          { service: 'cleaning', count: 1 },
          { service: null, count: 1 },
        ],
        doneShare: 0.6,
      });
    } finally {
      await fresh.close();
    }
  });

  it('every lead desk call needs a session', async () => {
    const anonymous = new Client(server.url);
    for (const [method, path] of [
      ['POST', `${STATUS}?id=1`],
      ['GET', `${NOTES}?contact_id=1`],
      ['POST', `${NOTES}?contact_id=1`],
      ['GET', EXPORT],
      ['GET', STATS],
      ['GET', `${LIST}?q=x`],
      ['GET', `${ONE}?id=1`],
    ] as const) {
      const res = await anonymous.request(method, path, {
        json: method === 'POST' ? { body: 'x', status: 'done' } : undefined,
      });
      expect(res.status, path).toBe(401);
    }
  });
});
