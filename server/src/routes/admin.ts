import Router from '@koa/router';
import { ADMIN_PREFIX, API } from '@shared/api/contract';
import { newContactEvent } from '@shared/api/events';
import { requireAdmin } from '../auth/require-admin';
import { requireRole } from '../auth/require-role';
import { adminAccountRouter } from './admin-account';
import { adminAuditRouter } from './admin-audit';
import { adminAuthRouter } from './admin-auth';
import { adminBackupsRouter } from './admin-backups';
import { adminGoLiveRouter } from './admin-go-live';
import { adminContentRouter } from './admin-content';
import { adminCrudRouter } from './admin-crud';
import { adminCustomersRouter } from './admin-customers';
import { adminDemoRouter } from './admin-demo';
import { adminReportsRouter } from './admin-reports';
import { adminVisitsRouter } from './admin-visits';
import { adminMessagesRouter, contactListMemory, contactTarget, listContacts } from './admin-messages';
import { adminNotificationsRouter } from './admin-notifications';
import { adminStaffRouter } from './admin-staff';
import { adminUploadRouter } from './admin-upload';
import { contactsVersionRead } from '../sessions/store';
import type { RouteDeps } from './context';
import { contactJson, portfolioJson } from '../http/serializers';

/**
 * Every call under /backend/admin, composed as @koa/router's nested routers: sign-in, the session
 * check and sign-out first (they need no session), then the session and role guards once, then every
 * call that needs a signed-in person. A new admin call is one more child router after the guards,
 * and one more row of the roles table (shared/api/roles.ts): without it, the call is refused.
 */
export function adminRouter(
  deps: RouteDeps,
  {
    live,
    portfolioChanged,
  }: {
    live: Router;
    /** After any change of the portfolio, with the images of the items that went (app.ts). */
    portfolioChanged: (goneImages: readonly string[]) => Promise<void>;
  },
): Router {
  const { models, clock, events, audit } = deps;
  const admin = new Router({ prefix: ADMIN_PREFIX });
  const contactList = contactListMemory();
  const mount = (child: Router) => admin.use(child.routes(), child.allowedMethods({ throw: true }));

  mount(adminAuthRouter(deps));
  admin.use(requireAdmin(models), requireRole(audit));
  mount(live);
  mount(adminAccountRouter(deps));
  mount(adminStaffRouter(deps));
  mount(adminAuditRouter(deps));
  mount(adminContentRouter(deps));
  mount(
    adminCrudRouter({
      calls: { list: API.contacts, create: API.contactCreate, update: API.contactUpdate, remove: API.contactDelete },
      model: models.Contact,
      toJson: contactJson,
      scope: { spam: 0 },
      list: (ctx) => listContacts(models, contactList, ctx.query, contactsVersionRead(ctx)),
      audit: { log: audit, kind: 'contact', label: (row) => contactTarget(row).label },
      onChange: ({ kind, row }) =>
        kind === 'created'
          ? events.record(
              'contact.created',
              newContactEvent({
                id: row.id,
                name: row.name,
                service: row.service,
                urgency: row.urgency,
                createdAt: new Date(row.created_at),
              }),
            )
          : events.record(kind === 'deleted' ? 'contact.deleted' : 'contact.updated', { id: row.id }),
    }),
  );
  mount(adminMessagesRouter({ models, events, audit, now: () => new Date(clock.now()) }));
  mount(adminCustomersRouter(deps));
  mount(adminVisitsRouter(deps));
  mount(adminBackupsRouter(deps));
  mount(adminGoLiveRouter(deps));
  mount(adminReportsRouter(deps));
  mount(
    adminCrudRouter({
      calls: {
        list: API.portfolio,
        create: API.portfolioCreate,
        update: API.portfolioUpdate,
        remove: API.portfolioDelete,
      },
      model: models.PortfolioItemModel,
      toJson: portfolioJson,
      audit: { log: audit, kind: 'portfolio', label: (row) => row.title_ar },
      onChange: ({ kind, row }) => portfolioChanged(kind === 'deleted' ? [row.image] : []),
    }),
  );
  mount(adminUploadRouter(deps));
  mount(adminNotificationsRouter(deps));
  mount(adminDemoRouter(deps, portfolioChanged));
  return admin;
}
