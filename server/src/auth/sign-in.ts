import type { Context } from 'koa';
import type { LoginResponse } from '@shared/schemas';
import { requestActor, type AuditLog } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Admin } from '../db/models';
import { markSigningIn } from '../sessions/store';
import { accountRole, accountTarget } from './admins';
import { rememberDevice } from './known-device';

/** How the person passed the second step of this sign-in, for its audit entry (null: there was none). */
export type SecondStep = 'totp' | 'passkey' | 'recovery_code' | 'trusted_device' | null;

/**
 * Opens the signed-in session, the last step of login.php (no second factor) or of login-mfa.php,
 * and answers as login.php always has. `setupRequired`: the policy requires a second factor the
 * person has not set up, so the session may only set it up (auth/require-admin.ts).
 */
export async function openSession(
  ctx: Context,
  admin: Admin,
  { https, clock, audit }: { https: boolean; clock: Clock; audit: AuditLog },
  { secondStep, setupRequired }: { secondStep: SecondStep; setupRequired: boolean },
): Promise<void> {
  // The sign-in throttle's own device cookie: this device knows this account (known-device.ts).
  rememberDevice(ctx, admin.email, https);
  // A fresh id on every sign-in: a session id planted before login is worth nothing after it.
  markSigningIn(ctx);
  await ctx.session!.regenerate();
  ctx.session!.adminId = admin.id;
  ctx.session!.email = admin.email;
  ctx.session!.signedInAt = clock.now();
  ctx.session!.lastSeenAt = clock.now();
  ctx.session!.userAgent = ctx.get('User-Agent').slice(0, 512);
  ctx.session!.address = ctx.ip;
  if (setupRequired) ctx.session!.secondFactorSetup = true;
  await admin.update({ last_sign_in_at: new Date(clock.now()) });
  await audit.record({
    ...requestActor(ctx),
    action: 'signin.succeeded',
    target: accountTarget(admin),
    ...(secondStep || setupRequired ? { details: { secondStep, ...(setupRequired ? { setupRequired } : {}) } } : {}),
  });
  const body: LoginResponse = { admin: { email: admin.email, role: accountRole(admin) } };
  if (setupRequired) body.mfa_setup_required = true;
  ctx.body = body;
}
