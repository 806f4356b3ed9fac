import Router from '@koa/router';
import { API } from '@shared/api/contract';
import { totpCodeSchema } from '@shared/schemas';
import { accountTarget } from '../auth/admins';
import { requestActor } from '../audit/audit-log';
import { adminRoute } from '../http/contract-routes';
import { AppError, notFound } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { signedInAdmin } from './admin-account';
import type { RouteDeps } from './context';

export type AdminSecondFactorDeps = Pick<RouteDeps, 'models' | 'audit' | 'events' | 'staffSessions' | 'secondFactors'>;

/**
 * One's own authenticator app (mfa-totp.php: link, confirm with a code and receive the recovery
 * codes, turn off with a code), the owner's policy (mfa-policy.php) and an owner's reset of a
 * colleague's second factor (staff-mfa.php). Codes tried here count against the same limit as the
 * second step of signing in; a wrong one is 400 (the session is fine, the code is not).
 */
export function adminSecondFactorRouter({
  models,
  audit,
  events,
  staffSessions,
  secondFactors,
}: AdminSecondFactorDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();

  /** Checks a code of the person's own app, counted; throws 400 when it is wrong. */
  const requireCode = async (adminId: number, passed: (id: number) => Promise<boolean>) => {
    await secondFactors.beforeAttempt(adminId);
    if (!(await passed(adminId))) throw new AppError(400, 'wrongSecondFactorCode');
    await secondFactors.succeeded(adminId);
  };

  router.post(adminRoute(API.mfaTotp), async (ctx) => {
    const admin = signedInAdmin(ctx);
    const { action } = validate(API.mfaTotp.query, { action: ctx.query.action });
    ctx.set('Cache-Control', 'no-store');
    if (action !== 'confirm') {
      validate(API.mfaTotp.body, jsonBody(ctx));
      ctx.body = await secondFactors.totp.start(admin.id, admin.email);
      return;
    }
    const { code } = validate(totpCodeSchema, jsonBody(ctx));
    await requireCode(admin.id, (id) => secondFactors.totp.confirm(id, code));
    const codes = await secondFactors.recoveryCodes.replace(admin.id);
    // The session limited to this set-up becomes a whole one: the person just proved the new factor.
    delete ctx.session!.secondFactorSetup;
    await audit.record({
      ...requestActor(ctx),
      action: 'mfa.enabled',
      target: accountTarget(admin),
      details: { method: 'totp' },
    });
    ctx.body = { recovery_codes: codes };
  });

  router.delete(adminRoute(API.mfaTotpDelete), async (ctx) => {
    const admin = signedInAdmin(ctx);
    const { code } = validate(API.mfaTotpDelete.body, jsonBody(ctx));
    if (!(await secondFactors.totp.isOn(admin.id))) throw new AppError(409, 'totpNotOn');
    // A passkey left keeps the person covered: the policy allows turning the app off then.
    await secondFactors.refuseRemovingLast(admin, (await secondFactors.factorCount(admin.id)) - 1);
    await requireCode(admin.id, (id) => secondFactors.totp.check(id, code));
    await secondFactors.totp.remove(admin.id);
    await secondFactors.afterRemoving(admin.id);
    await audit.record({
      ...requestActor(ctx),
      action: 'mfa.disabled',
      target: accountTarget(admin),
      details: { method: 'totp' },
    });
    ctx.body = { ok: true };
  });

  router.get(adminRoute(API.mfaPolicy), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await secondFactors.policy();
  });

  router.post(adminRoute(API.mfaPolicyUpdate), async (ctx) => {
    const next = validate(API.mfaPolicyUpdate.body, jsonBody(ctx));
    const before = await secondFactors.policy();
    await secondFactors.setPolicy(next);
    if (before.required !== next.required) {
      await audit.record({
        ...requestActor(ctx),
        action: 'mfa.policy',
        details: { changes: { required: [before.required, next.required] } },
      });
    }
    ctx.body = next;
  });

  // A lost phone: another owner removes the person's second factor and ends their sessions; at the
  // next sign-in the policy has them set up a new one.
  router.delete(adminRoute(API.staffMfaReset), async (ctx) => {
    const { id } = validate(API.staffMfaReset.query, { id: ctx.query.id });
    const target = await models.Admin.findByPk(id);
    if (!target) throw notFound('accountNotFound');
    if (target.id === signedInAdmin(ctx).id) throw new AppError(400, 'resetOwnSecondFactor');
    await secondFactors.removeAll(target.id);
    const ended = await staffSessions.end(target.id);
    const actor = requestActor(ctx);
    await audit.record(
      { ...actor, action: 'mfa.reset', target: accountTarget(target), details: { sessionsEnded: ended } },
      ...(ended > 0
        ? [
            {
              ...actor,
              action: 'session.ended' as const,
              target: accountTarget(target),
              details: { sessionsEnded: ended, because: 'mfa.reset' },
            },
          ]
        : []),
    );
    await events.record('staff.changed', { id: target.id });
    ctx.body = { ok: true, sessionsEnded: ended };
  });

  return router;
}
