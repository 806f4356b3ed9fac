import type { SecurityLimits } from '../config';
import { AppError } from '../http/errors';
import { retryAfterSeconds, type Clock, type RateCounter } from './rate-counter';

const MAX_DELAY_MS = 4_000;
const FREE_ATTEMPTS = 2;

/**
 * Sign-in throttling per account and per client address (OWASP ASVS 2.2.1): after a couple of
 * failures each attempt waits longer (doubling, at most 4 s); after `loginMaxFailures` failures in
 * `loginWindowMs` the account or address is locked (429 + Retry-After) until the window frees,
 * and during the lock even the right password is refused.
 */
export class LoginThrottle {
  private readonly counter: RateCounter;
  constructor(
    counter: RateCounter,
    private readonly limits: SecurityLimits,
    private readonly clock: Clock,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    this.counter = counter;
  }

  private keys(email: string, ip: string): string[] {
    return [`login:account:${email.trim().toLowerCase()}`, `login:ip:${ip}`];
  }

  /** Throws 429 while locked; otherwise waits the delay the failures so far have earned. */
  async beforeAttempt(email: string, ip: string): Promise<void> {
    const windows = await Promise.all(
      this.keys(email, ip).map((k) => this.counter.inWindow(k, this.limits.loginWindowMs)),
    );
    const worst = windows.reduce((a, b) => (b.count > a.count ? b : a));
    if (worst.count >= this.limits.loginMaxFailures) {
      const seconds = retryAfterSeconds(worst.oldestAt, this.limits.loginWindowMs, this.clock.now());
      throw new AppError(
        429,
        {
          ar: `محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ${Math.ceil(seconds / 60)} دقيقة`,
          en: `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s)`,
        },
        { 'Retry-After': String(seconds) },
      );
    }
    const excess = worst.count - FREE_ATTEMPTS;
    if (excess > 0) await this.sleep(Math.min(this.limits.loginDelayBaseMs * 2 ** (excess - 1), MAX_DELAY_MS));
  }

  async failed(email: string, ip: string): Promise<void> {
    await Promise.all(this.keys(email, ip).map((k) => this.counter.record(k)));
  }

  /** A successful sign-in clears the account's failures (the address keeps its record). */
  async succeeded(email: string, ip: string): Promise<void> {
    await this.counter.clear(this.keys(email, ip)[0]!);
  }
}
