import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import { AppError, notFound } from '../http/errors';
import { dbTimestamp } from '../db/time';
import { findCustomer } from './customer-query';

type Customer = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/**
 * Reads, then writes what the reads decided: on SQLite the transaction takes the write lock at its
 * start (a deferred one that read before another connection wrote could not write at all).
 */
const readThenWrite = { type: Transaction.TYPES.IMMEDIATE };

const listOf = (count: number, from: number) => Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

async function existing(sequelize: Sequelize, id: number, now: Date, transaction: Transaction): Promise<Customer> {
  const customer = await findCustomer(sequelize, id, now, transaction);
  if (!customer) throw notFound('customerNotFound');
  return customer;
}

/**
 * Two customers who are one person (two numbers, say): `fromId`'s messages, numbers and visits join
 * `intoId`, and `fromId` is gone. A later message from either number goes to `intoId`.
 */
export async function mergeCustomers(
  sequelize: Sequelize,
  intoId: number,
  fromId: number,
  now: Date,
): Promise<{ into: Customer; from: Customer }> {
  return sequelize.transaction(readThenWrite, async (transaction) => {
    const from = await existing(sequelize, fromId, now, transaction);
    await existing(sequelize, intoId, now, transaction);
    const options = { bind: [intoId, fromId], transaction };
    await sequelize.query('UPDATE contacts SET customer_id = $1 WHERE customer_id = $2', options);
    await sequelize.query('UPDATE customer_phones SET customer_id = $1 WHERE customer_id = $2', options);
    await sequelize.query('UPDATE visits SET customer_id = $1 WHERE customer_id = $2', options);
    await sequelize.query('DELETE FROM customers WHERE id = $1', { bind: [fromId], transaction });
    return { into: (await findCustomer(sequelize, intoId, now, transaction))!, from };
  });
}

/**
 * Undoes a wrong grouping: some of a customer's messages (and the visits answering them) become a
 * new customer. A number only those messages used goes with them (its later messages join the new
 * customer); a number both kept and moved messages used stays with the first.
 */
export async function splitCustomer(
  sequelize: Sequelize,
  id: number,
  contactIds: number[],
  now: Date,
): Promise<{ from: Customer; created: Customer }> {
  return sequelize.transaction(readThenWrite, async (transaction) => {
    const from = await existing(sequelize, id, now, transaction);
    const messages = await sequelize.query<{ id: number | string; phone_key: string }>(
      'SELECT id, phone_key FROM contacts WHERE customer_id = $1 AND spam = 0',
      { bind: [id], type: QueryTypes.SELECT, transaction },
    );
    const moving = new Set(contactIds);
    const theirs = new Set(messages.map((m) => Number(m.id)));
    if ([...moving].some((contactId) => !theirs.has(contactId))) throw new AppError(400, 'splitNotTheirs');
    if (moving.size >= theirs.size) throw new AppError(400, 'splitKeepsOne');

    const [made] = await sequelize.query<{ id: number | string }>(
      // The leading comment keeps Sequelize's SQLite dialect from running it as a write without rows.
      '/* new customer */ INSERT INTO customers (created_at) VALUES ($1) RETURNING id',
      { bind: [dbTimestamp(now)], type: QueryTypes.SELECT, transaction },
    );
    const createdId = Number(made!.id);
    const moved = [...moving];
    await sequelize.query(`UPDATE contacts SET customer_id = $1 WHERE id IN (${listOf(moved.length, 2)})`, {
      bind: [createdId, ...moved],
      transaction,
    });
    // The visits that answer the moved messages go with them.
    await sequelize.query(
      `UPDATE visits SET customer_id = $1 WHERE customer_id = $2 AND contact_id IN (${listOf(moved.length, 3)})`,
      { bind: [createdId, id, ...moved], transaction },
    );
    const keptKeys = new Set(messages.filter((m) => !moving.has(Number(m.id))).map((m) => m.phone_key));
    const movedKeys = [...new Set(messages.filter((m) => moving.has(Number(m.id))).map((m) => m.phone_key))].filter(
      (key) => !keptKeys.has(key),
    );
    if (movedKeys.length > 0) {
      await sequelize.query(
        `UPDATE customer_phones SET customer_id = $1 WHERE customer_id = $2 AND phone_key IN (${listOf(movedKeys.length, 3)})`,
        { bind: [createdId, id, ...movedKeys], transaction },
      );
    }
    return { from, created: (await findCustomer(sequelize, createdId, now, transaction))! };
  });
}
