import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { claimDueRows } from '../db/claim-due';
import { dbTimestamp } from '../db/time';

/** A row this instance has claimed: nobody else sends it until its lease runs out. */
export interface ClaimedEmail {
  id: number;
  contactId: number;
  /** Attempts so far, this one included. */
  attempts: number;
}

export interface OutboxFigures {
  lastSentAt: string | null;
  /** Not sent yet (new or failed before). */
  waiting: number;
  /** Waiting after at least one failed attempt. */
  failing: number;
  /** Why the latest failed attempt of a waiting row failed ('' when none failed). */
  lastError: string;
  lastFailedAt: string | null;
}

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/**
 * The `email_outbox` table: rows are added in the transaction that stores their messages, claimed
 * by one instance at a time, and marked sent or failed (with the time of the next attempt).
 * Times come from the app's clock, so tests can move them.
 */
export class EmailOutbox {
  constructor(private readonly sequelize: Sequelize) {}

  /** One row per message, due at once; part of `transaction` (the messages' own). */
  async add(contactIds: number[], now: Date, transaction: Transaction): Promise<void> {
    if (contactIds.length === 0) return;
    const at = dbTimestamp(now);
    const values = contactIds.map((_, i) => `($${i + 2}, $1, $1)`).join(', ');
    await this.sequelize.query(`INSERT INTO email_outbox (contact_id, next_attempt_at, created_at) VALUES ${values}`, {
      bind: [at, ...contactIds],
      transaction,
    });
  }

  /** Takes up to `limit` due rows for this instance, for the lease (db/claim-due.ts). */
  async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedEmail[]> {
    const rows = await claimDueRows<{ id: number | string; contact_id: number | string; attempts: number | string }>(
      this.sequelize,
      'email_outbox',
      ['contact_id'],
      { now, leaseMs, limit },
    );
    return rows.map((r) => ({ id: Number(r.id), contactId: Number(r.contact_id), attempts: Number(r.attempts) }));
  }

  async markSent(id: number, now: Date): Promise<void> {
    await this.sequelize.query("UPDATE email_outbox SET sent_at = $2, last_error = '' WHERE id = $1", {
      bind: [id, dbTimestamp(now)],
    });
  }

  /** Records a failed attempt; the row is due again at `retryAt`. */
  async markFailed(id: number, now: Date, retryAt: Date, error: string): Promise<void> {
    await this.sequelize.query(
      'UPDATE email_outbox SET next_attempt_at = $2, failed_at = $3, last_error = $4 WHERE id = $1 AND sent_at IS NULL',
      { bind: [id, dbTimestamp(retryAt), dbTimestamp(now), error.slice(0, 500)] },
    );
  }

  /** A row whose message is gone (deleted before it was announced) has nothing to send. */
  async drop(id: number): Promise<void> {
    await this.sequelize.query('DELETE FROM email_outbox WHERE id = $1', { bind: [id] });
  }

  async figures(): Promise<OutboxFigures> {
    const [counts] = await this.sequelize.query<{
      last_sent_at: unknown;
      waiting: number | string;
      failing: number | string;
    }>(
      `SELECT (SELECT MAX(sent_at) FROM email_outbox) AS last_sent_at,
              (SELECT COUNT(*) FROM email_outbox WHERE sent_at IS NULL) AS waiting,
              (SELECT COUNT(*) FROM email_outbox WHERE sent_at IS NULL AND failed_at IS NOT NULL) AS failing`,
      { type: QueryTypes.SELECT },
    );
    const [failure] = await this.sequelize.query<{ last_error: string; failed_at: unknown }>(
      'SELECT last_error, failed_at FROM email_outbox WHERE sent_at IS NULL AND failed_at IS NOT NULL ORDER BY failed_at DESC, id DESC LIMIT 1',
      { type: QueryTypes.SELECT },
    );
    return {
      lastSentAt: iso(counts?.last_sent_at),
      waiting: Number(counts?.waiting ?? 0),
      failing: Number(counts?.failing ?? 0),
      lastError: failure?.last_error ?? '',
      lastFailedAt: iso(failure?.failed_at),
    };
  }
}
