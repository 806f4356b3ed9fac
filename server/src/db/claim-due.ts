import { QueryTypes, type Sequelize } from 'sequelize';
import { dbTimestamp } from './time';

/**
 * Takes up to `limit` due rows of an outbox table (`sent_at`, `next_attempt_at`, `attempts`) for
 * this instance: one statement moves their next attempt to the end of the lease, so no other
 * instance finds them due while they are being sent (and if this process dies, they are due again
 * when the lease ends). On PostgreSQL `FOR UPDATE SKIP LOCKED` keeps two instances claiming at the
 * same moment from taking the same row; SQLite has one writer. Rows come back oldest first, with
 * `attempts` counting this one.
 */
export async function claimDueRows<Row extends { id: number | string }>(
  sequelize: Sequelize,
  table: 'email_outbox' | 'customer_notices',
  columns: readonly string[],
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<Row[]> {
  const bind = [dbTimestamp(now), dbTimestamp(new Date(now.getTime() + leaseMs)), limit];
  const due = `SELECT id FROM ${table} WHERE sent_at IS NULL AND next_attempt_at <= $1 ORDER BY next_attempt_at, id LIMIT $3`;
  const sql =
    sequelize.getDialect() === 'postgres'
      ? `WITH due AS (${due} FOR UPDATE SKIP LOCKED)
         UPDATE ${table} o SET next_attempt_at = $2, attempts = o.attempts + 1 FROM due WHERE o.id = due.id
         RETURNING ${['id', 'attempts', ...columns].map((c) => `o.${c}`).join(', ')}`
      : `UPDATE ${table} SET next_attempt_at = $2, attempts = attempts + 1 WHERE id IN (${due})
         RETURNING ${['id', 'attempts', ...columns].join(', ')}`;
  const rows = await sequelize.query<Row>(sql, { bind, type: QueryTypes.SELECT });
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}
