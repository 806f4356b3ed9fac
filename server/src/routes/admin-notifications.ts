import Router from '@koa/router';
import { API } from '@shared/api/contract';
import type { NotificationStatus } from '@shared/schemas';
import type { Config } from '../config';
import type { Models } from '../db/models';
import { adminRoute } from '../http/contract-routes';
import { EmailOutbox } from '../notify/email-outbox';

/** GET /backend/admin/notifications.php: whether the office's e-mail is on and how its outbox stands. */
export function adminNotificationsRouter({ config, models }: { config: Config; models: Models }): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const outbox = new EmailOutbox(models.Contact.sequelize!);

  router.get(adminRoute(API.notifications), async (ctx) => {
    const figures = await outbox.figures();
    const body: NotificationStatus = {
      email: {
        configured: config.notifyEmail !== null,
        recipients: config.notifyEmail?.to.length ?? 0,
        ...figures,
      },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  return router;
}
