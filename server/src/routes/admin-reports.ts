import Router from '@koa/router';
import { API } from '@shared/api/contract';
import { adminRoute } from '../http/contract-routes';
import { sendCsv } from '../http/csv-download';
import { officeToday } from '../db/time';
import { validate } from '../http/validate';
import { buildReport, REPORT_CSV_COLUMNS, reportCsvRows } from '../reports/report';
import type { RouteDeps } from './context';

export type AdminReportsDeps = Pick<RouteDeps, 'models' | 'clock'>;

/**
 * The reports screen: one tab's figures for a period ending today (Saudi days), as JSON, or as a CSV
 * file of the same figures. Managers and owners only (shared/api/roles.ts): the figures include revenue.
 */
export function adminReportsRouter({ models, clock }: AdminReportsDeps): Router {
  // Mounted under the admin router, which has already required a session and checked the role.
  const router = new Router();
  const sequelize = models.Contact.sequelize!;

  router.get(adminRoute(API.reports), async (ctx) => {
    const query = validate(API.reports.query, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await buildReport(sequelize, query, new Date(clock.now()));
  });

  router.get(adminRoute(API.reportsExport), async (ctx) => {
    const query = validate(API.reportsExport.query, ctx.query);
    const now = new Date(clock.now());
    const rows = reportCsvRows(await buildReport(sequelize, query, now));
    sendCsv(
      ctx,
      `report-${query.tab}-${query.period}-${officeToday(now)}.csv`,
      REPORT_CSV_COLUMNS,
      (async function* () {
        yield* rows;
      })(),
    );
  });

  return router;
}
