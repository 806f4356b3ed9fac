import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchInserter } from '../src/db/batch-insert';
import { startTestServer, type TestServer } from './harness';
import { CONTACT_COLUMNS } from '../src/routes/public';

// On SQLite with `npm test`, on PostgreSQL with `npm run test:pg`.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const COLUMNS = CONTACT_COLUMNS;
type Row = Record<(typeof COLUMNS)[number], string | number | null>;
const row = (name: string, spam = 0): Row => ({
  name,
  phone: '0551234567',
  email: '',
  service: 'تنظيف',
  service_key: 'cleaning',
  phone_key: '966551234567',
  message: `رسالة ${name}`,
  preferred_time: '',
  urgency: 'normal',
  spam,
  spam_reason: spam ? 'honeypot' : '',
  search_text: name.toLowerCase(),
  source: 'home',
});
const inserter = () => new BatchInserter<Row>(server.app.sequelize, 'contacts', COLUMNS);
const rawCreatedAt = async (id: number) =>
  (
    await server.app.sequelize.query<{ created_at: unknown }>('SELECT created_at FROM contacts WHERE id = $1', {
      bind: [id],
      type: QueryTypes.SELECT,
    })
  )[0]!.created_at;

describe('multi-row insert', () => {
  it('gives each caller the id of its own row, over several statements and with identical rows', async () => {
    const rows = [
      ...Array.from({ length: 240 }, (_, i) => row(`Batch ${i}`, i % 7 === 0 ? 1 : 0)),
      ...Array.from({ length: 10 }, () => row('Batch twin')),
    ];
    const contacts = inserter();
    const ids = await Promise.all(rows.map((r) => contacts.insert(r)));
    expect(new Set(ids).size).toBe(rows.length);
    for (const [i, id] of ids.entries()) {
      const stored = await server.app.models.Contact.findByPk(id, { raw: true });
      expect(stored).toMatchObject(rows[i]!);
    }
  });

  it('stores the timestamps the ORM would: ORM reads see the time, in the shape the ORM writes', async () => {
    const before = Date.now();
    const [id] = await Promise.all([inserter().insert(row('Timed'))]);
    const made = await server.app.models.Contact.create(row('By the ORM') as never);
    const read = await server.app.models.Contact.findByPk(id);
    expect(read!.created_at.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(read!.created_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(read!.updated_at.getTime()).toBe(read!.created_at.getTime());
    // SQLite keeps text and sorts by it: both rows must be written the same way.
    const shape = (v: unknown) => (v instanceof Date ? 'a date' : String(v).replace(/\d/g, '0'));
    expect(shape(await rawCreatedAt(id!))).toBe(shape(await rawCreatedAt(made.id)));
  });

  it('rejects every caller of a statement that fails, stores none of its rows, and goes on', async () => {
    const contacts = inserter();
    const results = await Promise.allSettled([
      contacts.insert(row('Fails along')),
      contacts.insert({ ...row('Fails'), name: null as never }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await server.app.models.Contact.count({ where: { search_text: ['fails along', 'fails'] } })).toBe(0);
    expect(await contacts.insert(row('After the failure'))).toBeGreaterThan(0);
  });
});
