import type { Sequelize, Transaction } from 'sequelize';
import { customerPhoneKey } from '@shared/phone';
import { DEMO_ITEMS } from './demo-items';
import { DEMO_MESSAGES } from './demo-office-items';

/** Where the seed keeps a demo item's generated picture (demo-content.ts): the seed alone writes `demo-…` names. */
export const demoImageName = (index: number, category: string) => `demo-${index + 1}-${category}.webp`;

/**
 * A customer is the demo's while every message and visit of theirs is (a spam message counts too: it
 * may still name the customer). One who also wrote for real, or whom the office booked, is the office's.
 */
export const ONLY_DEMO_ROWS = `NOT EXISTS (SELECT 1 FROM contacts oc WHERE oc.customer_id = customers.id AND oc.demo = 0)
  AND NOT EXISTS (SELECT 1 FROM visits ov WHERE ov.customer_id = customers.id AND ov.demo = 0)`;

/** Marks the customers the demo's messages made (after those messages are marked). */
export const MARK_DEMO_CUSTOMERS = `UPDATE customers SET demo = 1
  WHERE demo = 0 AND EXISTS (SELECT 1 FROM contacts dc WHERE dc.customer_id = customers.id AND dc.demo = 1)
    AND ${ONLY_DEMO_ROWS}`;

/**
 * Marks the demo's rows that an office holds from before rows were marked (migration 0021): what the
 * seed wrote and nobody else would. A message by its phone number (however written), name and
 * text together; a visit by the message it answers and its team, window, price and address; a
 * portfolio item by the picture the seed generated for it, its category and Arabic title; then the
 * customers those messages made. A demo row the office has since rewritten (another text, another
 * picture) is left as the office's.
 */
export async function markSeededDemoRows(sequelize: Sequelize, transaction?: Transaction): Promise<void> {
  const run = (sql: string, bind: unknown[]) => sequelize.query(sql, { bind, transaction });
  for (const m of DEMO_MESSAGES) {
    await run('UPDATE contacts SET demo = 1 WHERE phone_key = $1 AND name = $2 AND message = $3', [
      customerPhoneKey(m.phone),
      m.name,
      m.message,
    ]);
    if (!m.visit) continue;
    const { from, to, team, price, address } = m.visit;
    await run(
      `UPDATE visits SET demo = 1 WHERE from_time = $1 AND to_time = $2 AND team = $3 AND price = $4 AND address = $5
         AND contact_id IN (SELECT id FROM contacts WHERE demo = 1 AND phone_key = $6 AND message = $7)`,
      [from, to, team, price, address, customerPhoneKey(m.phone), m.message],
    );
  }
  for (const [index, item] of DEMO_ITEMS.entries()) {
    await run('UPDATE portfolio_items SET demo = 1 WHERE image = $1 AND category = $2 AND title_ar = $3', [
      `/uploads/${demoImageName(index, item.category)}`,
      item.category,
      item.title_ar,
    ]);
  }
  await run(MARK_DEMO_CUSTOMERS, []);
}
