import Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { API } from '@shared/api/contract';
import type { GoLiveChecklist } from '@shared/schemas/go-live';
import { demoDataCounts } from '../demo/demo-data';
import { goLiveItems } from '../go-live/checklist';
import { readGoLiveState } from '../go-live/state';
import { adminRoute } from '../http/contract-routes';
import { requestLanguage } from '../http/language';
import type { RouteDeps } from './context';

/** Every row the demo seeded that is still in the books. */
async function demoRows(sequelize: Sequelize): Promise<number> {
  const { counts } = await demoDataCounts(sequelize);
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

export type AdminGoLiveDeps = Pick<
  RouteDeps,
  'config' | 'clock' | 'publisher' | 'emailSettings' | 'backups' | 'events' | 'models'
>;

/**
 * go-live.php (owners only, shared/api/roles.ts): the go-live checklist, each item read from the
 * server's state as this request sees it (the address it arrived at, the proxy's HTTPS).
 */
export function adminGoLiveRouter(deps: AdminGoLiveDeps): Router {
  // Mounted under the admin router, which has already required a session and the role (routes/admin.ts).
  const router = new Router();
  const sequelize = deps.models.Contact.sequelize!;
  router.get(adminRoute(API.goLive), async (ctx) => {
    const state = await readGoLiveState(deps, sequelize, await demoRows(sequelize), ctx);
    const body: GoLiveChecklist = { items: goLiveItems(state, requestLanguage(ctx)) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
