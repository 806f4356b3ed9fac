import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_PORTFOLIO_FIELDS } from '@shared/schemas';
import { Client, startSignedInServer, validPortfolio, type TestServer } from './harness';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
});
afterAll(() => server.close());

const PATH = '/backend/admin/portfolio.php';

describe('admin portfolio', () => {
  it('creates, lists, updates and deletes an item, reflected in the public list', async () => {
    const created = await admin.post(PATH, validPortfolio);
    expect(created.status).toBe(201);
    const { id } = created.data.item;
    expect(created.data.item).toMatchObject({ ...validPortfolio, id });

    const list = await admin.get(`${PATH}?page=1&limit=20`);
    expect(list.data.total).toBeGreaterThanOrEqual(1);
    expect(list.data.items[0]).toMatchObject({ id, title_en: 'Marble polishing' });

    const updated = await admin.post(`${PATH}?id=${id}&_method=PUT`, {
      ...validPortfolio,
      title_en: 'Marble crystallization',
      before_after: 0,
    });
    expect(updated.data.item).toMatchObject({ id, title_en: 'Marble crystallization', before_after: 0 });
    const pub = (await new Client(server.url).get('/backend/portfolio.php?lang=en')).data;
    expect(pub.find((i: { id: number }) => i.id === id)).toMatchObject({
      title: 'Marble crystallization',
      beforeAfter: false,
    });

    expect((await admin.post(`${PATH}?id=${id}&_method=DELETE`)).status).toBe(200);
    const after = (await new Client(server.url).get('/backend/portfolio.php?lang=en')).data;
    expect(after.some((i: { id: number }) => i.id === id)).toBe(false);
  });

  it('defaults rating to 5 and before_after to 0; accepts true/false for before_after', async () => {
    const { rating: _r, before_after: _b, ...rest } = validPortfolio;
    const res = await admin.post(PATH, rest);
    expect(res.data.item).toMatchObject({ rating: 5, before_after: 0 });
    const flagged = await admin.post(PATH, { ...validPortfolio, before_after: true });
    expect(flagged.data.item.before_after).toBe(1);
  });

  it.each(REQUIRED_PORTFOLIO_FIELDS.filter((f) => f !== 'rating'))(
    'requires %s (400 naming it, nothing stored)',
    async (field) => {
      const before = (await admin.get(PATH)).data.total;
      const res = await admin.post(PATH, { ...validPortfolio, [field]: '' });
      expect(res.status).toBe(400);
      expect(res.data.error.startsWith(`${field}:`)).toBe(true);
      expect((await admin.get(PATH)).data.total).toBe(before);
    },
  );

  const bad: [string, Record<string, unknown>, string][] = [
    ['rating 0', { rating: 0 }, 'rating'],
    ['rating 6', { rating: 6 }, 'rating'],
    ['rating 4.5', { rating: 4.5 }, 'rating'],
    ['rating as text', { rating: 'five' }, 'rating'],
    ['an unknown category', { category: 'all' }, 'category'],
    ['before_after 2', { before_after: 2 }, 'before_after'],
    ['a date that does not exist', { date: '2026-02-30' }, 'date'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image'],
    ['an oversized title', { title_ar: 'x'.repeat(201) }, 'title_ar'],
  ];
  it.each(bad)('refuses %s', async (_label, change, field) => {
    const res = await admin.post(PATH, { ...validPortfolio, ...change });
    expect(res.status).toBe(400);
    expect(res.data.error.startsWith(`${field}:`)).toBe(true);
  });

  it('keeps absolute http(s) image URLs and relative paths as given', async () => {
    for (const image of ['https://cdn.example.com/a.jpg', 'images/b.png', '/uploads/c.webp']) {
      const res = await admin.post(PATH, { ...validPortfolio, image });
      expect(res.status).toBe(201);
      expect(res.data.item.image).toBe(image);
    }
  });
});
