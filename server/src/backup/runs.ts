import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { BACKUP_FAILURE_REASONS, type BackupFailureReason, type BackupRunView } from '@shared/schemas/backups';
import { dbTimestamp } from '../db/time';

/** Any fixed number (not the start-up lock's): the PostgreSQL advisory lock that claims a backup run. */
const BACKUP_LOCK_KEY = 4_246_002;
/**
 * A running backup writes `heartbeat_at` this often; a row not written for `STALE_MS` is a run whose
 * server stopped (or a row copied into a backup and restored): it is marked stopped, and no longer
 * holds the next run back.
 */
export const HEARTBEAT_MS = 30_000;
export const STALE_MS = 5 * 60_000;
/** After a failure, the next attempt comes this soon (or after the period, when that is shorter). */
export const RETRY_MS = 3_600_000;

export const STOPPED_ERROR = 'the backup did not finish: the server stopped while it ran';

type Row = {
  id: number | string;
  started_at: unknown;
  finished_at: unknown;
  ok: unknown;
  location: string;
  bytes: number | string | null;
  error: string;
  reason: string;
};

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
const at = (ms: number) => dbTimestamp(new Date(ms));

/**
 * The `backup_runs` table (migration 0018): which instance makes the next backup, and how each run
 * went. Every time comes from the app's clock.
 */
export class BackupRuns {
  constructor(
    private readonly sequelize: Sequelize,
    /** The period between good backups. */
    private readonly periodMs: number,
  ) {}

  private get retryMs() {
    return Math.min(RETRY_MS, this.periodMs);
  }

  /**
   * When the next run is due (≤ now: due now): a period after the latest good or running one, and an
   * hour after a failure (not one the server's stopping caused). Now when there was none.
   */
  async dueAt(now: number, transaction?: Transaction): Promise<number> {
    const [row] = await this.sequelize.query<{ good: unknown; failed: unknown }>(
      `SELECT (SELECT MAX(started_at) FROM backup_runs
                WHERE ok = TRUE OR (finished_at IS NULL AND heartbeat_at > $1)) AS good,
              (SELECT MAX(started_at) FROM backup_runs WHERE ok = FALSE AND reason <> 'stopped') AS failed`,
      { bind: [at(now - STALE_MS)], type: QueryTypes.SELECT, transaction },
    );
    const good = iso(row?.good);
    const failed = iso(row?.failed);
    return Math.max(
      good ? Date.parse(good) + this.periodMs : -Infinity,
      failed ? Date.parse(failed) + this.retryMs : -Infinity,
      // Never ran: due now.
      good || failed ? -Infinity : now,
    );
  }

  /**
   * Claims the run due now for this instance: returns its row id, or null when it is not due (made
   * within the period, or running elsewhere). On PostgreSQL the check and the insert happen under
   * an advisory lock, so of several instances asking at once exactly one gets the run; SQLite has
   * one server per file, and the scheduler runs one claim at a time.
   */
  async claim(now: number, location: string): Promise<number | null> {
    return this.locked(async (transaction) => {
      await this.sequelize.query(
        `UPDATE backup_runs SET finished_at = $1, ok = FALSE, error = $2, reason = 'stopped'
         WHERE finished_at IS NULL AND heartbeat_at <= $3`,
        { bind: [at(now), STOPPED_ERROR, at(now - STALE_MS)], transaction },
      );
      if ((await this.dueAt(now, transaction)) > now) return null;
      // The comment first: Sequelize would run a statement starting with INSERT on SQLite without its rows.
      const [row] = await this.sequelize.query<{ id: number | string }>(
        '/* new backup run */ INSERT INTO backup_runs (started_at, heartbeat_at, location) VALUES ($1, $1, $2) RETURNING id',
        { bind: [at(now), location], type: QueryTypes.SELECT, transaction },
      );
      return Number(row!.id);
    });
  }

  private locked<T>(work: (transaction?: Transaction) => Promise<T>): Promise<T> {
    if (this.sequelize.getDialect() !== 'postgres') return work();
    return this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query(`SELECT pg_advisory_xact_lock(${BACKUP_LOCK_KEY})`, { transaction });
      return work(transaction);
    });
  }

  async beat(id: number, now: number): Promise<void> {
    await this.sequelize.query('UPDATE backup_runs SET heartbeat_at = $2 WHERE id = $1 AND finished_at IS NULL', {
      bind: [id, at(now)],
    });
  }

  async finishOk(id: number, now: number, file: string, bytes: number): Promise<void> {
    await this.sequelize.query(
      `UPDATE backup_runs SET finished_at = $2, heartbeat_at = $2, ok = TRUE, location = $3, bytes = $4, error = '', reason = ''
       WHERE id = $1`,
      { bind: [id, at(now), file, bytes] },
    );
  }

  async finishFailed(id: number, now: number, error: string, reason: BackupFailureReason): Promise<void> {
    await this.sequelize.query(
      `UPDATE backup_runs SET finished_at = $2, heartbeat_at = $2, ok = FALSE, error = $3, reason = $4
       WHERE id = $1`,
      { bind: [id, at(now), error.slice(0, 1000), reason] },
    );
  }

  /**
   * Whether the office should hear of a failure now: the first since the last good backup, and then
   * at most once a period while they go on failing (a retry every hour would be an e-mail an hour).
   */
  async shouldEmail(now: number): Promise<boolean> {
    const [row] = await this.sequelize.query<{ emailed: unknown }>(
      `SELECT MAX(emailed_at) AS emailed FROM backup_runs
       WHERE ok = FALSE AND started_at > COALESCE((SELECT MAX(started_at) FROM backup_runs WHERE ok = TRUE), $1)`,
      { bind: [at(0)], type: QueryTypes.SELECT },
    );
    const emailed = iso(row?.emailed);
    return emailed === null || Date.parse(emailed) <= now - this.periodMs;
  }

  async markEmailed(id: number, now: number): Promise<void> {
    await this.sequelize.query('UPDATE backup_runs SET emailed_at = $2 WHERE id = $1', { bind: [id, at(now)] });
  }

  /** The latest finished run, when the latest good one finished, and whether one runs now. */
  async latest(now: number): Promise<{ last: BackupRunView | null; lastSuccessAt: string | null; running: boolean }> {
    const [last] = await this.sequelize.query<Row>(
      `SELECT id, started_at, finished_at, ok, location, bytes, error, reason FROM backup_runs
       WHERE finished_at IS NOT NULL ORDER BY started_at DESC, id DESC LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    const [figures] = await this.sequelize.query<{ success: unknown; running: number | string }>(
      `SELECT (SELECT MAX(finished_at) FROM backup_runs WHERE ok = TRUE) AS success,
              (SELECT COUNT(*) FROM backup_runs WHERE finished_at IS NULL AND heartbeat_at > $1) AS running`,
      { bind: [at(now - STALE_MS)], type: QueryTypes.SELECT },
    );
    return {
      last: last ? view(last) : null,
      lastSuccessAt: iso(figures?.success),
      running: Number(figures?.running ?? 0) > 0,
    };
  }
}

function view(row: Row): BackupRunView {
  const ok = row.ok === true || row.ok === 1 || row.ok === '1';
  return {
    started_at: iso(row.started_at)!,
    finished_at: iso(row.finished_at)!,
    ok,
    bytes: row.bytes === null ? null : Number(row.bytes),
    where: row.location,
    error: row.error,
    reason: ok ? null : (BACKUP_FAILURE_REASONS.find((r) => r === row.reason) ?? 'other'),
  };
}
