import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import { customerPhoneKey } from '@shared/phone';
import { serviceKeyOf } from '@shared/service-key';
import { DEMO_ITEMS } from '../src/demo/demo-items';
import { DEMO_MESSAGES } from '../src/demo/demo-office-items';
import { ManualClock } from './clock';
import { Client, startSignedInServer, type TestServer } from './harness';

// A fixed Saudi noon, so "today" and the days around it are certain.
const NOW = Date.parse('2026-11-25T09:00:00Z');
const day = (offset: number) =>
  new Date(NOW + OFFICE_UTC_OFFSET_MINUTES * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer({ SEED_DEMO: 'true' }, { clock: new ManualClock(NOW) }));
});
afterAll(() => server.close());

describe('the demo office (SEED_DEMO)', () => {
  it('adds customers, messages and visits dated around today, one customer per number however written', async () => {
    const messages = await admin.get('/backend/admin/contacts.php?limit=50');
    expect(messages.data.total).toBe(DEMO_MESSAGES.length);
    const visits = await admin.get(`/backend/admin/visits.php?from=${day(-30)}&to=${day(30)}&limit=50`);
    expect(visits.data.total).toBe(DEMO_MESSAGES.filter((m) => m.visit).length);
    const today = visits.data.items.filter((v: { date: string }) => v.date === day(0));
    expect(today.map((v: { customer_name: string }) => v.customer_name)).toEqual(['يوسف عمر المحمدي']);

    // Written +966 50 … and 00966 50 …: one customer with both messages and both visits.
    const customers = await admin.get(`/backend/admin/customers.php?q=${encodeURIComponent('العتيبي')}`);
    expect(customers.data.items).toHaveLength(1);
    expect(customers.data.items[0]).toMatchObject({ messages_count: 2, visits_count: 2 });
  });

  it('asks for each service with the word the site’s form sends, so figures count it under its service', () => {
    expect(DEMO_MESSAGES.filter((m) => serviceKeyOf(m.service) === null).map((m) => m.service)).toEqual([]);
  });

  it('gives the reports something to count: the month’s completed revenue', async () => {
    const month = await admin.get('/backend/admin/reports.php?period=month&tab=overview');
    const completed = DEMO_MESSAGES.filter((m) => m.visit?.status === 'completed' && m.visit.inDays > -30);
    expect(month.data.totals.revenue).toBe(completed.reduce((sum, m) => sum + m.visit!.price, 0));
  });

  it('marks every row it adds as the demo’s, and the answers say so', async () => {
    const { sequelize } = server.app;
    for (const table of ['contacts', 'visits', 'customers', 'portfolio_items']) {
      const [row] = await sequelize.query<{ office: number | string; demo: number | string }>(
        `SELECT SUM(CASE WHEN demo = 1 THEN 0 ELSE 1 END) AS office, SUM(demo) AS demo FROM ${table}`,
        { type: QueryTypes.SELECT },
      );
      expect({ table, office: Number(row!.office), demo: Number(row!.demo) > 0 }).toEqual({
        table,
        office: 0,
        demo: true,
      });
    }
    const customers = new Set(DEMO_MESSAGES.map((m) => customerPhoneKey(m.phone))).size;
    const status = await admin.get('/backend/admin/demo-data.php');
    expect(status.data).toEqual({
      present: true,
      counts: {
        messages: DEMO_MESSAGES.length,
        visits: DEMO_MESSAGES.filter((m) => m.visit).length,
        customers,
        portfolio: DEMO_ITEMS.length,
      },
    });
    const messages = await admin.get('/backend/admin/contacts.php?limit=50');
    expect(messages.data.items.map((m: { demo: boolean }) => m.demo)).toEqual(DEMO_MESSAGES.map(() => true));
    const portfolio = await admin.get('/backend/admin/portfolio.php?limit=50');
    expect(portfolio.data.items.map((p: { demo: boolean }) => p.demo)).toEqual(DEMO_ITEMS.map(() => true));
    const csv = (await admin.get('/backend/admin/contacts-export.php')).data as string;
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.endsWith(',demo')).toBe(true);
    // Each message's last cell (its text may hold commas, never a line end).
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(DEMO_MESSAGES.map(() => 'yes'));
  });

  it('adds nothing to an office that has messages (a restart keeps what is there)', async () => {
    await server.restart();
    const again = new Client(server.url);
    await again.login();
    const messages = await again.get('/backend/admin/contacts.php?limit=1');
    expect(messages.data.total).toBe(DEMO_MESSAGES.length);
  });
});
