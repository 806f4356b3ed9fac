import { createHmac } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { COMPANY } from '@shared/company';
import type { MfaPolicy, SecondFactorMethod, SecondFactorStatus } from '@shared/schemas';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Admin, Models } from '../../db/models';
import { AppError } from '../../http/errors';
import { take, type RateLimitStore } from '../../security/rate-limits';
import { secretBox } from '../../security/secret-box';
import { accountRole } from '../admins';
import { Passkeys, relyingParty } from './passkeys';
import { PendingSignIns } from './pending-sign-in';
import { policyRequires, readPolicy, writePolicy } from './policy';
import { RecoveryCodes } from './recovery-codes';
import { AuthenticatorApps } from './totp';
import { TrustedDevices } from './trusted-devices';

/** Every table that holds a person's second factor: what an owner's reset (or admin:reset-mfa) empties for them. */
export const SECOND_FACTOR_TABLES = [
  'staff_totp',
  'staff_passkeys',
  'staff_passkey_challenges',
  'staff_recovery_codes',
  'staff_trusted_devices',
] as const;

/**
 * Staff's second factor, one service for the routers: the authenticator apps, the passkeys, the
 * recovery codes, the devices people marked as theirs, the cookie between the two steps of signing
 * in, the owner's policy and the attempt limit of the second step.
 */
export class SecondFactors {
  readonly totp: AuthenticatorApps;
  readonly passkeys: Passkeys;
  readonly recoveryCodes: RecoveryCodes;
  readonly devices: TrustedDevices;
  readonly pending: PendingSignIns;
  private readonly attempts: RateLimiterAbstract;

  constructor(
    private readonly sequelize: Sequelize,
    models: Models,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'https' | 'limits' | 'mfaRequiredByDefault' | 'publicBaseUrl'>,
    sessionSecret: string,
    rateLimits: RateLimitStore,
  ) {
    this.totp = new AuthenticatorApps(
      sequelize,
      clock,
      secretBox(sessionSecret, 'authenticator key'),
      COMPANY.shortName.en,
    );
    // The authenticator files a person's passkeys under this id: stable, and without their e-mail.
    const userHandle = (adminId: number) =>
      new Uint8Array(createHmac('sha256', sessionSecret).update(`passkey user ${adminId}`).digest());
    this.passkeys = new Passkeys(
      sequelize,
      clock,
      relyingParty(config.publicBaseUrl, COMPANY.shortName.en),
      userHandle,
    );
    this.recoveryCodes = new RecoveryCodes(sequelize, clock);
    this.devices = new TrustedDevices(sequelize, clock, config.https);
    this.pending = new PendingSignIns(models, clock, config.https);
    this.attempts = rateLimits.limiter('mfa-account', config.limits.mfaMaxFailures, config.limits.loginWindowMs);
  }

  policy(): Promise<MfaPolicy> {
    return readPolicy(this.sequelize, this.config.mfaRequiredByDefault);
  }

  setPolicy(policy: MfaPolicy): Promise<void> {
    return writePolicy(this.sequelize, policy, new Date(this.clock.now()));
  }

  /** The methods the person can pass the second step with (none: no second step). */
  async methods(adminId: number): Promise<SecondFactorMethod[]> {
    const [totp, passkeys] = await Promise.all([this.totp.isOn(adminId), this.passkeys.count(adminId)]);
    return [...(totp ? (['totp'] as const) : []), ...(passkeys > 0 ? (['passkey'] as const) : [])];
  }

  /** How many factors the person has: the authenticator app counts one, each passkey one. */
  async factorCount(adminId: number): Promise<number> {
    const [totp, passkeys] = await Promise.all([this.totp.isOn(adminId), this.passkeys.count(adminId)]);
    return (totp ? 1 : 0) + passkeys;
  }

  /** Of these accounts, those with a second factor (the staff list). */
  async onAmong(adminIds: number[]): Promise<Set<number>> {
    const [totp, passkeys] = await Promise.all([this.totp.onAmong(adminIds), this.passkeys.withAny(adminIds)]);
    return new Set([...totp, ...passkeys]);
  }

  /** Whether the policy requires a second factor of this person and they have none. */
  async setupRequired(admin: Admin): Promise<boolean> {
    return policyRequires(await this.policy(), accountRole(admin)) && (await this.methods(admin.id)).length === 0;
  }

  async status(admin: Admin): Promise<SecondFactorStatus> {
    const [totp, passkeys, recoveryCodesLeft, policy] = await Promise.all([
      this.totp.isOn(admin.id),
      this.passkeys.count(admin.id),
      this.recoveryCodes.left(admin.id),
      this.policy(),
    ]);
    return { totp, passkeys, recoveryCodesLeft, required: policyRequires(policy, accountRole(admin)) };
  }

  /**
   * Before one of the person's factors is removed (`remaining`: how many of factorCount would be
   * left): refused (409) when it is the last one and the policy requires one of them. Turning the app off while a
   * passkey remains, or removing a passkey while the app is on, is allowed.
   */
  async refuseRemovingLast(admin: Admin, remaining: number): Promise<void> {
    if (remaining === 0 && policyRequires(await this.policy(), accountRole(admin))) {
      throw new AppError(409, 'secondFactorRequired');
    }
  }

  /**
   * After one factor was removed: the devices marked as theirs are forgotten (the next sign-in
   * asks again), and with no factor left the recovery codes go too (they would be a factor of
   * their own).
   */
  async afterRemoving(adminId: number): Promise<void> {
    await this.devices.forget(adminId);
    if ((await this.methods(adminId)).length === 0) await this.recoveryCodes.remove(adminId);
  }

  /**
   * Counts one try of a code for the account before it is checked (so tries sent together cannot
   * all pass the count); throws 429 once `mfaMaxFailures` were wrong in the window. A right code
   * clears the count (`succeeded`).
   */
  async beforeAttempt(adminId: number): Promise<void> {
    const taken = await take(this.attempts, String(adminId));
    if (taken.allowed) return;
    const minutes = Math.ceil(taken.retryAfterSeconds / 60);
    throw new AppError(
      429,
      {
        ar: `رموز خاطئة كثيرة. حاول مرة أخرى بعد ${minutes} دقيقة، أو استخدم رمز استرداد بعدها`,
        en: `Too many wrong codes. Try again in ${minutes} minute(s), or use a recovery code then`,
      },
      { 'Retry-After': String(taken.retryAfterSeconds) },
    );
  }

  async succeeded(adminId: number): Promise<void> {
    await this.attempts.delete(String(adminId));
  }

  /** Removes every second factor of the person and the devices they marked as theirs (an owner's reset). */
  async removeAll(adminId: number): Promise<void> {
    for (const table of SECOND_FACTOR_TABLES) {
      await this.sequelize.query(`DELETE FROM ${table} WHERE admin_id = $1`, { bind: [adminId] });
    }
  }
}
