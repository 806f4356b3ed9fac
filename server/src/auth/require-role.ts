import type { Middleware } from 'koa';
import { ADMIN_PREFIX, ROUTES } from '@shared/api/routes';
import { mayCall } from '@shared/api/roles';
import { requestActor, type AuditLog } from '../audit/audit-log';
import type { Admin } from '../db/models';
import { AppError } from '../http/errors';
import { accountRole } from './admins';

/** The header every guarded answer carries: the person's role now, so open screens follow a change at once. */
export const ROLE_HEADER = 'X-Staff-Role';

/** Each admin call of the contract by its method and path ("PUT /backend/admin/staff.php" → staffUpdate). */
const CALLS = new Map(
  Object.entries(ROUTES)
    .filter(([, route]) => route.path.startsWith(`${ADMIN_PREFIX}/`))
    .map(([name, route]) => [`${route.method} ${route.path}`, name]),
);

/**
 * After the session guard: lets the call through only when the person's role may make it (the table
 * of shared/api/roles.ts, read with the account on this very request, so a changed role counts from
 * the next request on every instance). A call the table does not name is refused too. A refusal is
 * 403 `{ error }` in the request's language, runs nothing of the call and is kept in the audit log.
 */
export function requireRole(audit: AuditLog): Middleware {
  return async (ctx, next) => {
    const role = accountRole(ctx.state.admin as Admin);
    ctx.set(ROLE_HEADER, role);
    const method = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    const call = CALLS.get(`${method} ${ctx.path}`);
    if (!call || !mayCall(role, call)) {
      await audit.record({
        ...requestActor(ctx),
        action: 'access.denied',
        details: { call: call ?? null, method, path: ctx.path, role },
      });
      throw new AppError(403, 'notAllowed');
    }
    await next();
  };
}
