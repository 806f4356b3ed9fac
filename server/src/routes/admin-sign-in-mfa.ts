import Router from '@koa/router';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { ApiErrorKey } from '@shared/api-errors';
import { API } from '@shared/api/contract';
import { accountTarget } from '../auth/admins';
import { openSession, type SecondStep } from '../auth/sign-in';
import { adminRoute } from '../http/contract-routes';
import { AppError } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import type { RouteDeps } from './context';

export type AdminSignInMfaDeps = Pick<RouteDeps, 'config' | 'clock' | 'audit' | 'log' | 'secondFactors'>;

/**
 * The second step of signing in, /backend/admin/login-mfa.php: the cookie login.php gave for a
 * right password, and a code of the person's authenticator app, one of their recovery codes, or a
 * passkey's answer to the challenge `?action=passkey` gave in this same attempt. Right: the session,
 * answered as login.php answers it. Wrong, replayed or used up: 401, counted against the account's
 * own limit of the second step (429 after it). A lost cookie (more than five minutes, or another
 * password since): 401 asking to sign in again.
 */
export function adminSignInMfaRouter({ config, clock, audit, log, secondFactors }: AdminSignInMfaDeps): Router {
  // Mounted under the admin router before its session guard: there is no session yet.
  const router = new Router();

  router.post(adminRoute(API.loginMfa), async (ctx) => {
    const { action } = validate(API.loginMfa.query, { action: ctx.query.action });
    const pending = await secondFactors.pending.read(ctx);
    if (!pending) throw new AppError(401, 'signInAgain');
    const { admin, attempt } = pending;
    if (action === 'passkey') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await secondFactors.passkeys.signInOptions(admin.id, attempt);
      return;
    }
    const input = validate(API.loginMfa.body, jsonBody(ctx));
    await secondFactors.beforeAttempt(admin.id);
    const method: Method = input.code !== undefined ? 'totp' : input.passkey ? 'passkey' : 'recovery_code';
    let passed: boolean;
    let reason: string | undefined;
    if (input.code !== undefined) passed = await secondFactors.totp.check(admin.id, input.code);
    else if (input.passkey) {
      const check = await secondFactors.passkeys.signIn(admin.id, attempt, input.passkey as AuthenticationResponseJSON);
      passed = check === 'passed';
      // A good signature with a counter that did not move on: a copy of the key, or a replayed answer.
      if (check === 'counter') reason = 'counter';
    } else passed = await secondFactors.recoveryCodes.use(admin.id, input.recovery_code!);
    if (!passed) {
      log.warn({ ip: ctx.ip, method, reason }, 'wrong second step');
      await audit.record({
        actor: { kind: 'admin', id: admin.id },
        address: ctx.ip,
        action: 'mfa.failed',
        target: accountTarget(admin),
        details: { method, ...(reason ? { reason } : {}) },
      });
      throw new AppError(401, WRONG[method]);
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

type Method = Exclude<SecondStep, 'trusted_device' | null>;
/** What a refused second step says, by its method. */
const WRONG: Record<Method, ApiErrorKey> = {
  totp: 'wrongSecondFactorCode',
  passkey: 'passkeyNotAccepted',
  recovery_code: 'wrongRecoveryCode',
};
