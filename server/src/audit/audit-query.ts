import { QueryTypes, type Sequelize } from 'sequelize';
import type { AuditAction, AuditActorKind, AuditTargetType } from '@shared/constants';
import type { AuditEntry, AuditFilters } from '@shared/schemas';
import type { BoundWhere } from '../db/bound-where';
import { officeMidnight } from '../db/time';

interface AuditRow {
  id: number | string;
  created_at: Date | string;
  actor_kind: AuditActorKind;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  address: string;
  action: AuditAction;
  target_type: AuditTargetType | '';
  target_id: string;
  target_label: string;
  details: string;
}

/** The filters as SQL with bound values (the SQL text is made of fixed fragments only). */
function auditWhere(filters: AuditFilters): BoundWhere {
  const bind: unknown[] = [];
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const clauses = ['1 = 1'];
  if (filters.actor === 'visitor' || filters.actor === 'system') clauses.push(`a.actor_kind = ${param(filters.actor)}`);
  else if (filters.actor) clauses.push(`a.actor_kind = 'admin' AND a.actor_id = ${param(Number(filters.actor))}`);
  if (filters.action) clauses.push(`a.action = ${param(filters.action)}`);
  if (filters.from) clauses.push(`a.created_at >= ${param(officeMidnight(filters.from))}`);
  if (filters.to) clauses.push(`a.created_at < ${param(officeMidnight(filters.to, 1))}`);
  return { sql: clauses.join(' AND '), bind };
}

export function auditEntryJson(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' },
    address: row.address,
    action: row.action,
    target: row.target_type ? { type: row.target_type, id: row.target_id, label: row.target_label } : null,
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}

/**
 * Rows of the filter, newest first, with the person's current name (accounts are never deleted):
 * `limit` rows below number `below`, skipping `offset`.
 */
function auditRows(
  sequelize: Sequelize,
  filters: AuditFilters,
  page: { below: number; limit: number; offset: number },
) {
  const where = auditWhere(filters);
  const n = where.bind.length;
  return sequelize.query<AuditRow>(
    `SELECT a.*, ad.name AS actor_name, ad.email AS actor_email
     FROM audit_log a LEFT JOIN admins ad ON a.actor_kind = 'admin' AND ad.id = a.actor_id
     WHERE ${where.sql} AND a.id < $${n + 1} ORDER BY a.id DESC LIMIT $${n + 2} OFFSET $${n + 3}`,
    { bind: [...where.bind, page.below, page.limit, page.offset], type: QueryTypes.SELECT },
  );
}

export async function findAuditPage(
  sequelize: Sequelize,
  filters: AuditFilters,
  page: { limit: number; offset: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = auditWhere(filters);
  const [rows, counted] = await Promise.all([
    auditRows(sequelize, filters, { below: Number.MAX_SAFE_INTEGER, ...page }),
    sequelize.query<{ total: number | string }>(`SELECT COUNT(*) AS total FROM audit_log a WHERE ${where.sql}`, {
      bind: where.bind,
      type: QueryTypes.SELECT,
    }),
  ]);
  return { items: rows.map(auditEntryJson), total: Number(counted[0]?.total ?? 0) };
}

/** Every entry of the filter, newest first, a chunk at a time by number (the export streams them). */
export async function* eachAuditEntry(sequelize: Sequelize, filters: AuditFilters, chunk = 1000) {
  for (let below = Number.MAX_SAFE_INTEGER; ;) {
    const rows = await auditRows(sequelize, filters, { below, limit: chunk, offset: 0 });
    yield* rows.map(auditEntryJson);
    if (rows.length < chunk) return;
    below = Number(rows.at(-1)!.id);
  }
}
