import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, validContact, validPortfolio, type TestServer } from './harness';

let server: TestServer;
let visitor: Client;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  visitor = new Client(server.url);
  admin = new Client(server.url);
  await admin.login();
});
afterAll(() => server.close());

const contactsTotal = async () => (await admin.get('/backend/admin/contacts.php')).data.total as number;

describe('POST /backend/contact_submit.php', () => {
  it('stores a valid message with created_at and answers 201', async () => {
    const before = await contactsTotal();
    const res = await visitor.post('/backend/contact_submit.php', {
      ...validContact,
      preferredTime: 'مساءً',
      urgency: 'urgent',
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ ok: true, id: expect.any(Number) });
    const list = await admin.get('/backend/admin/contacts.php');
    expect(list.data.total).toBe(before + 1);
    expect(list.data.items[0]).toMatchObject({
      name: validContact.name,
      phone: validContact.phone,
      service: validContact.service,
      preferred_time: 'مساءً',
      urgency: 'urgent',
    });
    expect(Date.parse(list.data.items[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts the minimal payload (name and phone) with urgency defaulting to normal', async () => {
    const res = await visitor.post('/backend/contact_submit.php', { name: 'Ali', phone: '+966 55 123 4567' });
    expect(res.status).toBe(201);
    const { items } = (await admin.get('/backend/admin/contacts.php')).data;
    expect(items[0]).toMatchObject({ name: 'Ali', urgency: 'normal', email: '' });
  });

  it('answers messages sent together (stored in one write) each with the id of its own row', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Together ${i}`);
    const answers = await Promise.all(
      names.map((name) => visitor.post('/backend/contact_submit.php', { ...validContact, name })),
    );
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 201));
    const { items } = (await admin.get('/backend/admin/contacts.php')).data as {
      items: { id: number; name: string }[];
    };
    const nameOf = new Map(items.map((c) => [c.id, c.name]));
    expect(answers.map((a) => nameOf.get(a.data.id as number))).toEqual(names);
  });

  it('turns Arabic-Indic digits into ASCII digits', async () => {
    await visitor.post('/backend/contact_submit.php', { name: 'أحمد', phone: '٠٥٥١٢٣٤٥٦٧' });
    const { items } = (await admin.get('/backend/admin/contacts.php')).data;
    expect(items[0].phone).toBe('0551234567');
  });

  const bad: [string, unknown, RegExp][] = [
    ['missing name', { phone: '0551234567' }, /^name/],
    ['missing phone', { name: 'Ali' }, /^phone/],
    ['blank name', { name: '   ', phone: '0551234567' }, /^name: is required/],
    ['a phone with letters', { name: 'Ali', phone: 'call me' }, /^phone: must be a phone number/],
    ['a number as name', { name: 42, phone: '0551234567' }, /^name/],
    ['an oversized message', { name: 'Ali', phone: '0551234567', message: 'x'.repeat(5001) }, /^message: is too long/],
    ['an invalid email', { name: 'Ali', phone: '0551234567', email: 'not-an-email' }, /^email/],
    ['an unknown urgency', { name: 'Ali', phone: '0551234567', urgency: 'whenever' }, /^urgency/],
    ['an array body', [1, 2], /^name/],
  ];
  it.each(bad)('refuses %s with 400 and stores nothing', async (_label, body, message) => {
    const before = await contactsTotal();
    const res = await visitor.post('/backend/contact_submit.php', body);
    expect(res.status).toBe(400);
    expect(res.data.error).toMatch(message);
    expect(await contactsTotal()).toBe(before);
  });

  it('answers in Arabic when the request asks for Arabic', async () => {
    const res = await visitor.post('/backend/contact_submit.php', { name: 'Ali' }, { 'Accept-Language': 'ar' });
    expect(res.status).toBe(400);
    expect(res.data.error).toBe('رقم الجوال: مطلوب');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await visitor.request('POST', '/backend/contact_submit.php', {
      body: '{"name": "Ali", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.data.error).toMatch(/not valid JSON/);
  });

  it('refuses a JSON body over 100 KB with 413', async () => {
    const res = await visitor.post('/backend/contact_submit.php', {
      name: 'Ali',
      phone: '0551234567',
      message: 'x'.repeat(200_000),
    });
    expect(res.status).toBe(413);
    expect(res.data.error).toMatch(/too large/);
  });
});

describe('GET /backend/portfolio.php', () => {
  it('lists items localized for ?lang=ar and ?lang=en, newest first', async () => {
    await admin.post('/backend/admin/portfolio.php', { ...validPortfolio, title_ar: 'الأقدم', title_en: 'Older' });
    await admin.post('/backend/admin/portfolio.php', {
      ...validPortfolio,
      title_ar: 'الأحدث',
      title_en: 'Newer',
      before_after: 0,
    });
    const ar = await visitor.get('/backend/portfolio.php?lang=ar');
    const en = await visitor.get('/backend/portfolio.php?lang=en');
    expect(ar.status).toBe(200);
    expect(ar.data.map((i: { title: string }) => i.title)).toEqual(['الأحدث', 'الأقدم']);
    expect(en.data.map((i: { title: string }) => i.title)).toEqual(['Newer', 'Older']);
    expect(en.data[1]).toEqual({
      id: expect.any(Number),
      category: 'marble',
      title: 'Older',
      image: '/uploads/x.webp',
      beforeAfter: true,
      rating: 4,
      date: '2026-10-01',
      duration: '4 hours',
      location: 'Quba',
      description: 'Description',
      testimonial: 'Excellent',
      clientName: 'Khalid',
      // An addition: the image's responsive variants (none for a path that is not an upload with them).
      imageSet: null,
    });
    expect(ar.data[1]).toMatchObject({ location: 'قباء', clientName: 'خالد', beforeAfter: true });
    expect(en.data[0].beforeAfter).toBe(false);
  });

  it('defaults to Arabic and refuses an unknown language', async () => {
    const plain = await visitor.get('/backend/portfolio.php');
    expect(plain.status).toBe(200);
    expect(plain.data[0].title).toBe('الأحدث');
    const bad = await visitor.get('/backend/portfolio.php?lang=fr');
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatch(/^lang/);
  });
});

describe('other paths', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await visitor.get('/backend/nothing.php');
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ error: 'Not found' });
  });

  it('reports health with the database checked, and that the company details are still the samples', async () => {
    const res = await visitor.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true, sampleCompanyDetails: true });
  });
});
