import { QueryTypes, type Sequelize } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { customerPhoneKey } from '@shared/phone';
import { attachToCustomers } from '../src/customers/attach';
import { migrate, migrator } from '../src/db/migrate';
import { removeDemoData } from '../src/demo/demo-data';
import { DEMO_ITEMS } from '../src/demo/demo-items';
import { DEMO_MESSAGES } from '../src/demo/demo-office-items';
import { validPortfolio } from './fixtures';
import { withScratchDatabase } from './migration-support';

const NOW = '2026-11-25T09:00:00.000Z';

/** A message as the schema before migration 0021 stored it; its id. */
async function message(sequelize: Sequelize, m: { name: string; phone: string; message: string }): Promise<number> {
  const [row] = await sequelize.query<{ id: number | string }>(
    `/* message */ INSERT INTO contacts (name, phone, email, service, message, preferred_time, urgency, spam, phone_key,
       created_at, updated_at) VALUES ($1, $2, '', 'تنظيف', $3, '', 'normal', 0, $4, $5, $5) RETURNING id`,
    { bind: [m.name, m.phone, m.message, customerPhoneKey(m.phone), NOW], type: QueryTypes.SELECT },
  );
  const id = Number(row!.id);
  await attachToCustomers(sequelize, [id]);
  return id;
}

/** A visit on a message, with the columns the seed fills. */
async function visit(
  sequelize: Sequelize,
  contactId: number,
  v: { from: string; to: string; team: string; price: number; address: string },
) {
  await sequelize.query(
    `INSERT INTO visits (customer_id, contact_id, date, from_time, to_time, team, price, address, district, service_key,
       priority, status, notes, search_text, created_at, updated_at)
     SELECT customer_id, id, '2026-11-20', $2, $3, $4, $5, $6, '', 'cleaning', 'normal', 'completed', '', '', $7, $7
     FROM contacts WHERE id = $1`,
    { bind: [contactId, v.from, v.to, v.team, v.price, v.address, NOW] },
  );
}

async function portfolioItem(sequelize: Sequelize, fields: { category: string; title_ar: string; image: string }) {
  const row = { ...validPortfolio, ...fields, created_at: NOW, updated_at: NOW };
  const names = Object.keys(row);
  await sequelize.query(
    `INSERT INTO portfolio_items (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    { bind: Object.values(row) },
  );
}

const marked = (sequelize: Sequelize, table: string) =>
  sequelize.query<{ id: number | string; demo: number }>(`SELECT id, demo FROM ${table} ORDER BY id`, {
    type: QueryTypes.SELECT,
  });

describe('migration 0021-demo-rows', () => {
  it('marks the demo an office seeded before it, and nothing of the office’s, so the office can remove it', async () => {
    await withScratchDatabase(async (sequelize) => {
      await migrator(sequelize).up({ to: '0020-first-response' });
      // The demo, as the seed wrote it (demo-office.ts, demo-content.ts).
      for (const m of DEMO_MESSAGES) {
        const id = await message(sequelize, m);
        if (m.visit) await visit(sequelize, id, m.visit);
      }
      for (const [index, { art: _art, ...item }] of DEMO_ITEMS.entries()) {
        await portfolioItem(sequelize, { ...item, image: `/uploads/demo-${index + 1}-${item.category}.webp` });
      }
      // The office's: a real message from a demo number, the same text from another number, a visit
      // of its own on a demo message, and work of its own showing a demo picture under its own title.
      const [first] = DEMO_MESSAGES;
      await message(sequelize, { ...first!, message: 'رسالة حقيقية' });
      await message(sequelize, { ...first!, phone: '0551234567' });
      const demoMessage = DEMO_MESSAGES.length;
      await visit(sequelize, demoMessage, { from: '20:00', to: '21:00', team: 'فريق المكتب', price: 99, address: 'x' });
      await portfolioItem(sequelize, {
        category: 'cleaning',
        title_ar: 'عمل المكتب',
        image: '/uploads/demo-1-cleaning.webp',
      });

      await migrate(sequelize);
      const flags = async (table: string) => (await marked(sequelize, table)).map((row) => Number(row.demo));
      expect(await flags('contacts')).toEqual([...DEMO_MESSAGES.map(() => 1), 0, 0]);
      expect(await flags('visits')).toEqual([...DEMO_MESSAGES.filter((m) => m.visit).map(() => 1), 0]);
      expect(await flags('portfolio_items')).toEqual([...DEMO_ITEMS.map(() => 1), 0]);
      // Customers: one per number; the first wrote for real, the last has the office's visit.
      const customers = [...new Set(DEMO_MESSAGES.map((m) => customerPhoneKey(m.phone)))];
      expect(await flags('customers')).toEqual([
        ...customers.map((_, i) => (i === 0 || i === customers.length - 1 ? 0 : 1)),
        0,
      ]);

      const { removed } = await removeDemoData(sequelize, new Date(NOW));
      expect(removed).toEqual({
        messages: DEMO_MESSAGES.length,
        visits: DEMO_MESSAGES.filter((m) => m.visit).length,
        customers: customers.length - 2,
        portfolio: DEMO_ITEMS.length,
      });
      expect((await marked(sequelize, 'contacts')).length).toBe(2);
      expect((await marked(sequelize, 'visits')).length).toBe(1);
      expect((await marked(sequelize, 'portfolio_items')).length).toBe(1);
    });
  });
});
