import Router from '@koa/router';
import { loginSchema } from '@shared/schemas';
import { authenticate } from '../auth/admins';
import { AppError } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import type { RouteDeps } from './context';

/** Sign-in, session check and sign-out: /backend/admin/login.php, me.php and logout.php. */
export function adminAuthRouter({ models, log, clock, loginThrottle }: RouteDeps): Router {
  // Mounted under the admin router before its session guard: these work without a session.
  const router = new Router();

  router.post('/login.php', async (ctx) => {
    const { email, password } = validate(loginSchema, jsonBody(ctx));
    await loginThrottle.beforeAttempt(email, ctx.ip);
    const admin = await authenticate(models, email, password);
    if (!admin) {
      log.warn({ ip: ctx.ip }, 'failed admin sign-in');
      throw new AppError(401, 'badCredentials');
    }
    await loginThrottle.succeeded(email, ctx.ip);
    // A fresh id on every sign-in: a session id planted before login is worth nothing after it.
    await ctx.session!.regenerate();
    ctx.session!.adminId = admin.id;
    ctx.session!.email = admin.email;
    ctx.session!.signedInAt = clock.now();
    ctx.session!.lastSeenAt = clock.now();
    ctx.body = { admin: { email: admin.email } };
  });

  router.get('/me.php', async (ctx) => {
    const adminId = ctx.session?.adminId;
    const admin = typeof adminId === 'number' ? await models.Admin.findByPk(adminId) : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = admin ? { authenticated: true, admin: { email: admin.email } } : { authenticated: false };
  });

  router.post('/logout.php', async (ctx) => {
    // Dropping the session deletes its row, so the old cookie is useless even if replayed.
    ctx.session = null;
    ctx.body = { ok: true };
  });

  return router;
}
