import { QueryTypes, type Sequelize } from 'sequelize';
import { MESSAGE_STATUSES, type Category, type MessageStatus } from '@shared/constants';
import type { ContactStats } from '@shared/schemas';
import { dbTimestamp } from '../db/time';

const DAY_MS = 86_400_000;

/**
 * The inbox's figures: new messages in the last 30 days against the 30 before, messages by status
 * and by service key (null: no known service), and the share of finished requests that ended done
 * rather than lost. Spam is not counted.
 */
export async function contactStats(sequelize: Sequelize, now: Date): Promise<ContactStats> {
  const count = async (sql: string, bind: unknown[]) => {
    const [row] = await sequelize.query<{ n: number | string }>(sql, { bind, type: QueryTypes.SELECT });
    return Number(row?.n ?? 0);
  };
  const since = (days: number) => dbTimestamp(new Date(now.getTime() - days * DAY_MS));
  const [unread, last30, previous30, statusRows, serviceRows] = await Promise.all([
    count('SELECT COUNT(*) AS n FROM contacts WHERE spam = 0 AND "read" = 0', []),
    count('SELECT COUNT(*) AS n FROM contacts WHERE spam = 0 AND created_at >= $1', [since(30)]),
    count('SELECT COUNT(*) AS n FROM contacts WHERE spam = 0 AND created_at >= $1 AND created_at < $2', [
      since(60),
      since(30),
    ]),
    sequelize.query<{ status: string; n: number | string }>(
      'SELECT status, COUNT(*) AS n FROM contacts WHERE spam = 0 GROUP BY status',
      { type: QueryTypes.SELECT },
    ),
    sequelize.query<{ service: Category | null; n: number | string }>(
      'SELECT service_key AS service, COUNT(*) AS n FROM contacts WHERE spam = 0 GROUP BY service_key ORDER BY COUNT(*) DESC, service_key IS NULL, service_key',
      { type: QueryTypes.SELECT },
    ),
  ]);
  const byStatus = Object.fromEntries(MESSAGE_STATUSES.map((s) => [s, 0])) as Record<MessageStatus, number>;
  for (const row of statusRows) {
    if ((MESSAGE_STATUSES as readonly string[]).includes(row.status))
      byStatus[row.status as MessageStatus] = Number(row.n);
  }
  const finished = byStatus.done + byStatus.lost;
  return {
    unread,
    last30,
    previous30,
    byStatus,
    byService: serviceRows.map((row) => ({ service: row.service, count: Number(row.n) })),
    doneShare: finished === 0 ? null : byStatus.done / finished,
  };
}
