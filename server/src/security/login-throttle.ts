import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SecurityLimits } from '../config';
import { AppError } from '../http/errors';
import { take, type RateLimitStore } from './rate-limits';

const MAX_DELAY_MS = 4_000;
const FREE_ATTEMPTS = 2;

/**
 * Sign-in throttling per account and per client address (OWASP ASVS 2.2.1): after a couple of
 * failures each attempt waits longer (doubling, at most 4 s); after `loginMaxFailures` failures in
 * `loginWindowMs` the account or address is locked (429 + Retry-After) until the window ends,
 * and during the lock even the right password is refused.
 *
 * Each attempt is counted as a failure before the password is checked, in one atomic step per key,
 * so guesses sent at the same moment cannot all pass the count; a sign-in that succeeds, or that
 * a lock refuses, gives its count back.
 */
export class LoginThrottle {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly limits: SecurityLimits,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    this.byAccount = store.limiter('login-account', limits.loginMaxFailures, limits.loginWindowMs);
    this.byAddress = store.limiter('login-ip', limits.loginMaxFailures, limits.loginWindowMs);
  }

  /** Throws 429 while locked; otherwise waits the delay the failures so far have earned. */
  async beforeAttempt(email: string, ip: string): Promise<void> {
    const account = accountKey(email);
    const takes = await Promise.all([take(this.byAccount, account), take(this.byAddress, ip)]);
    if (takes.some((t) => !t.allowed)) {
      await Promise.all([this.byAccount.reward(account), this.byAddress.reward(ip)]);
      const seconds = Math.max(...takes.filter((t) => !t.allowed).map((t) => t.retryAfterSeconds));
      throw new AppError(
        429,
        {
          ar: `محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ${Math.ceil(seconds / 60)} دقيقة`,
          en: `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s)`,
        },
        { 'Retry-After': String(seconds) },
      );
    }
    const failuresBefore = Math.max(...takes.map((t) => t.taken)) - 1;
    const excess = failuresBefore - FREE_ATTEMPTS;
    if (excess > 0) await this.sleep(Math.min(this.limits.loginDelayBaseMs * 2 ** (excess - 1), MAX_DELAY_MS));
  }

  /** A successful sign-in clears the account's failures; the address keeps its earlier ones. */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.byAccount.delete(accountKey(email)), this.byAddress.reward(ip)]);
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();
