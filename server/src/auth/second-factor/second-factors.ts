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
import { PendingSignIns } from './pending-sign-in';
import { policyRequires, readPolicy, writePolicy } from './policy';
import { RecoveryCodes } from './recovery-codes';
import { AuthenticatorApps } from './totp';
import { TrustedDevices } from './trusted-devices';

/**
 * Staff's second factor, one service for the routers: the authenticator apps, the recovery codes,
 * the devices people marked as theirs, the cookie between the two steps of signing in, the owner's
 * policy and the attempt limit of the second step.
 */
export class SecondFactors {
  readonly totp: AuthenticatorApps;
  readonly recoveryCodes: RecoveryCodes;
  readonly devices: TrustedDevices;
  readonly pending: PendingSignIns;
  private readonly attempts: RateLimiterAbstract;

  constructor(
    private readonly sequelize: Sequelize,
    models: Models,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'https' | 'limits' | 'mfaRequiredByDefault'>,
    sessionSecret: string,
    rateLimits: RateLimitStore,
  ) {
    this.totp = new AuthenticatorApps(
      sequelize,
      clock,
      secretBox(sessionSecret, 'authenticator key'),
      COMPANY.shortName.en,
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
    return (await this.totp.isOn(adminId)) ? ['totp'] : [];
  }

  /** Whether the policy requires a second factor of this person and they have none. */
  async setupRequired(admin: Admin): Promise<boolean> {
    return policyRequires(await this.policy(), accountRole(admin)) && (await this.methods(admin.id)).length === 0;
  }

  async status(admin: Admin): Promise<SecondFactorStatus> {
    const [totp, recoveryCodesLeft, policy] = await Promise.all([
      this.totp.isOn(admin.id),
      this.recoveryCodes.left(admin.id),
      this.policy(),
    ]);
    return { totp, recoveryCodesLeft, required: policyRequires(policy, accountRole(admin)) };
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

  /** Removes every second factor of the person and the devices they marked as theirs. */
  async removeAll(adminId: number): Promise<void> {
    await this.totp.remove(adminId);
    await this.recoveryCodes.remove(adminId);
    await this.devices.forget(adminId);
  }
}
