import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/clock';
import { migrate, migrator } from '../src/db/migrate';
import { dbTimestamp } from '../src/db/time';
import { insertEarlierContact, withScratchDatabase } from './migration-support';
import { Client, startSignedInServer, validContact, type TestServer } from './harness';

// A message's first response: the first change of its status after it arrived, kept on the message.

class SetClock implements Clock {
  t = Date.now();
  now(): number {
    return this.t;
  }
}
const clock = new SetClock();
const MINUTE = 60_000;

let server: TestServer;
let admin: Client;
let visitor: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer(
    // The clock moves on by the hour: the session must outlive that.
    { SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '10000' },
    { clock },
  ));
  visitor = new Client(server.url);
});
afterAll(() => server.close());

/** A message from the site's form, arrived at the clock's time. */
async function arrived(name: string): Promise<number> {
  const res = await visitor.post('/backend/contact_submit.php', { ...validContact, name });
  expect(res.status).toBe(201);
  const id = res.data.id as number;
  await server.app.sequelize.query('UPDATE contacts SET created_at = $1 WHERE id = $2', {
    bind: [dbTimestamp(new Date(clock.now())), id],
  });
  return id;
}

/** The message's first response, as a time, or null. */
async function firstResponseOf(id: number): Promise<number | null> {
  const [row] = await server.app.sequelize.query<{ at: string | Date | null }>(
    'SELECT first_response_at AS at FROM contacts WHERE id = $1',
    { bind: [id], type: QueryTypes.SELECT },
  );
  return row?.at == null ? null : new Date(row.at).getTime();
}

describe('a message’s first response', () => {
  it('is the first change of its status by a person; opening it is not one, and a later change does not move it', async () => {
    const start = clock.t;
    const id = await arrived('يرد عليه موظف');
    clock.t = start + 5 * MINUTE;
    expect((await admin.post(`/backend/admin/contact-status.php?id=${id}`, { read: true })).status).toBe(200);
    expect(await firstResponseOf(id)).toBeNull();
    clock.t = start + 12 * MINUTE;
    await admin.post(`/backend/admin/contact-status.php?id=${id}`, { status: 'contacted' });
    expect(await firstResponseOf(id)).toBe(start + 12 * MINUTE);
    clock.t = start + 90 * MINUTE;
    await admin.post(`/backend/admin/contact-status.php?id=${id}`, { status: 'done' });
    expect(await firstResponseOf(id)).toBe(start + 12 * MINUTE);
    clock.t = Date.now();
  });

  it('is the visit that moved it, and stays when that visit is deleted (the report still counts it)', async () => {
    const performance = async () =>
      (await admin.get('/backend/admin/reports.php?period=week&tab=performance')).data.first_response as {
        messages: number;
        answered: number;
      };
    const before = await performance();
    const start = clock.t;
    const id = await arrived('تحجز له زيارة');
    clock.t = start + 20 * MINUTE;
    const visit = await admin.post('/backend/admin/visits.php', {
      contact_id: id,
      date: new Date(start + 2 * 86_400_000).toISOString().slice(0, 10),
      from: '09:00',
      to: '11:00',
      address: 'شارع',
      team: 'فريق أ',
      price: 300,
      service_key: 'cleaning',
    });
    expect(visit.status, JSON.stringify(visit.data)).toBe(201);
    expect(await firstResponseOf(id)).toBe(start + 20 * MINUTE);
    expect(await performance()).toMatchObject({ messages: before.messages + 1, answered: before.answered + 1 });
    await admin.post(`/backend/admin/visits.php?id=${visit.data.item.id}&_method=DELETE`, {});
    expect(await firstResponseOf(id)).toBe(start + 20 * MINUTE);
    expect(await performance()).toMatchObject({ messages: before.messages + 1, answered: before.answered + 1 });
    clock.t = Date.now();
  });
});

describe('migration 0020-first-response', () => {
  it('takes each stored message’s first response from the audit log: a status change or a visit that moved it', async () => {
    await withScratchDatabase(async (sequelize) => {
      await migrator(sequelize).up({ to: '0019-message-source' });
      const arrival = Date.parse('2026-11-01T08:00:00Z');
      const at = (minutes: number) => dbTimestamp(new Date(arrival + minutes * MINUTE));
      for (const name of ['changed by hand', 'moved by a visit', 'only opened', 'id given again'])
        await insertEarlierContact(sequelize, { name, created_at: at(0) });
      const ids = await sequelize.query<{ id: number; name: string }>('SELECT id, name FROM contacts ORDER BY id', {
        type: QueryTypes.SELECT,
      });
      const idOf = (name: string) => ids.find((row) => row.name === name)!.id;
      const entry = (minutes: number, action: string, type: string, id: number, details: object) =>
        sequelize.query(
          `INSERT INTO audit_log (created_at, actor_kind, actor_id, address, action, target_type, target_id, target_label, details)
           VALUES ($1, 'admin', 1, '', $2, $3, $4, '', $5)`,
          { bind: [at(minutes), action, type, String(id), JSON.stringify(details)] },
        );
      await entry(30, 'contact.status', 'contact', idOf('changed by hand'), {
        changes: { status: ['new', 'contacted'] },
      });
      await entry(50, 'contact.status', 'contact', idOf('changed by hand'), {
        changes: { status: ['contacted', 'done'] },
      });
      await entry(10, 'contact.status', 'contact', idOf('only opened'), { changes: { read: [false, true] } });
      // The entry of a deleted message whose id SQLite gave again: before this one arrived.
      await entry(-60, 'contact.status', 'contact', idOf('id given again'), { changes: { status: ['new', 'done'] } });
      await sequelize.query('INSERT INTO customers (id, created_at) VALUES (1, $1)', { bind: [at(0)] });
      await sequelize.query(
        `INSERT INTO visits (customer_id, contact_id, date, from_time, to_time, team, price, address, district,
          service_key, priority, status, notes, search_text, created_at, updated_at)
         VALUES (1, $1, '2026-11-03', '09:00', '11:00', 'فريق', 300, 'شارع', '', 'cleaning', 'normal', 'pending', '', '', $2, $2)`,
        { bind: [idOf('moved by a visit'), at(0)] },
      );
      const [visit] = await sequelize.query<{ id: number }>('SELECT id FROM visits', { type: QueryTypes.SELECT });
      await entry(45, 'visit.updated', 'visit', visit!.id, { changes: { team: ['أ', 'ب'] } });
      await entry(25, 'visit.created', 'visit', visit!.id, { message_status: ['new', 'scheduled'] });
      await migrate(sequelize);
      const rows = await sequelize.query<{ name: string; at: string | Date | null }>(
        'SELECT name, first_response_at AS at FROM contacts ORDER BY id',
        { type: QueryTypes.SELECT },
      );
      expect(rows.map(({ name, at: time }) => [name, time === null ? null : new Date(time).getTime()])).toEqual([
        ['changed by hand', arrival + 30 * MINUTE],
        ['moved by a visit', arrival + 25 * MINUTE],
        ['only opened', null],
        ['id given again', null],
      ]);
    });
  });
});
