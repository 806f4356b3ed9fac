import type { Context } from 'koa';
import type { Logger } from 'pino';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Database as SqliteDatabase } from 'sqlite3';
import type { AuditAction, AuditTargetType } from '@shared/constants';
import { dbTimestamp } from '../leads/contact-query';
import type { Clock } from '../security/rate-counter';

export type AuditActor = { kind: 'admin'; id: number } | { kind: 'visitor' } | { kind: 'system' };
export const SYSTEM: AuditActor = { kind: 'system' };
export const VISITOR: AuditActor = { kind: 'visitor' };

export interface AuditTarget {
  type: AuditTargetType;
  id: number | string;
  label: string;
}

export interface AuditInput {
  actor: AuditActor;
  action: AuditAction;
  /** The client's address ('' for the server's own actions). */
  address?: string;
  target?: AuditTarget;
  details?: Record<string, unknown>;
}

/** Keys that never enter an entry, wherever they come from: the log must hold no secret. */
const SECRET_KEYS = /^(password|currentPassword|newPassword|password_hash|cookie|sid|session_id|token)$/i;
const COLUMNS = 9;
/** How long the public form's entries gather before one statement writes them. */
const QUEUE_MS = 20;

function withoutSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEYS.test(key)));
}

/** Who made a request and from where, for its audit entry (the session guard has run before). */
export function requestActor(ctx: Context): { actor: AuditActor; address: string } {
  const id = ctx.session?.adminId;
  return { actor: typeof id === 'number' ? { kind: 'admin', id } : VISITOR, address: ctx.ip };
}

/**
 * The append-only audit log: entries are only ever inserted (nothing in the API changes or deletes
 * one; the database refuses updates; retention removes old ones). `record` writes before the
 * request answers; `queue` is for the public form, whose flood of submissions shares one statement
 * per few milliseconds (as the live events do) so the form keeps its throughput.
 */
export class AuditLog {
  private pending: AuditInput[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly clock: Clock,
    private readonly log: Pick<Logger, 'error'>,
  ) {}

  async record(...entries: AuditInput[]): Promise<void> {
    for (let i = 0; i < entries.length; i += 500) await this.write(entries.slice(i, i + 500));
  }

  queue(entry: AuditInput): void {
    this.pending.push(entry);
    this.timer ??= setTimeout(() => void this.flush(), QUEUE_MS);
  }

  /** Writes what is queued (at shutdown, and before tests read the log). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending.splice(0);
    if (batch.length === 0) return;
    await this.record(...batch).catch((err: unknown) => this.log.error({ err }, 'writing audit entries failed'));
  }

  private async write(entries: AuditInput[]): Promise<void> {
    if (entries.length === 0) return;
    const at = dbTimestamp(new Date(this.clock.now()));
    const bind = entries.flatMap((e) => [
      at,
      e.actor.kind,
      e.actor.kind === 'admin' ? e.actor.id : null,
      (e.address ?? '').slice(0, 64),
      e.action,
      e.target?.type ?? '',
      e.target ? String(e.target.id) : '',
      (e.target?.label ?? '').slice(0, 300),
      JSON.stringify(withoutSecrets(e.details ?? {})),
    ]);
    const values = entries
      .map((_, row) => `(${Array.from({ length: COLUMNS }, (_, col) => `$${row * COLUMNS + col + 1}`).join(', ')})`)
      .join(', ');
    const sql = `INSERT INTO audit_log (created_at, actor_kind, actor_id, address, action, target_type, target_id, target_label, details) VALUES ${values}`;
    if (this.sequelize.getDialect() !== 'sqlite') {
      await this.sequelize.query(sql, { bind, type: QueryTypes.INSERT });
      return;
    }
    // On SQLite the statement goes to the driver with its values by position, as the contact form's
    // group insert does (db/batch-insert.ts): Sequelize's named parameters cost more with every row,
    // and the public form writes an entry per message.
    const db = (await this.sequelize.connectionManager.getConnection({ type: 'write' })) as unknown as SqliteDatabase;
    await new Promise<void>((resolve, reject) => db.run(sql, bind, (err) => (err ? reject(err) : resolve())));
  }
}

/**
 * The fields that differ between two views of a record, as {field: [before, after]}; timestamps
 * and derived columns are not changes a person made.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = ['id', 'created_at', 'updated_at', 'notes_count'],
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    if (ignore.includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = [before[key], after[key]];
  }
  return changes;
}
