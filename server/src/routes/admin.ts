import Router from '@koa/router';
import { ADMIN_PREFIX } from '@shared/api/contract';
import { requireAdmin } from '../auth/require-admin';
import { requireRole } from '../auth/require-role';
import { adminAccountRouter } from './admin-account';
import { adminAuditRouter } from './admin-audit';
import { adminAuthRouter } from './admin-auth';
import { adminPasskeysRouter } from './admin-passkeys';
import { adminSecondFactorRouter } from './admin-second-factor';
import { adminSignInMfaRouter } from './admin-sign-in-mfa';
import { adminBackupsRouter } from './admin-backups';
import { adminGoLiveRouter } from './admin-go-live';
import { adminContentRouter } from './admin-content';
import { adminCustomersRouter } from './admin-customers';
import { adminDemoRouter } from './admin-demo';
import { adminReportsRouter } from './admin-reports';
import { adminBookingsRouter } from './admin-bookings';
import { adminVisitsRouter } from './admin-visits';
import { adminMessagesRouter } from './admin-messages';
import { adminMessagesCrudRouter } from './admin-messages-crud';
import { adminNotificationsRouter } from './admin-notifications';
import { adminPortfolioRouter } from './admin-portfolio';
import { adminStaffRouter } from './admin-staff';
import { adminUploadRouter } from './admin-upload';
import type { RouteDeps } from './context';

/**
 * Every call under /backend/admin, composed as @koa/router's nested routers: sign-in, the session
 * check and sign-out first (they need no session), then the session and role guards once, then every
 * call that needs a signed-in person. A new admin call is one more child router after the guards,
 * and one more row of the roles table (shared/api/roles.ts): without it, the call is refused.
 * Each child is handed the services; its own type (`Pick<RouteDeps, …>`) says which it uses.
 */
export function adminRouter(
  deps: RouteDeps,
  /** The live stream, events.php (events/events-router.ts): built by the app, which ends its streams. */
  live: Router,
): Router {
  const admin = new Router({ prefix: ADMIN_PREFIX });
  const mount = (child: Router) => admin.use(child.routes(), child.allowedMethods({ throw: true }));

  mount(adminAuthRouter(deps));
  mount(adminSignInMfaRouter(deps));
  admin.use(requireAdmin(deps.models), requireRole(deps.audit));
  mount(live);
  mount(adminAccountRouter(deps));
  mount(adminSecondFactorRouter(deps));
  mount(adminPasskeysRouter(deps));
  mount(adminStaffRouter(deps));
  mount(adminAuditRouter(deps));
  mount(adminContentRouter(deps));
  mount(adminMessagesCrudRouter(deps));
  mount(adminMessagesRouter(deps));
  mount(adminCustomersRouter(deps));
  mount(adminVisitsRouter(deps));
  mount(adminBookingsRouter(deps));
  mount(adminBackupsRouter(deps));
  mount(adminGoLiveRouter(deps));
  mount(adminReportsRouter(deps));
  mount(adminPortfolioRouter(deps));
  mount(adminUploadRouter(deps));
  mount(adminNotificationsRouter(deps));
  mount(adminDemoRouter(deps));
  return admin;
}
