import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrator } from '../src/db/migrate';
import { dbTimestamp } from '../src/db/time';
import { insertEarlierContact, withScratchDatabase } from './migration-support';
import { Client, startSignedInServer, validAdminContact, validContact, type TestServer } from './harness';
import { addColleague, AR, colleagueReady } from './staff-support';

const CUSTOMERS = '/backend/admin/customers.php';
const CUSTOMER = '/backend/admin/customer.php';
const MERGE = '/backend/admin/customer-merge.php';
const SPLIT = '/backend/admin/customer-split.php';
const CONTACTS = '/backend/admin/contacts.php';
const SUBMIT = '/backend/contact_submit.php';

let server: TestServer;
let admin: Client;
let visitor: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
  visitor = new Client(server.url);
});
afterAll(() => server.close());

let numbers = 0;
/** A Saudi mobile number no other test uses, as its nine digits after 05. */
function newNumber(): string {
  numbers += 1;
  return `${String(Date.now() % 1e6)
    .padStart(6, '0')
    .slice(0, 4)}${String(numbers).padStart(4, '0')}`.slice(0, 8);
}

async function send(name: string, phone: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await visitor.post(SUBMIT, { ...validContact, name, phone, ...extra });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.id as number;
}

/** Puts a message at a known time, so "latest" is certain. */
async function sentAt(contactId: number, iso: string): Promise<void> {
  await server.app.sequelize.query('UPDATE contacts SET created_at = $1 WHERE id = $2', {
    bind: [dbTimestamp(new Date(iso)), contactId],
  });
}

async function customerOf(contactId: number): Promise<number> {
  const res = await admin.get(`/backend/admin/contact.php?id=${contactId}`);
  expect(res.status).toBe(200);
  return res.data.item.customer_id as number;
}

async function search(q: string) {
  const res = await admin.get(`${CUSTOMERS}?q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data as { items: { id: number; name: string; phones: string[]; messages_count: number }[]; total: number };
}

describe('customers: one per phone number', () => {
  it('groups every written form of one number, latest name first; spam joins no one', async () => {
    const n = `5${newNumber()}`;
    const local = `0${n}`;
    const forms = [
      local,
      `+966 ${n.slice(0, 2)} ${n.slice(2)}`,
      `00966${n}`,
      local.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!),
    ];
    const ids: number[] = [];
    for (const [i, phone] of forms.entries()) {
      ids.push(await send(i === 3 ? 'نورة الحربي' : 'نورة', phone));
      await sentAt(ids[i]!, `2026-0${i + 1}-10T09:00:00Z`);
    }
    await send('spam', local, { website: 'http://spam.example', elapsedMs: 9000 });
    const customer = await customerOf(ids[0]!);
    for (const id of ids) expect(await customerOf(id)).toBe(customer);

    const detail = (await admin.get(`${CUSTOMER}?id=${customer}`)).data.item;
    expect(detail).toMatchObject({
      id: customer,
      name: 'نورة الحربي',
      names: ['نورة الحربي', 'نورة'],
      // Arabic-Indic digits are stored as ASCII ones (the form's rule), so the fourth is the first again.
      phones: [local, `00966${n}`, forms[1]],
      messages_count: 4,
      visits_count: 0,
      first_contact_at: '2026-01-10T09:00:00.000Z',
      last_contact_at: '2026-04-10T09:00:00.000Z',
    });
    expect(detail.messages.map((m: { id: number }) => m.id)).toEqual([...ids].reverse());
    // The list's address with an id answers the same customer; an unknown one is 404, a bad one 400.
    expect((await admin.get(`${CUSTOMERS}?id=${customer}`)).data).toEqual({ item: detail });
    expect((await admin.get(`${CUSTOMERS}?id=999999`)).status).toBe(404);
    expect((await admin.get(`${CUSTOMERS}?id=abc`)).status).toBe(400);
  });

  it('finds a customer by name, by any form of the number and by a word they wrote', async () => {
    const n = `5${newNumber()}`;
    const id = await send('Khalid Al-Harbi', `0${n}`, { message: 'تنظيف خزان المياه في قباء' });
    const customer = await customerOf(id);
    for (const q of ['khalid', `+966${n}`, `0${n}`, 'قباء', 'khalid قباء']) {
      const found = await search(q);
      expect(
        found.items.map((c) => c.id),
        q,
      ).toContain(customer);
    }
    expect((await search('khalid لا-توجد-هذه-الكلمة')).total).toBe(0);
  });

  it('lists customers with the latest contact first, paged, with {items, total}', async () => {
    const first = await customerOf(await send('الأول', `05${newNumber()}`));
    const second = await customerOf(await send('الثاني', `05${newNumber()}`));
    const res = await admin.get(`${CUSTOMERS}?limit=2`);
    expect(Object.keys(res.data).sort()).toEqual(['items', 'total']);
    expect(res.data.items.map((c: { id: number }) => c.id)).toEqual([second, first]);
    expect(res.data.total).toBeGreaterThanOrEqual(2);
    expect((await admin.get(`${CUSTOMERS}?limit=2&page=2`)).data.items.map((c: { id: number }) => c.id)).not.toContain(
      second,
    );
  });

  it('a message whose number the office corrects moves to that number’s customer', async () => {
    const a = `05${newNumber()}`;
    const b = `05${newNumber()}`;
    const fromA = await send('سلمان', a);
    const fromB = await send('سلمان', b);
    const res = await admin.post(`${CONTACTS}?id=${fromA}&_method=PUT`, { ...validAdminContact, phone: b });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.item.customer_id).toBe(await customerOf(fromB));
  });
});

describe('customers: where they stand, by the rules written in the README', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  it('vip after three done requests, new for 30 days, active for 180 days since the last contact, else inactive', async () => {
    const word = `حالة${Date.now().toString(36)}`;
    const make = async (name: string, sent: [days: number, status?: string][]) => {
      const phone = `05${newNumber()}`;
      let customer = 0;
      for (const [days, status] of sent) {
        const id = await send(`${word} ${name}`, phone);
        if (status)
          expect((await admin.post(`/backend/admin/contact-status.php?id=${id}`, { status })).status).toBe(200);
        await sentAt(id, daysAgo(days));
        customer = await customerOf(id);
      }
      return customer;
    };
    const vip = await make('vip', [
      [400, 'done'],
      [300, 'done'],
      [250, 'done'],
    ]);
    const almostVip = await make('almost', [
      [400, 'done'],
      [300, 'done'],
      [250, 'lost'],
    ]);
    const fresh = await make('new', [[29], [2]]);
    const active = await make('active', [[90], [179]]);
    const inactive = await make('inactive', [[181]]);

    const listed = async (status = '') =>
      (await admin.get(`${CUSTOMERS}?q=${encodeURIComponent(word)}${status ? `&status=${status}` : ''}`)).data;
    const all = await listed();
    expect(Object.fromEntries(all.items.map((c: { id: number; status: string }) => [c.id, c.status]))).toEqual({
      [vip]: 'vip',
      [almostVip]: 'inactive',
      [fresh]: 'new',
      [active]: 'active',
      [inactive]: 'inactive',
    });
    expect(all.total).toBe(5);
    for (const [status, ids] of [
      ['vip', [vip]],
      ['new', [fresh]],
      ['active', [active]],
      ['inactive', [inactive, almostVip]],
    ] as const) {
      const page = await listed(status);
      expect(
        page.items.map((c: { id: number }) => c.id),
        status,
      ).toEqual(ids);
      expect(page.total).toBe(ids.length);
    }
    expect((await admin.get(`${CUSTOMERS}?status=gold`)).status).toBe(400);
  });
});

describe('customers: merge and split', () => {
  it('merges two customers: messages and numbers join one, the other is gone, and the log says who', async () => {
    const a = `05${newNumber()}`;
    const b = `05${newNumber()}`;
    const into = await customerOf(await send('أم فهد', a));
    const from = await customerOf(await send('أم فهد', b));
    const res = await admin.post(MERGE, { into_id: into, from_id: from });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.item).toMatchObject({ id: into, messages_count: 2, phones: [b, a] });
    expect((await admin.get(`${CUSTOMER}?id=${from}`)).status).toBe(404);
    // A later message from the merged number joins the customer that stayed.
    expect(await customerOf(await send('أم فهد', b))).toBe(into);

    const log = (await admin.get('/backend/admin/audit.php?action=customer.merged')).data.items[0];
    expect(log).toMatchObject({
      action: 'customer.merged',
      actor: { kind: 'admin' },
      target: { type: 'customer', id: String(into), label: 'أم فهد' },
      details: { merged: { id: from, phones: [b] } },
    });
  });

  it('splits some messages off: a number only they used goes with them', async () => {
    const shared = `05${newNumber()}`;
    const own = `05${newNumber()}`;
    const kept = await send('عبدالله', shared);
    const customer = await customerOf(kept);
    // The office merged a stranger in by mistake.
    const stranger = await send('عبدالرحمن', own);
    expect((await admin.post(MERGE, { into_id: customer, from_id: await customerOf(stranger) })).status).toBe(200);
    const alsoShared = await send('عبدالرحمن', shared);
    await sentAt(alsoShared, '2025-01-01T00:00:00Z');

    const res = await admin.post(`${SPLIT}?id=${customer}`, { contact_ids: [stranger, alsoShared] });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const created = res.data.item;
    expect(created).toMatchObject({ name: 'عبدالرحمن', messages_count: 2 });
    expect(created.id).not.toBe(customer);
    expect((await admin.get(`${CUSTOMER}?id=${customer}`)).data.item.messages_count).toBe(1);
    // The stranger's own number went with them; the number both used stayed.
    expect(await customerOf(await send('عبدالرحمن', own))).toBe(created.id);
    expect(await customerOf(await send('عبدالله', shared))).toBe(customer);
    const log = (await admin.get('/backend/admin/audit.php?action=customer.split')).data.items[0];
    expect(log).toMatchObject({
      target: { type: 'customer', id: String(customer) },
      details: { into: { id: created.id }, messages: [stranger, alsoShared] },
    });
  });

  it('refuses, changing nothing: all of a customer’s messages, another’s message, itself, an unknown customer', async () => {
    const mine = await send('ريم', `05${newNumber()}`);
    const customer = await customerOf(mine);
    const other = await send('هند', `05${newNumber()}`);

    const all = await admin.request('POST', `${SPLIT}?id=${customer}`, { json: { contact_ids: [mine] }, headers: AR });
    expect(all.status).toBe(400);
    expect(all.data.error).toContain('اترك رسالة واحدة على الأقل');
    const notTheirs = await admin.post(`${SPLIT}?id=${customer}`, { contact_ids: [other] });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.data.error).toMatch(/not this customer/);
    const itself = await admin.request('POST', MERGE, { json: { into_id: customer, from_id: customer }, headers: AR });
    expect(itself.status).toBe(400);
    expect(itself.data.error).toContain('يجب أن يكون عميلًا آخر');
    expect((await admin.post(MERGE, { into_id: customer, from_id: 999_999 })).status).toBe(404);
    expect((await admin.post(`${SPLIT}?id=999999`, { contact_ids: [mine] })).status).toBe(404);
    for (const body of [{}, { contact_ids: [] }, { contact_ids: ['1'] }, { contact_ids: [0] }]) {
      expect((await admin.post(`${SPLIT}?id=${customer}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await customerOf(mine)).toBe(customer);
    expect(await customerOf(other)).not.toBe(customer);
    expect((await admin.get(`${CUSTOMER}?id=${customer}`)).data.item.messages_count).toBe(1);
  });

  it('an agent reads customers but may not merge or split them', async () => {
    const { email } = await addColleague(admin, 'وكيل', undefined, 'agent');
    const agent = await colleagueReady(server.url, email);
    const customer = await customerOf(await send('تهاني', `05${newNumber()}`));
    expect((await agent.get(`${CUSTOMER}?id=${customer}`)).status).toBe(200);
    expect((await agent.post(MERGE, { into_id: customer, from_id: customer + 1 })).status).toBe(403);
    expect((await agent.post(`${SPLIT}?id=${customer}`, { contact_ids: [1] })).status).toBe(403);
  });
});

it('the migration makes customers of the messages stored before it, one per number however written', async () => {
  await withScratchDatabase(async (sequelize) => {
    await migrator(sequelize).up({ to: '0014-service-key' });
    for (const [name, phone, spam] of [
      ['أحمد', '0551112233', 0],
      ['أحمد', '+966 55 111 2233', 0],
      ['Ahmad', '00966551112233', 0],
      ['منى', '0557778899', 0],
      ['bot', '0551112233', 1],
      ['Guest', '+971 50 123 4567', 0],
      ['Guest', '00971501234567', 0],
    ] as const) {
      await insertEarlierContact(sequelize, { name, phone, spam });
    }
    await migrate(sequelize);
    const rows = await sequelize.query<{ name: string; phone_key: string; customer_id: number | null }>(
      'SELECT name, phone_key, customer_id FROM contacts ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    const [ahmad, , , mona, bot, guest] = rows;
    expect(rows.map((r) => r.phone_key)).toEqual([
      '966551112233',
      '966551112233',
      '966551112233',
      '966557778899',
      '966551112233',
      '971501234567',
      '971501234567',
    ]);
    expect(rows.map((r) => r.customer_id)).toEqual([
      ahmad!.customer_id,
      ahmad!.customer_id,
      ahmad!.customer_id,
      mona!.customer_id,
      null,
      guest!.customer_id,
      guest!.customer_id,
    ]);
    expect(new Set([ahmad!.customer_id, mona!.customer_id, guest!.customer_id]).size).toBe(3);
    expect(bot!.customer_id).toBeNull();
    const [counted] = await sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM customers', {
      type: QueryTypes.SELECT,
    });
    expect(Number(counted?.n)).toBe(3);
  });
});
