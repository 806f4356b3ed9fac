import Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { API } from '@shared/api/contract';

/**
 * GET /healthz: 200 when the database answers, 503 otherwise (for load balancers and monitors).
 * While the published company details are the shipped samples, the answer adds
 * `sampleCompanyDetails: true` (still 200): a reminder for whoever launches it.
 */
export function healthRouter(sequelize: Sequelize, sampleDetails: () => boolean = () => false): Router {
  const router = new Router();
  router.get(API.health.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await sequelize.query('SELECT 1');
      ctx.body = sampleDetails() ? { ok: true, sampleCompanyDetails: true } : { ok: true };
    } catch {
      ctx.status = 503;
      ctx.body = { ok: false, error: 'database unavailable' };
    }
  });
  return router;
}
