import Router from '@koa/router';
import type { AuditEntry } from '@shared/schemas';
import { API } from '@shared/api/contract';
import { requestActor } from '../audit/audit-log';
import { eachAuditEntry, findAuditPage } from '../audit/audit-query';
import { adminRoute } from '../http/contract-routes';
import { sendCsv } from '../http/csv-download';
import { officeToday } from '../db/time';
import { validate } from '../http/validate';
import type { RouteDeps } from './context';

/** The export's columns: who by account and e-mail, what, on which record, and the details as JSON. */
const AUDIT_CSV_COLUMNS: { header: string; value: (e: AuditEntry) => string | number }[] = [
  { header: 'id', value: (e) => e.id },
  { header: 'at', value: (e) => e.at },
  { header: 'actor', value: (e) => (e.actor.kind === 'admin' ? e.actor.name || e.actor.email : e.actor.kind) },
  { header: 'actor_email', value: (e) => e.actor.email },
  { header: 'address', value: (e) => e.address },
  { header: 'action', value: (e) => e.action },
  { header: 'target_type', value: (e) => e.target?.type ?? '' },
  { header: 'target_id', value: (e) => e.target?.id ?? '' },
  { header: 'target', value: (e) => e.target?.label ?? '' },
  { header: 'details', value: (e) => JSON.stringify(e.details) },
];

export type AdminAuditDeps = Pick<RouteDeps, 'models' | 'audit' | 'clock'>;

/**
 * The audit log, read-only: /backend/admin/audit.php (paged, newest first, filtered) and
 * audit-export.php (the same filters as CSV). These are GET routes only: any other method on
 * them is answered 405 by the router, and no call anywhere changes or deletes an entry.
 */
export function adminAuditRouter({ models, audit, clock }: AdminAuditDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const sequelize = models.Admin.sequelize!;

  router.get(adminRoute(API.audit), async (ctx) => {
    const { page, limit, ...filters } = validate(API.audit.query, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await findAuditPage(sequelize, filters, { limit, offset: (page - 1) * limit });
  });

  router.get(adminRoute(API.auditExport), async (ctx) => {
    const filters = validate(API.auditExport.query, ctx.query);
    await audit.record({ ...requestActor(ctx), action: 'audit.exported', details: { filters } });
    sendCsv(
      ctx,
      `audit-${officeToday(new Date(clock.now()))}.csv`,
      AUDIT_CSV_COLUMNS,
      eachAuditEntry(sequelize, filters),
    );
  });

  return router;
}
