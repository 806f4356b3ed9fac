import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startSignedInServer, validContact, type TestServer } from './harness';
import { addColleague, AR, colleagueReady } from './staff-support';

const VISITS = '/backend/admin/visits.php';
const SUBMIT = '/backend/contact_submit.php';

let server: TestServer;
let admin: Client;
let visitor: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
  visitor = new Client(server.url);
});
afterAll(() => server.close());

let sent = 0;
/** A message from a number no other test uses; its id and its customer. */
async function message(name = 'فاطمة'): Promise<{ id: number; customer: number }> {
  sent += 1;
  const phone = `055${String(sent).padStart(7, '0')}`;
  const res = await visitor.post(SUBMIT, { ...validContact, name, phone });
  expect(res.status).toBe(201);
  const one = await admin.get(`/backend/admin/contact.php?id=${res.data.id}`);
  return { id: res.data.id, customer: one.data.item.customer_id };
}

let teams = 0;
/** A team no other test uses, so windows of other tests never clash. */
const newTeam = () => `فريق ${++teams}-${Date.now().toString(36)}`;

const body = (contactId: number, fields: Record<string, unknown> = {}) => ({
  contact_id: contactId,
  date: '2026-12-05',
  from: '09:00',
  to: '11:00',
  team: 'فريق أ',
  price: 450,
  address: 'شارع قباء، عمارة 12',
  district: 'قباء',
  service_key: 'cleaning',
  ...fields,
});
const statusOf = async (contactId: number) =>
  (await admin.get(`/backend/admin/contact.php?id=${contactId}`)).data.item.status as string;

describe('visits', () => {
  it('schedules a visit from a message: the message is scheduled, the customer counts it, the list shows it', async () => {
    const { id, customer } = await message('سلمى العنزي');
    const team = newTeam();
    const res = await admin.post(VISITS, body(id, { team, priority: 'urgent', notes: 'الدور الثاني' }));
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data.item).toMatchObject({
      customer_id: customer,
      contact_id: id,
      customer_name: 'سلمى العنزي',
      date: '2026-12-05',
      from: '09:00',
      to: '11:00',
      team,
      price: 450,
      district: 'قباء',
      service_key: 'cleaning',
      priority: 'urgent',
      status: 'pending',
      notes: 'الدور الثاني',
    });
    expect(await statusOf(id)).toBe('scheduled');
    const detail = (await admin.get(`/backend/admin/customer.php?id=${customer}`)).data.item;
    expect(detail.visits_count).toBe(1);
    expect(detail.visits.map((v: { id: number }) => v.id)).toEqual([res.data.item.id]);

    const list = async (query: string) =>
      ((await admin.get(`${VISITS}?${query}`)).data.items as { id: number }[]).map((v) => v.id);
    const week = `from=2026-12-05&to=2026-12-11`;
    expect(await list(`${week}&team=${encodeURIComponent(team)}`)).toEqual([res.data.item.id]);
    expect(await list(`${week}&team=${encodeURIComponent(team)}&status=confirmed`)).toEqual([]);
    expect(await list(`${week}&team=${encodeURIComponent(team)}&priority=urgent`)).toEqual([res.data.item.id]);
    expect(await list(`from=2026-12-06&team=${encodeURIComponent(team)}`)).toEqual([]);
    expect(await list(`q=${encodeURIComponent('سلمى الدور')}`)).toEqual([res.data.item.id]);
  });

  it('flags a team’s overlapping visit before saving; touching windows, another team or a cancelled visit do not clash', async () => {
    const team = newTeam();
    const first = await message();
    const a = (await admin.post(VISITS, body(first.id, { team, from: '09:00', to: '11:00' }))).data.item;
    const second = await message();
    const clash = await admin.request('POST', VISITS, {
      json: body(second.id, { team, from: '10:30', to: '12:00' }),
      headers: AR,
    });
    expect(clash.status).toBe(409);
    expect(clash.data.error).toContain('لدى الفريق زيارة أخرى في هذا الوقت');
    expect(clash.data.clashes.map((v: { id: number }) => v.id)).toEqual([a.id]);
    expect(await statusOf(second.id)).toBe('new');

    expect((await admin.post(VISITS, body(second.id, { team, from: '11:00', to: '12:00' }))).status).toBe(201);
    expect((await admin.post(VISITS, body(second.id, { team: newTeam(), from: '10:00' }))).status).toBe(201);
    expect(
      (await admin.post(VISITS, body(second.id, { team, from: '10:30', to: '12:00', confirm_overlap: true }))).status,
    ).toBe(201);
    await admin.post(`${VISITS}?id=${a.id}&_method=PUT`, body(first.id, { team, status: 'cancelled' }));
    const third = await message();
    const res = await admin.post(VISITS, body(third.id, { team, from: '09:00', to: '10:00' }));
    expect(res.status, JSON.stringify(res.data)).toBe(201);
  });

  it('moves the visit along; completing it makes the message done, and the log says what changed', async () => {
    const { id } = await message();
    const team = newTeam();
    const visit = (await admin.post(VISITS, body(id, { team }))).data.item;
    for (const status of ['confirmed', 'in-progress', 'completed']) {
      const res = await admin.post(`${VISITS}?id=${visit.id}&_method=PUT`, body(id, { team, status }));
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      expect(res.data.item.status).toBe(status);
    }
    expect(await statusOf(id)).toBe('done');
    const log = (await admin.get('/backend/admin/audit.php?action=visit.updated')).data.items[0];
    expect(log.details).toEqual({
      changes: { status: ['in-progress', 'completed'] },
      message_status: ['scheduled', 'done'],
    });
  });

  it('refuses bad bodies in the caller’s language and stores nothing; an unknown or spam message is 404', async () => {
    const { id } = await message();
    const before = (await admin.get(`${VISITS}?limit=100`)).data.total;
    const bad = await admin.request('POST', VISITS, { json: body(id, { from: '12:00', to: '11:00' }), headers: AR });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toContain('يجب أن ينتهي بعد وقت البداية');
    for (const fields of [
      { date: '2026-02-30' },
      { price: -5 },
      { service_key: 'تنظيف' },
      { team: '' },
      { from: '9' },
    ]) {
      expect((await admin.post(VISITS, body(id, fields))).status, JSON.stringify(fields)).toBe(400);
    }
    expect((await admin.post(VISITS, body(999_999))).status).toBe(404);
    const spam = await visitor.post(SUBMIT, { ...validContact, phone: '0559990001', website: 'x' });
    expect((await admin.post(VISITS, body(spam.data.id))).status).toBe(404);
    expect((await admin.post(`${VISITS}?id=999999&_method=PUT`, body(id))).status).toBe(404);
    expect((await admin.get(`${VISITS}?limit=100`)).data.total).toBe(before);
    expect(await statusOf(id)).toBe('new');
  });

  it('an agent schedules and changes visits but may not delete one; a manager may', async () => {
    const { id } = await message();
    const { email } = await addColleague(admin, 'وكيل الحجوزات', undefined, 'agent');
    const agent = await colleagueReady(server.url, email);
    const made = await agent.post(VISITS, body(id, { team: newTeam() }));
    expect(made.status).toBe(201);
    expect((await agent.post(`${VISITS}?id=${made.data.item.id}&_method=DELETE`)).status).toBe(403);
    expect((await admin.post(`${VISITS}?id=${made.data.item.id}&_method=DELETE`)).status).toBe(200);
    expect((await admin.post(`${VISITS}?id=${made.data.item.id}&_method=DELETE`)).status).toBe(404);
  });

  it('a merge brings the other customer’s visits; a split takes the visits of the messages it moves', async () => {
    const a = await message('منيرة');
    const b = await message('منيرة');
    await admin.post(VISITS, body(a.id, { team: newTeam() }));
    await admin.post(VISITS, body(b.id, { team: newTeam() }));
    expect(
      (await admin.post('/backend/admin/customer-merge.php', { into_id: a.customer, from_id: b.customer })).status,
    ).toBe(200);
    expect((await admin.get(`/backend/admin/customer.php?id=${a.customer}`)).data.item.visits_count).toBe(2);
    const split = await admin.post(`/backend/admin/customer-split.php?id=${a.customer}`, { contact_ids: [b.id] });
    expect(split.status).toBe(201);
    expect(split.data.item.visits_count).toBe(1);
    expect((await admin.get(`/backend/admin/customer.php?id=${a.customer}`)).data.item.visits_count).toBe(1);
  });
});
