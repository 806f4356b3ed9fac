import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrator } from '../src/db/migrate';
import { insertEarlierContact, withScratchDatabase } from './migration-support';
import { Client, startSignedInServer, validAdminContact, validContact, type TestServer } from './harness';

let server: TestServer;
let admin: Client;
let visitor: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
  visitor = new Client(server.url);
});
afterAll(() => server.close());

const sourceOf = async (id: number) =>
  (await admin.get(`/backend/admin/contact.php?id=${id}`)).data.item.source as string;

describe('where a message came from', () => {
  it('is the page the site’s form names, the site’s without one, and the office for one typed in', async () => {
    const sent = async (page?: string) =>
      (await visitor.post('/backend/contact_submit.php', { ...validContact, ...(page ? { page } : {}) })).data
        .id as number;
    expect(await sourceOf(await sent('/'))).toBe('home');
    expect(await sourceOf(await sent('/en'))).toBe('home');
    expect(await sourceOf(await sent('/contact'))).toBe('contact');
    expect(await sourceOf(await sent('/en/contact'))).toBe('contact');
    expect(await sourceOf(await sent())).toBe('site');
    expect(await sourceOf(await sent('/somewhere-else'))).toBe('site');
    const typed = await admin.post('/backend/admin/contacts.php', validAdminContact);
    expect(typed.data.item.source).toBe('office');
    // Editing it keeps where it came from.
    await admin.post(`/backend/admin/contacts.php?id=${typed.data.item.id}&_method=PUT`, {
      ...validAdminContact,
      name: 'Sara B',
    });
    expect(await sourceOf(typed.data.item.id)).toBe('office');
  });

  it('is a column of the CSV export, the last before the demo flag added after it', async () => {
    await admin.post('/backend/admin/contacts.php', { ...validAdminContact, name: 'CSV office' });
    const csv = (await admin.get('/backend/admin/contacts-export.php?q=CSV%20office')).data as string;
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(',').slice(-2)).toEqual(['source', 'demo']);
    expect(row!.split(',').slice(-2)).toEqual(['office', 'no']);
  });
});

describe('migration 0019-message-source', () => {
  it('marks the stored messages the office typed in (by the audit log), the others the site’s', async () => {
    await withScratchDatabase(async (sequelize) => {
      await migrator(sequelize).up({ to: '0018-backup-runs' });
      await insertEarlierContact(sequelize, { name: 'from the site' });
      await insertEarlierContact(sequelize, { name: 'typed in' });
      await insertEarlierContact(sequelize, { name: 'no entry left' });
      const ids = await sequelize.query<{ id: number; name: string }>('SELECT id, name FROM contacts ORDER BY id', {
        type: QueryTypes.SELECT,
      });
      const idOf = (name: string) => String(ids.find((row) => row.name === name)!.id);
      for (const [name, kind] of [
        ['from the site', 'visitor'],
        ['typed in', 'admin'],
      ] as const) {
        await sequelize.query(
          `INSERT INTO audit_log (created_at, actor_kind, actor_id, address, action, target_type, target_id, target_label, details)
           VALUES ($1, $2, NULL, '', 'contact.created', 'contact', $3, $4, '{}')`,
          { bind: [new Date().toISOString(), kind, idOf(name), name] },
        );
      }
      await migrate(sequelize);
      const sources = await sequelize.query<{ name: string; source: string }>(
        'SELECT name, source FROM contacts ORDER BY id',
        { type: QueryTypes.SELECT },
      );
      expect(sources).toEqual([
        { name: 'from the site', source: 'site' },
        { name: 'typed in', source: 'office' },
        { name: 'no entry left', source: 'site' },
      ]);
    });
  });
});
