import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { dbTimestamp } from '../db/time';

const placeholders = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

/**
 * Gives each of these messages that has no customer yet the customer of its phone number
 * (`phone_key`), making a customer for a number never seen. Spam gets none. A message keeps its
 * customer afterwards (a split may have moved it away from its number's customer) until its number
 * changes. Four statements for a whole batch of the public form's messages, not four per message.
 *
 * Two servers may meet the same new number at once: each makes a customer, one claims the number,
 * and the other's customer (still empty) is removed again before any message joins it.
 */
export async function attachToCustomers(
  sequelize: Sequelize,
  contactIds: number[],
  transaction?: Transaction | null,
): Promise<void> {
  if (contactIds.length === 0) return;
  const ids = placeholders(contactIds.length);
  const unknown = await sequelize.query<{ phone_key: string }>(
    `SELECT DISTINCT c.phone_key FROM contacts c
     WHERE c.id IN (${ids}) AND c.spam = 0 AND c.customer_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM customer_phones p WHERE p.phone_key = c.phone_key)`,
    { bind: contactIds, type: QueryTypes.SELECT, transaction },
  );
  if (unknown.length > 0) {
    const now = dbTimestamp(new Date());
    // The leading comments keep Sequelize's SQLite dialect from running these as writes without rows.
    const made = await sequelize.query<{ id: number | string }>(
      `/* new customers */ INSERT INTO customers (created_at) VALUES ${unknown.map(() => '($1)').join(', ')} RETURNING id`,
      { bind: [now], type: QueryTypes.SELECT, transaction },
    );
    // The new customers are alike (no data of their own yet), so any one may take any number.
    const madeIds = made.map((row) => Number(row.id));
    const bind = unknown.flatMap(({ phone_key }, i) => [phone_key, madeIds[i]]);
    const claimed = await sequelize.query<{ customer_id: number | string }>(
      `/* claim numbers */ INSERT INTO customer_phones (phone_key, customer_id, created_at)
       VALUES ${unknown.map((_, i) => `($${2 * i + 2}, $${2 * i + 3}, $1)`).join(', ')}
       ON CONFLICT (phone_key) DO NOTHING RETURNING customer_id`,
      { bind: [now, ...bind], type: QueryTypes.SELECT, transaction },
    );
    const kept = new Set(claimed.map((row) => Number(row.customer_id)));
    const unclaimed = madeIds.filter((id) => !kept.has(id));
    if (unclaimed.length > 0) {
      await sequelize.query(`DELETE FROM customers WHERE id IN (${placeholders(unclaimed.length)})`, {
        bind: unclaimed,
        transaction,
      });
    }
  }
  await sequelize.query(
    `UPDATE contacts SET customer_id = (SELECT p.customer_id FROM customer_phones p WHERE p.phone_key = contacts.phone_key)
     WHERE id IN (${ids}) AND spam = 0 AND customer_id IS NULL`,
    { bind: contactIds, transaction },
  );
}
