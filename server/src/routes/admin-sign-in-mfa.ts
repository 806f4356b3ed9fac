import Router from '@koa/router';
import { API } from '@shared/api/contract';
import { accountTarget } from '../auth/admins';
import { openSession } from '../auth/sign-in';
import { adminRoute } from '../http/contract-routes';
import { AppError } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import type { RouteDeps } from './context';

export type AdminSignInMfaDeps = Pick<RouteDeps, 'config' | 'clock' | 'audit' | 'log' | 'secondFactors'>;

/**
 * The second step of signing in, /backend/admin/login-mfa.php: the cookie login.php gave for a
 * right password, and a code of the person's authenticator app or one of their recovery codes.
 * Right: the session, answered as login.php answers it. Wrong, replayed or used up: 401, counted
 * against the account's own limit of the second step (429 after it). A lost cookie (more than five
 * minutes, or another password since): 401 asking to sign in again.
 */
export function adminSignInMfaRouter({ config, clock, audit, log, secondFactors }: AdminSignInMfaDeps): Router {
  // Mounted under the admin router before its session guard: there is no session yet.
  const router = new Router();

  router.post(adminRoute(API.loginMfa), async (ctx) => {
    const input = validate(API.loginMfa.body, jsonBody(ctx));
    const admin = await secondFactors.pending.account(ctx);
    if (!admin) throw new AppError(401, 'signInAgain');
    await secondFactors.beforeAttempt(admin.id);
    const method = input.code !== undefined ? 'totp' : 'recovery_code';
    const passed =
      input.code !== undefined
        ? await secondFactors.totp.check(admin.id, input.code)
        : await secondFactors.recoveryCodes.use(admin.id, input.recovery_code!);
    if (!passed) {
      log.warn({ ip: ctx.ip }, 'wrong second-step code');
      await audit.record({
        actor: { kind: 'admin', id: admin.id },
        address: ctx.ip,
        action: 'mfa.failed',
        target: accountTarget(admin),
        details: { method },
      });
      throw new AppError(401, method === 'totp' ? 'wrongSecondFactorCode' : 'wrongRecoveryCode');
    }
    await secondFactors.succeeded(admin.id);
    secondFactors.pending.clear(ctx);
    if (method === 'recovery_code') {
      await audit.record({
        actor: { kind: 'admin', id: admin.id },
        address: ctx.ip,
        action: 'mfa.recovery_used',
        target: accountTarget(admin),
        details: { left: await secondFactors.recoveryCodes.left(admin.id) },
      });
    }
    if (input.remember_device) await secondFactors.devices.remember(ctx, admin.id);
    await openSession(ctx, admin, { https: config.https, clock, audit }, { secondStep: method, setupRequired: false });
  });

  return router;
}
