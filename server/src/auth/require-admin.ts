import type { Middleware } from 'koa';
import type { Models } from '../db/models';
import { AppError, unauthorized } from '../http/errors';
import { API } from '@shared/api/contract';
import { sessionAccount } from '../sessions/store';

/** The calls a person whose password someone else chose may make before changing it. */
const BEFORE_PASSWORD_CHANGE = new Set<string>([API.account.path, API.accountPassword.path]);
/** The calls of a session limited to setting up a second factor the owner's policy requires. */
const BEFORE_SECOND_FACTOR = new Set<string>([...BEFORE_PASSWORD_CHANGE, API.mfaTotp.path, API.passkeys.path]);

/**
 * Lets the request through only with a signed-in session of an active account; otherwise 401
 * `{ error }` (a disabled account's sessions are deleted when it is disabled; this also refuses
 * one that a racing request might have kept). Until a temporary password is changed, only the
 * account calls answer (403); in a session opened without the second factor the policy requires
 * (auth/sign-in.ts), only those and setting one up. The account is kept in `ctx.state.admin`.
 */
export function requireAdmin(models: Models): Middleware {
  return async (ctx, next) => {
    const adminId = ctx.session?.adminId;
    if (typeof adminId !== 'number') throw unauthorized();
    // Read with the session in the same statement (sessions/store.ts); looked up here only when the
    // session was not read from the database in this request (made by this very request).
    const read = sessionAccount(ctx);
    const admin = read?.id === adminId ? read : await models.Admin.findByPk(adminId);
    if (!admin || !admin.active) {
      ctx.session = null;
      throw unauthorized();
    }
    if (admin.must_change_password && !BEFORE_PASSWORD_CHANGE.has(ctx.path)) {
      throw new AppError(403, 'passwordChangeRequired');
    }
    if (ctx.session?.secondFactorSetup === true && !BEFORE_SECOND_FACTOR.has(ctx.path)) {
      throw new AppError(403, 'secondFactorSetupRequired');
    }
    ctx.state.admin = admin;
    await next();
  };
}
