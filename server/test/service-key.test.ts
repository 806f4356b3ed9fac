import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrator } from '../src/db/migrate';
import { insertEarlierContact, withScratchDatabase } from './migration-support';
import { Client, startSignedInServer, validAdminContact, validContact, type TestServer } from './harness';

const LIST = '/backend/admin/contacts.php';
const ONE = '/backend/admin/contact.php';

describe('one service, whatever language it was asked in', () => {
  let server: TestServer;
  let admin: Client;
  beforeAll(async () => {
    ({ server, admin } = await startSignedInServer());
  });
  afterAll(() => server.close());

  const word = `مفتاح${Date.now().toString(36)}`;
  const itemsOf = async (query: string) =>
    (await admin.get(`${LIST}?q=${encodeURIComponent(word)}&${query}`)).data.items as {
      id: number;
      service: string;
      service_key: string | null;
    }[];

  it('keeps the word as sent and stores its key, from the public form and the office alike', async () => {
    const visitor = new Client(server.url);
    expect((await visitor.post('/backend/contact_submit.php', { ...validContact, name: `${word} ar` })).status).toBe(
      201,
    );
    expect((await admin.post(LIST, { ...validAdminContact, name: `${word} en`, service: 'Cleaning' })).status).toBe(
      201,
    );
    expect((await admin.post(LIST, { ...validAdminContact, name: `${word} other`, service: 'غسيل سجاد' })).status).toBe(
      201,
    );
    const items = await itemsOf('sort=oldest');
    expect(items.map(({ service, service_key }) => ({ service, service_key }))).toEqual([
      { service: 'تنظيف', service_key: 'cleaning' },
      { service: 'Cleaning', service_key: 'cleaning' },
      { service: 'غسيل سجاد', service_key: null },
    ]);
  });

  it('a key filters both languages; a word still filters that word only', async () => {
    expect((await itemsOf('service=cleaning')).map((i) => i.service).sort()).toEqual(['Cleaning', 'تنظيف']);
    expect((await itemsOf('service=Cleaning')).map((i) => i.service)).toEqual(['Cleaning']);
  });

  it('an edit of the word moves the key with it', async () => {
    const [english] = await itemsOf('service=Cleaning');
    const res = await admin.post(`${LIST}?id=${english!.id}&_method=PUT`, {
      ...validAdminContact,
      name: `${word} en`,
      service: 'حدائق',
    });
    expect(res.status).toBe(200);
    expect((await admin.get(`${ONE}?id=${english!.id}`)).data.item).toMatchObject({
      service: 'حدائق',
      service_key: 'gardens',
    });
  });
});

it('the migration gives the messages stored before it their service key', async () => {
  await withScratchDatabase(async (sequelize) => {
    await migrator(sequelize).up({ to: '0013-settings' });
    for (const service of ['تنظيف', 'Cleaning', 'إضافية', 'MARBLE', '', 'غسيل سجاد']) {
      await insertEarlierContact(sequelize, { service });
    }
    await migrate(sequelize);
    const rows = await sequelize.query<{ service: string; service_key: string | null }>(
      'SELECT service, service_key FROM contacts ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    expect(rows).toEqual([
      { service: 'تنظيف', service_key: 'cleaning' },
      { service: 'Cleaning', service_key: 'cleaning' },
      { service: 'إضافية', service_key: 'additional' },
      { service: 'MARBLE', service_key: 'marble' },
      { service: '', service_key: null },
      { service: 'غسيل سجاد', service_key: null },
    ]);
  });
});
