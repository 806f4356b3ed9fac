import Router from '@koa/router';
import { API } from '@shared/api/contract';
import { accountRole, authenticate } from '../auth/admins';
import { knownDevice } from '../auth/known-device';
import { openSession } from '../auth/sign-in';
import { requestActor } from '../audit/audit-log';
import { adminRoute } from '../http/contract-routes';
import { AppError } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { sessionCookieName } from '../sessions/middleware';
import { requestSessionId } from '../sessions/staff-sessions';
import type { RouteDeps } from './context';

export type AdminAuthDeps = Pick<
  RouteDeps,
  'config' | 'models' | 'log' | 'clock' | 'loginThrottle' | 'passwords' | 'audit' | 'staffSessions' | 'secondFactors'
>;

/**
 * Sign-in, session check and sign-out: /backend/admin/login.php, me.php and logout.php. Their answers
 * are the spec's (`{admin: {email}}`, with the person's role added); the name and a pending password change come from account.php.
 * A person with a second factor gets no session from the password alone: `{mfa_required, methods}`
 * and a short-lived cookie for login-mfa.php (admin-sign-in-mfa.ts), unless this device is one they
 * marked as theirs.
 */
export function adminAuthRouter({
  config,
  models,
  log,
  clock,
  loginThrottle,
  passwords,
  audit,
  staffSessions,
  secondFactors,
}: AdminAuthDeps): Router {
  // Mounted under the admin router before its session guard: these work without a session.
  const router = new Router();

  router.post(adminRoute(API.login), async (ctx) => {
    const { email, password } = validate(API.login.body, jsonBody(ctx));
    const device = knownDevice(ctx, email, config.https);
    // Room in the hasher first, decided at once: in a flood the refusal (503) costs no database
    // work and no hash, and a known device has a lane of its own.
    const slot = passwords.admit(device ? 'trusted' : 'anonymous');
    let found;
    try {
      await loginThrottle.beforeAttempt(email, ctx.ip, device);
      found = await authenticate(models, passwords, slot, email, password);
    } finally {
      slot.release();
    }
    // A disabled account gets exactly the answer of a wrong password.
    const admin = found?.active ? found : null;
    if (!admin) {
      log.warn({ ip: ctx.ip }, 'failed admin sign-in');
      await audit.record({
        actor: found ? { kind: 'admin', id: found.id } : { kind: 'visitor' },
        address: ctx.ip,
        action: 'signin.failed',
        details: { email, ...(found ? { reason: 'disabled' } : {}) },
      });
      throw new AppError(401, 'badCredentials');
    }
    await loginThrottle.succeeded(email, ctx.ip, device);
    const methods = await secondFactors.methods(admin.id);
    const https = config.https;
    if (methods.length > 0 && !(await secondFactors.devices.trusted(ctx, admin.id))) {
      secondFactors.pending.issue(ctx, admin);
      ctx.body = { mfa_required: true, methods };
      return;
    }
    await openSession(
      ctx,
      admin,
      { https, clock, audit },
      {
        secondStep: methods.length > 0 ? 'trusted_device' : null,
        setupRequired: methods.length === 0 && (await secondFactors.setupRequired(admin)),
      },
    );
  });

  router.get(adminRoute(API.me), async (ctx) => {
    const adminId = ctx.session?.adminId;
    const admin = typeof adminId === 'number' ? await models.Admin.findByPk(adminId) : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = admin?.active
      ? { authenticated: true, admin: { email: admin.email, role: accountRole(admin) } }
      : { authenticated: false };
  });

  router.post(adminRoute(API.logout), async (ctx) => {
    const adminId = ctx.session?.adminId;
    const sessionId = requestSessionId(ctx, sessionCookieName(config.https));
    if (typeof adminId === 'number') {
      await audit.record({ ...requestActor(ctx), action: 'signout' });
      // Its open live stream ends now, on whichever instance holds it.
      if (sessionId) await staffSessions.signOut(adminId, sessionId);
    }
    // Dropping the session deletes its row, so the old cookie is useless even if replayed.
    ctx.session = null;
    ctx.body = { ok: true };
  });

  return router;
}
