import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTimestamp } from '../src/db/time';
import { Client, startSignedInServer, startTestServer, validAdminContact, type TestServer } from './harness';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
});
afterAll(() => server.close());

const PATH = '/backend/admin/contacts.php';

describe('admin contacts', () => {
  it('creates, reads, updates and deletes a message', async () => {
    const created = await admin.post(PATH, validAdminContact);
    expect(created.status).toBe(201);
    const id = created.data.item.id;
    expect(created.data.item).toMatchObject({ ...validAdminContact, id, created_at: expect.any(String) });

    const updated = await admin.post(`${PATH}?id=${id}&_method=PUT`, {
      ...validAdminContact,
      name: 'Sara A.',
      urgency: 'emergency',
    });
    expect(updated.status).toBe(200);
    expect(updated.data.item).toMatchObject({ id, name: 'Sara A.', urgency: 'emergency' });
    const listed = (await admin.get(PATH)).data.items.find((c: { id: number }) => c.id === id);
    expect(listed).toMatchObject({ name: 'Sara A.', urgency: 'emergency' });

    const deleted = await admin.post(`${PATH}?id=${id}&_method=DELETE`);
    expect(deleted.status).toBe(200);
    expect((await admin.get(PATH)).data.items.some((c: { id: number }) => c.id === id)).toBe(false);
  });

  it('requires name and phone, stores nothing otherwise', async () => {
    const before = (await admin.get(PATH)).data.total;
    for (const body of [
      { ...validAdminContact, name: '' },
      { ...validAdminContact, phone: undefined },
    ]) {
      const res = await admin.post(PATH, body);
      expect(res.status).toBe(400);
      expect(res.data.error).toMatch(/^(name|phone)/);
    }
    expect((await admin.get(PATH)).data.total).toBe(before);
  });

  it('leaves a message unchanged when an update is invalid', async () => {
    const { id } = (await admin.post(PATH, validAdminContact)).data.item;
    const res = await admin.post(`${PATH}?id=${id}&_method=PUT`, { ...validAdminContact, urgency: 'someday' });
    expect(res.status).toBe(400);
    const item = (await admin.get(PATH)).data.items.find((c: { id: number }) => c.id === id);
    expect(item.urgency).toBe('urgent');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await admin.post(`${PATH}?id=999999&_method=PUT`, validAdminContact)).status).toBe(404);
    expect((await admin.post(`${PATH}?id=999999&_method=DELETE`)).status).toBe(404);
    for (const id of ['abc', '-1', '0', '1.5', '']) {
      const res = await admin.post(`${PATH}?id=${id}&_method=DELETE`);
      expect(res.status, `id=${id}`).toBe(400);
      expect(res.data.error).toMatch(/^id/);
    }
    expect((await admin.post(`${PATH}?_method=DELETE`)).status).toBe(400);
  });

  it('refuses bad page and limit values', async () => {
    for (const q of ['page=0', 'page=-2', 'page=x', 'limit=0', 'limit=101', 'limit=abc']) {
      const res = await admin.get(`${PATH}?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.data.error).toMatch(/^(page|limit)/);
    }
  });
});

describe('admin contacts pagination', () => {
  it('pages 45 messages as 20, 20, 5, newest first, with the total', async () => {
    const fresh = await startTestServer();
    try {
      const client = new Client(fresh.url);
      await client.login();
      for (let i = 1; i <= 45; i++) {
        expect((await client.post(PATH, { ...validAdminContact, name: `Client ${i}` })).status).toBe(201);
      }
      const pages = await Promise.all([1, 2, 3, 4].map((p) => client.get(`${PATH}?page=${p}&limit=20`)));
      expect(pages.map((p) => p.data.items.length)).toEqual([20, 20, 5, 0]);
      expect(pages.every((p) => p.data.total === 45)).toBe(true);
      expect(pages[0]!.data.items[0].name).toBe('Client 45');
      expect(pages[2]!.data.items[4].name).toBe('Client 1');
      const defaultPage = await client.get(PATH);
      expect(defaultPage.data.items).toHaveLength(20);
    } finally {
      await fresh.close();
    }
  });
});

describe('admin contacts total', () => {
  // The list keeps each filter's total while the table's change counter (moved by database
  // triggers) stands still; these writes go around the server's own code, as another instance, the
  // spam retention or a tool on the database file would.
  it('follows every change to the table at once, whoever makes it', async () => {
    expect((await admin.post(PATH, { ...validAdminContact, name: 'Listed' })).status).toBe(201);
    const sequelize = server.app.sequelize;
    const total = async (folder = 'inbox') =>
      (await admin.get(`${PATH}?limit=1&folder=${folder}`)).data.total as number;
    const inbox = await total();
    const spam = await total('spam');
    expect(await total()).toBe(inbox);

    const now = dbTimestamp(new Date());
    await sequelize.query(
      `INSERT INTO contacts (name, phone, email, service, message, preferred_time, urgency, spam, search_text, created_at, updated_at)
       VALUES ('Behind the list', '0550000000', '', 'تنظيف', 'm', '', 'normal', 0, '', $1, $1)`,
      { bind: [now] },
    );
    expect(await total()).toBe(inbox + 1);
    await sequelize.query(`UPDATE contacts SET spam = 1 WHERE name = 'Behind the list'`);
    expect(await total()).toBe(inbox);
    expect(await total('spam')).toBe(spam + 1);
    await sequelize.query(`DELETE FROM contacts WHERE name = 'Behind the list'`);
    expect(await total('spam')).toBe(spam);
  });
});

describe('admin contacts pages', () => {
  // The list keeps each page it answered while the same change counter stands still (the counter is
  // read with the session); these writes go around the server's own code, and the very next read of
  // the same page must show them.
  it('shows at once every change to a listed message or its notes, whoever makes it', async () => {
    const created = await admin.post(PATH, { ...validAdminContact, name: 'On a kept page' });
    expect(created.status).toBe(201);
    const id = created.data.item.id as number;
    const sequelize = server.app.sequelize;
    const listed = async () => {
      const page = await admin.get(`${PATH}?limit=5`);
      expect(page.status).toBe(200);
      return page.data.items.find((c: { id: number }) => c.id === id);
    };
    expect(await listed()).toMatchObject({ name: 'On a kept page', notes_count: 0 });
    expect(await listed()).toMatchObject({ name: 'On a kept page', notes_count: 0 });

    await sequelize.query(`UPDATE contacts SET name = 'Renamed behind the list' WHERE id = $1`, { bind: [id] });
    expect(await listed()).toMatchObject({ name: 'Renamed behind the list', notes_count: 0 });

    const now = dbTimestamp(new Date());
    await sequelize.query(
      `INSERT INTO contact_notes (contact_id, author_email, body, created_at, updated_at)
       VALUES ($1, 'tool@example.com', 'written by a tool', $2, $2)`,
      { bind: [id, now] },
    );
    expect((await listed()).notes_count).toBe(1);
    expect(
      (await admin.post(`/backend/admin/contact-notes.php?contact_id=${id}`, { body: 'Called back' })).status,
    ).toBe(201);
    expect((await listed()).notes_count).toBe(2);
    await sequelize.query(`DELETE FROM contact_notes WHERE contact_id = $1`, { bind: [id] });
    expect((await listed()).notes_count).toBe(0);

    await sequelize.query(`DELETE FROM contacts WHERE id = $1`, { bind: [id] });
    expect(await listed()).toBeUndefined();
  });
});
