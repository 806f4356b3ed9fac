import Router from '@koa/router';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { API } from '@shared/api/contract';
import { passkeyConfirmSchema, type PasskeyRegistered } from '@shared/schemas';
import { accountTarget } from '../auth/admins';
import { requestActor } from '../audit/audit-log';
import { adminRoute } from '../http/contract-routes';
import { notFound } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { signedInAdmin } from './admin-account';
import type { RouteDeps } from './context';

export type AdminPasskeysDeps = Pick<RouteDeps, 'audit' | 'secondFactors'>;

/**
 * One's own passkeys, /backend/admin/passkeys.php: the list; registering one (the options for the
 * browser, then `?action=confirm` with its name and the browser's answer); renaming; removing, which
 * the policy refuses for the last second factor it requires. The first second factor a person gets
 * comes with ten recovery codes, as the authenticator app's does.
 */
export function adminPasskeysRouter({ audit, secondFactors }: AdminPasskeysDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const { passkeys } = secondFactors;

  router.get(adminRoute(API.passkeys), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: await passkeys.list(signedInAdmin(ctx).id) };
  });

  router.post(adminRoute(API.passkeyRegister), async (ctx) => {
    const admin = signedInAdmin(ctx);
    const { action } = validate(API.passkeyRegister.query, { action: ctx.query.action });
    ctx.set('Cache-Control', 'no-store');
    if (action !== 'confirm') {
      validate(API.passkeyRegister.body, jsonBody(ctx));
      ctx.body = await passkeys.registrationOptions(admin);
      return;
    }
    const { name, response } = validate(passkeyConfirmSchema, jsonBody(ctx));
    const first = (await secondFactors.methods(admin.id)).length === 0;
    const item = await passkeys.register(admin.id, name, response as RegistrationResponseJSON);
    const answer: PasskeyRegistered = { item };
    if (first) answer.recovery_codes = await secondFactors.recoveryCodes.replace(admin.id);
    // A session limited to setting up a second factor becomes a whole one: the person just added one.
    delete ctx.session!.secondFactorSetup;
    await audit.record({
      ...requestActor(ctx),
      action: 'mfa.passkey_added',
      target: accountTarget(admin),
      details: { passkey: item.name },
    });
    ctx.body = answer;
  });

  router.put(adminRoute(API.passkeyRename), async (ctx) => {
    const admin = signedInAdmin(ctx);
    const { id } = validate(API.passkeyRename.query, { id: ctx.query.id });
    const { name } = validate(API.passkeyRename.body, jsonBody(ctx));
    const before = await passkeys.find(admin.id, id);
    if (!before) throw notFound('passkeyNotFound');
    await passkeys.rename(admin.id, id, name);
    if (before.name !== name) {
      await audit.record({
        ...requestActor(ctx),
        action: 'mfa.passkey_renamed',
        target: accountTarget(admin),
        details: { changes: { name: [before.name, name] } },
      });
    }
    ctx.body = { item: { ...before, name } };
  });

  router.delete(adminRoute(API.passkeyDelete), async (ctx) => {
    const admin = signedInAdmin(ctx);
    const { id } = validate(API.passkeyDelete.query, { id: ctx.query.id });
    const passkey = await passkeys.find(admin.id, id);
    if (!passkey) throw notFound('passkeyNotFound');
    await secondFactors.refuseRemovingLast(admin, (await secondFactors.factorCount(admin.id)) - 1);
    await passkeys.remove(admin.id, id);
    await secondFactors.afterRemoving(admin.id);
    await audit.record({
      ...requestActor(ctx),
      action: 'mfa.passkey_removed',
      target: accountTarget(admin),
      details: { passkey: passkey.name },
    });
    ctx.body = { ok: true };
  });

  return router;
}
