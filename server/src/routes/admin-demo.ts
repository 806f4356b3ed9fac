import Router from '@koa/router';
import { API } from '@shared/api/contract';
import { requestActor } from '../audit/audit-log';
import { demoDataCounts, removeDemoData } from '../demo/demo-data';
import { adminRoute } from '../http/contract-routes';
import type { RouteDeps } from './context';

/** The pictures the seed generated (demo/demo-content.ts): no upload is ever named so. */
const SEEDED_PICTURE = /^\/uploads\/(demo-[\w-]{1,90}\.webp)$/;

export type AdminDemoDeps = Pick<RouteDeps, 'models' | 'audit' | 'events' | 'uploads' | 'clock' | 'portfolioChanged'>;

/**
 * The demo's rows (SEED_DEMO): how many are left, for the banner everyone sees; and their removal in
 * one step, by an owner, audited with what went. The site's portfolio pages then change as after
 * any portfolio change (`portfolioChanged`, portfolio/after-change.ts), and every screen hears of
 * the messages and visits that went.
 */
export function adminDemoRouter({ models, audit, events, uploads, clock, portfolioChanged }: AdminDemoDeps): Router {
  // Mounted under the admin router, which has already required a session and checked the role.
  const router = new Router();
  const sequelize = models.Contact.sequelize!;

  router.get(adminRoute(API.demoData), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await demoDataCounts(sequelize);
  });

  router.delete(adminRoute(API.demoDataRemove), async (ctx) => {
    const { removed, messageIds, visits, images } = await removeDemoData(sequelize, new Date(clock.now()));
    if (Object.values(removed).some((n) => n > 0)) {
      await audit.record({ ...requestActor(ctx), action: 'demo.removed', details: { removed } });
    }
    for (const id of messageIds) await events.record('contact.deleted', { id });
    for (const { id, date } of visits) await events.record('visit.deleted', { id, date });
    if (removed.portfolio > 0) {
      // The seed's own pictures go with its items, unless an item of the office's shows one too.
      for (const image of new Set(images)) {
        const file = SEEDED_PICTURE.exec(image)?.[1];
        if (file && (await models.PortfolioItemModel.count({ where: { image } })) === 0) await uploads.delete(file);
      }
      await portfolioChanged(images);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { removed };
  });

  return router;
}
