import Router from '@koa/router';
import { API } from '@shared/api/contract';
import { accountRole, accountTarget, authenticate } from '../auth/admins';
import { knownDevice, rememberDevice } from '../auth/known-device';
import { requestActor } from '../audit/audit-log';
import { adminRoute } from '../http/contract-routes';
import { AppError } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { sessionCookieName } from '../sessions/middleware';
import { requestSessionId } from '../sessions/staff-sessions';
import { markSigningIn } from '../sessions/store';
import type { RouteDeps } from './context';

export type AdminAuthDeps = Pick<
  RouteDeps,
  'config' | 'models' | 'log' | 'clock' | 'loginThrottle' | 'passwords' | 'audit' | 'staffSessions'
>;

/**
 * Sign-in, session check and sign-out: /backend/admin/login.php, me.php and logout.php. Their answers
 * are the spec's (`{admin: {email}}`, with the person's role added); the name and a pending password change come from account.php.
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
    rememberDevice(ctx, admin.email, config.https);
    // A fresh id on every sign-in: a session id planted before login is worth nothing after it.
    markSigningIn(ctx);
    await ctx.session!.regenerate();
    ctx.session!.adminId = admin.id;
    ctx.session!.email = admin.email;
    ctx.session!.signedInAt = clock.now();
    ctx.session!.lastSeenAt = clock.now();
    ctx.session!.userAgent = ctx.get('User-Agent').slice(0, 512);
    ctx.session!.address = ctx.ip;
    await admin.update({ last_sign_in_at: new Date(clock.now()) });
    await audit.record({ ...requestActor(ctx), action: 'signin.succeeded', target: accountTarget(admin) });
    ctx.body = { admin: { email: admin.email, role: accountRole(admin) } };
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
