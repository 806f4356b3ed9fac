import type { Context } from 'koa';
import type { Logger } from 'pino';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { AuditAction, AuditTargetType } from '@shared/constants';
import { dbTimestamp } from '../db/time';
import type { Clock } from '../clock';

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
const COLUMNS = [
  'created_at',
  'actor_kind',
  'actor_id',
  'address',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'details',
] as const;
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
    const rows = entries.map((e) => ({
      created_at: at,
      actor_kind: e.actor.kind,
      actor_id: e.actor.kind === 'admin' ? e.actor.id : null,
      address: (e.address ?? '').slice(0, 64),
      action: e.action,
      target_type: e.target?.type ?? '',
      target_id: e.target ? String(e.target.id) : '',
      target_label: (e.target?.label ?? '').slice(0, 300),
      details: JSON.stringify(withoutSecrets(e.details ?? {})),
    }));
    // The entries are bound as one JSON array that the database unpacks, as the contact form's group
    // insert does (db/batch-insert.ts): one bound value for any number of rows.
    const rowsOfJson =
      this.sequelize.getDialect() === 'postgres'
        ? `SELECT ${COLUMNS.join(', ')} FROM jsonb_populate_recordset(NULL::audit_log, $1::jsonb)`
        : `SELECT ${COLUMNS.map((c) => `value ->> '${c}'`).join(', ')} FROM json_each($1)`;
    await this.sequelize.query(`INSERT INTO audit_log (${COLUMNS.join(', ')}) ${rowsOfJson}`, {
      bind: [JSON.stringify(rows)],
      type: QueryTypes.INSERT,
    });
  }
}

/**
 * The fields that differ between two views of a record, as {field: [before, after]}; timestamps
 * and derived columns are not changes a person made.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  // What the server derives from the fields a person changes (counts, the service key, the customer
  // a message belongs to) follows from those changes, so it is not listed as one of them.
  ignore: readonly string[] = ['id', 'created_at', 'updated_at', 'notes_count', 'service_key', 'customer_id'],
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    if (ignore.includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = [before[key], after[key]];
  }
  return changes;
}
