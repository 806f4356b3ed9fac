import Router from '@koa/router';
import type { Context } from 'koa';
import type { AccountInfo, SecondFactorStatus } from '@shared/schemas';
import { API } from '@shared/api/contract';
import { accountRole, accountTarget } from '../auth/admins';
import { requestActor } from '../audit/audit-log';
import type { Admin } from '../db/models';
import { adminRoute } from '../http/contract-routes';
import { AppError, notFound } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { requestSessionId } from '../sessions/staff-sessions';
import { sessionCookieName } from '../sessions/middleware';
import type { RouteDeps } from './context';
import { refusePassword } from '../auth/password-rules';

function accountJson(admin: Admin, secondFactor: SecondFactorStatus, ctx: Context): AccountInfo {
  return {
    email: admin.email,
    name: admin.name,
    lastSignInAt: admin.last_sign_in_at ? new Date(admin.last_sign_in_at).toISOString() : null,
    mustChangePassword: Boolean(admin.must_change_password),
    language: admin.language === 'en' ? 'en' : 'ar',
    role: accountRole(admin),
    secondFactor,
    secondFactorSetupRequired: ctx.session?.secondFactorSetup === true,
  };
}

/** The signed-in person's account (the session guard put it there). */
export const signedInAdmin = (ctx: Context): Admin => ctx.state.admin as Admin;

export type AdminAccountDeps = Pick<
  RouteDeps,
  'config' | 'loginThrottle' | 'audit' | 'staffSessions' | 'passwords' | 'secondFactors'
>;

/**
 * My account: who I am, my password, my sessions — /backend/admin/account.php,
 * account-password.php and sessions.php.
 */
export function adminAccountRouter({
  config,
  loginThrottle,
  audit,
  staffSessions,
  passwords,
  secondFactors,
}: AdminAccountDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const cookieName = sessionCookieName(config.https);

  const answer = async (ctx: Context, admin: Admin) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = accountJson(admin, await secondFactors.status(admin), ctx);
  };

  router.get(adminRoute(API.account), (ctx) => answer(ctx, signedInAdmin(ctx)));

  // My own name and admin language; a new name is audited like a colleague's rename, the language is a preference.
  router.post(adminRoute(API.accountUpdate), async (ctx) => {
    const admin = signedInAdmin(ctx);
    const change = validate(API.accountUpdate.body, jsonBody(ctx));
    if (change.name === undefined && change.language === undefined) throw new AppError(400, 'nothingToChangeAccount');
    const before = admin.name;
    if (change.name !== undefined) admin.name = change.name;
    if (change.language !== undefined) admin.language = change.language;
    await admin.save();
    if (change.name !== undefined && change.name !== before) {
      await audit.record({
        ...requestActor(ctx),
        action: 'account.updated',
        target: accountTarget(admin),
        details: { changes: { name: [before, change.name] } },
      });
    }
    await answer(ctx, admin);
  });

  router.post(adminRoute(API.accountPassword), async (ctx) => {
    const admin = signedInAdmin(ctx);
    const { currentPassword, newPassword } = validate(API.accountPassword.body, jsonBody(ctx));
    // Guessing the current password from a session left open counts like guessing at sign-in: each
    // try is counted first, and a right one gives its count back.
    // The person has a session of this account, so it is counted like a known device of it.
    const ownSessions = `account-${admin.id}`;
    await loginThrottle.beforeAttempt(admin.email, ctx.ip, ownSessions);
    if (!(await passwords.verify(currentPassword, admin.password_hash)))
      throw new AppError(400, 'wrongCurrentPassword');
    await loginThrottle.succeeded(admin.email, ctx.ip, ownSessions);
    if (currentPassword === newPassword) throw new AppError(400, 'samePassword');
    refusePassword('newPassword', newPassword, admin.email);
    await admin.update({ password_hash: await passwords.hash(newPassword), must_change_password: 0 });
    // Every other session of this person ends; this one stays.
    const ended = await staffSessions.end(admin.id, { except: requestSessionId(ctx, cookieName) });
    await audit.record({
      ...requestActor(ctx),
      action: 'password.changed',
      target: accountTarget(admin),
      details: { sessionsEnded: ended },
    });
    ctx.body = { ok: true };
  });

  router.get(adminRoute(API.sessions), async (ctx) => {
    const admin = signedInAdmin(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: await staffSessions.list(admin.id, requestSessionId(ctx, cookieName)) };
  });

  router.delete(adminRoute(API.sessionsEnd), async (ctx) => {
    const admin = signedInAdmin(ctx);
    const query = validate(API.sessionsEnd.query, { id: ctx.query.id, others: ctx.query.others });
    const current = requestSessionId(ctx, cookieName);
    const others = query.others === '1';
    const ended = others
      ? await staffSessions.end(admin.id, { except: current })
      : await staffSessions.end(admin.id, { handle: query.id });
    if (!others && ended === 0) throw notFound('sessionNotFound');
    await audit.record({
      ...requestActor(ctx),
      action: 'session.ended',
      target: accountTarget(admin),
      details: { others, sessionsEnded: ended },
    });
    ctx.body = { ok: true, ended };
  });

  return router;
}
