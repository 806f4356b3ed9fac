import { QueryTypes, Transaction, type Sequelize } from 'sequelize';
import type { DemoCounts, DemoDataStatus } from '@shared/schemas';
import { dbTimestamp } from '../db/time';
import { ONLY_DEMO_ROWS } from './demo-rows';

/** The settings row that says an owner removed the demo: it is never seeded again (demo-office.ts, demo-content.ts). */
const REMOVED_KEY = 'demo_removed';

const COUNTS_SQL = `SELECT
  (SELECT COUNT(*) FROM contacts WHERE demo = 1) AS messages,
  (SELECT COUNT(*) FROM visits WHERE demo = 1) AS visits,
  (SELECT COUNT(*) FROM customers WHERE demo = 1 AND ${ONLY_DEMO_ROWS}) AS customers,
  (SELECT COUNT(*) FROM portfolio_items WHERE demo = 1) AS portfolio`;

type Queryable = Pick<Sequelize, 'query'>;

async function countDemoRows(sequelize: Queryable, transaction?: Transaction): Promise<DemoCounts> {
  const [row] = await sequelize.query<Record<keyof DemoCounts, number | string>>(COUNTS_SQL, {
    type: QueryTypes.SELECT,
    transaction,
  });
  return {
    messages: Number(row?.messages ?? 0),
    visits: Number(row?.visits ?? 0),
    customers: Number(row?.customers ?? 0),
    portfolio: Number(row?.portfolio ?? 0),
  };
}

/**
 * Whether the office's database still holds the demo's rows (SEED_DEMO), and how many of each: the
 * admin's banner and the go-live checklist read it. One statement; each count reads a partial index
 * of the demo's rows only (migration 0021).
 */
export async function demoDataCounts(sequelize: Sequelize): Promise<DemoDataStatus> {
  const counts = await countDemoRows(sequelize);
  return { present: Object.values(counts).some((n) => n > 0), counts };
}

/** Whether an owner has removed the demo (then a restart with SEED_DEMO does not bring it back). */
export async function demoWasRemoved(sequelize: Sequelize): Promise<boolean> {
  const rows = await sequelize.query('SELECT 1 AS one FROM settings WHERE key = $1', {
    bind: [REMOVED_KEY],
    type: QueryTypes.SELECT,
  });
  return rows.length > 0;
}

export interface DemoRemoval {
  removed: DemoCounts;
  /** The messages and visits that went (for the live stream's news). */
  messageIds: number[];
  visits: { id: number; date: string }[];
  /** The pictures of the portfolio items that went (their files are the caller's: no transaction covers them). */
  images: string[];
}

const ids = (rows: { id: number | string }[]) => rows.map((row) => Number(row.id));

/**
 * Removes exactly the demo's rows in one transaction: its messages with their notes (and any e-mail
 * still queued for them), its visits, its portfolio items, and its customers with their numbers. A
 * customer who also has a message or visit of the office's stays, no longer the demo's, with only
 * those (everything shown of a customer is computed from what is left). A visit the office booked
 * on a demo message stays, answering no message. The audit log keeps every entry (it is
 * append-only). With no demo rows it changes nothing and answers zeros.
 */
export async function removeDemoData(sequelize: Sequelize, now: Date): Promise<DemoRemoval> {
  // Reads, then writes what it read: on SQLite the write lock is taken at the start.
  return sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, async (transaction) => {
    const select = <T extends object>(sql: string) => sequelize.query<T>(sql, { type: QueryTypes.SELECT, transaction });
    const run = (sql: string, bind: unknown[] = []) => sequelize.query(sql, { bind, transaction });
    const removed = await countDemoRows(sequelize, transaction);
    const messageIds = ids(await select<{ id: number }>('SELECT id FROM contacts WHERE demo = 1 ORDER BY id'));
    const visits = await select<{ id: number | string; date: string }>(
      'SELECT id, date FROM visits WHERE demo = 1 ORDER BY id',
    );
    const items = await select<{ image: string }>('SELECT DISTINCT image FROM portfolio_items WHERE demo = 1');

    // Customers first, while their rows still say whose they are.
    await run(`DELETE FROM customer_phones WHERE customer_id IN
      (SELECT id FROM customers WHERE demo = 1 AND ${ONLY_DEMO_ROWS})`);
    await run(`DELETE FROM customers WHERE demo = 1 AND ${ONLY_DEMO_ROWS}`);
    await run('UPDATE customers SET demo = 0 WHERE demo = 1');
    const demoMessages = 'SELECT id FROM contacts WHERE demo = 1';
    await run(`UPDATE visits SET contact_id = NULL WHERE demo = 0 AND contact_id IN (${demoMessages})`);
    await run(`DELETE FROM contact_notes WHERE contact_id IN (${demoMessages})`);
    await run(`DELETE FROM email_outbox WHERE contact_id IN (${demoMessages})`);
    await run('DELETE FROM visits WHERE demo = 1');
    await run('DELETE FROM contacts WHERE demo = 1');
    await run('DELETE FROM portfolio_items WHERE demo = 1');
    if (Object.values(removed).some((n) => n > 0)) {
      await run(
        `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        [REMOVED_KEY, JSON.stringify({ removed }), dbTimestamp(now)],
      );
    }
    return {
      removed,
      messageIds,
      visits: visits.map(({ id, date }) => ({ id: Number(id), date })),
      images: items.map((item) => item.image),
    };
  });
}
