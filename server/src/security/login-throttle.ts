import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SecurityLimits } from '../config';
import { AppError } from '../http/errors';
import { take, type RateLimitStore } from './rate-limits';

const MAX_DELAY_MS = 4_000;
const FREE_ATTEMPTS = 2;

/**
 * Sign-in throttling (OWASP ASVS 2.2.1 and OWASP's guidance on lockouts). A sign-in from an unknown
 * device is counted per account, per client address and across all addresses; one from a device
 * that signed in to that account before (its device cookie, auth/known-device.ts) only per device,
 * so a flood of guesses from elsewhere cannot lock the office out.
 *
 * After a couple of failures each attempt waits longer (doubling, at most 4 s); after
 * `loginMaxFailures` failures in `loginWindowMs` the account, address or device is locked (429 +
 * Retry-After) until the window ends, and during the lock even the right password is refused. After
 * `loginGlobalMaxFailures` failures across all addresses in the window, sign-in from unknown devices
 * pauses until the window ends (a botnet trying few guesses from each of many addresses).
 *
 * Each attempt is counted as a failure before the password is checked, in one atomic step per key,
 * so guesses sent at the same moment cannot all pass the count; a sign-in that succeeds, or that
 * a lock refuses, gives its count back.
 */
export class LoginThrottle {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly byDevice: RateLimiterAbstract;
  private readonly acrossAll: RateLimiterAbstract;
  /** Until when this instance already knows the pause across all addresses holds (no database work meanwhile). */
  private pausedUntil = 0;

  constructor(
    store: RateLimitStore,
    private readonly limits: SecurityLimits,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    this.byAccount = store.limiter('login-account', limits.loginMaxFailures, limits.loginWindowMs);
    this.byAddress = store.limiter('login-ip', limits.loginMaxFailures, limits.loginWindowMs);
    this.byDevice = store.limiter('login-device', limits.loginMaxFailures, limits.loginWindowMs);
    this.acrossAll = store.limiter('login-all', limits.loginGlobalMaxFailures, limits.loginWindowMs);
  }

  /**
   * Throws 429 while locked or paused; otherwise waits the delay the failures so far have earned.
   * `device` is the id of a known device (auth/known-device.ts), or null.
   */
  async beforeAttempt(email: string, ip: string, device: string | null = null): Promise<void> {
    const pause = device ? null : this.unknownDevicePause();
    if (pause) throw pause;
    const counters = this.countersFor(email, ip, device);
    const takes = await Promise.all(counters.map(([limiter, key]) => take(limiter, key)));
    if (takes.some((t) => !t.allowed)) {
      await Promise.all(counters.map(([limiter, key]) => limiter.reward(key)));
      const refusedBy = counters.filter((_, i) => !takes[i]!.allowed).map(([limiter]) => limiter);
      const seconds = Math.max(...takes.filter((t) => !t.allowed).map((t) => t.retryAfterSeconds));
      // A lock of this account, address or device says so; only the count across all addresses pauses.
      if (refusedBy.some((limiter) => limiter !== this.acrossAll)) throw locked(seconds);
      this.pausedUntil = Date.now() + seconds * 1000;
      throw paused(seconds);
    }
    const failuresBefore = Math.max(...takes.map((t, i) => (counters[i]![0] === this.acrossAll ? 0 : t.taken))) - 1;
    const excess = failuresBefore - FREE_ATTEMPTS;
    if (excess > 0) await this.sleep(Math.min(this.limits.loginDelayBaseMs * 2 ** (excess - 1), MAX_DELAY_MS));
  }

  /**
   * The 429 every sign-in from an unknown device gets now, while this instance knows the pause
   * across all addresses holds, or null. No database work: the sign-in shedding asks it of every
   * attempt of a flood (security/sign-in-shedding.ts).
   */
  unknownDevicePause(): AppError | null {
    const ms = this.pausedUntil - Date.now();
    return ms > 0 ? paused(Math.ceil(ms / 1000)) : null;
  }

  /** A successful sign-in clears the account's (or device's) failures; the address keeps its earlier ones. */
  async succeeded(email: string, ip: string, device: string | null = null): Promise<void> {
    if (device) {
      await this.byDevice.delete(device);
      return;
    }
    await Promise.all([
      this.byAccount.delete(accountKey(email)),
      this.byAddress.reward(ip),
      this.acrossAll.reward(ALL),
    ]);
  }

  private countersFor(email: string, ip: string, device: string | null): [RateLimiterAbstract, string][] {
    if (device) return [[this.byDevice, device]];
    return [
      [this.byAccount, accountKey(email)],
      [this.byAddress, ip],
      [this.acrossAll, ALL],
    ];
  }
}

const ALL = 'all';
const accountKey = (email: string) => email.trim().toLowerCase();
const minutes = (seconds: number) => Math.ceil(seconds / 60);

const locked = (seconds: number) =>
  new AppError(
    429,
    {
      ar: `محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ${minutes(seconds)} دقيقة`,
      en: `Too many failed sign-in attempts. Try again in ${minutes(seconds)} minute(s)`,
    },
    { 'Retry-After': String(seconds) },
  );

const paused = (seconds: number) =>
  new AppError(
    429,
    {
      ar: `تسجيل الدخول من الأجهزة الجديدة متوقف مؤقتًا بسبب محاولات فاشلة كثيرة. حاول بعد ${minutes(seconds)} دقيقة، أو ادخل من جهاز سجّلت الدخول منه من قبل`,
      en: `Sign-in from new devices is paused after many failed attempts. Try again in ${minutes(seconds)} minute(s), or sign in from a device you have signed in from before`,
    },
    { 'Retry-After': String(seconds) },
  );
