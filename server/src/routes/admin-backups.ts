import Router from '@koa/router';
import { API } from '@shared/api/contract';
import { adminRoute } from '../http/contract-routes';
import type { RouteDeps } from './context';

export type AdminBackupsDeps = Pick<RouteDeps, 'backups'>;

/**
 * The server's automatic backups (owners only, shared/api/roles.ts): backups.php — whether they run,
 * where to, the last one (good, or failed and why) and the next. Read from the database, so every
 * instance answers the same.
 */
export function adminBackupsRouter({ backups }: AdminBackupsDeps): Router {
  // Mounted under the admin router, which has already required a session and the role (routes/admin.ts).
  const router = new Router();
  router.get(adminRoute(API.backups), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await backups.status();
  });
  return router;
}
