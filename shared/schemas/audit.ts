import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction, type AuditActorKind, type AuditTargetType } from '../constants';
import { isoDate } from './messages';
import { pagingSchema } from './paging';

/**
 * Filters of the audit log's list and export: a person (an account's id, or `visitor` / `system`),
 * a kind of action and a range of office dates.
 */
export const auditFiltersSchema = z.object({
  actor: z
    .string('invalid_choice')
    .regex(/^(visitor|system|\d{1,9})$/, 'invalid_choice')
    .optional(),
  action: z.enum(AUDIT_ACTIONS, 'invalid_choice').optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

export const auditListQuerySchema = pagingSchema.extend(auditFiltersSchema.shape);

/** One entry of GET /backend/admin/audit.php. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { kind: AuditActorKind; id: number | null; name: string; email: string };
  address: string;
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label: string } | null;
  /**
   * What else the entry says: `changes` ({field: [before, after]}) for an update, `deleted` (the
   * record as it was) for a delete, `email` for a failed sign-in, `filters` for an export, …
   * (An index signature: the answers' schema generator reads a Record as an object without fields.)
   */
  details: { [field: string]: unknown };
}
