import type { SpamReason } from '@shared/constants';
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '@shared/schemas';
import type { SecurityLimits } from '../config';
import { AppError } from '../http/errors';
import { retryAfterSeconds, type Clock, type RateCounter } from './rate-counter';

/**
 * Abuse checks of the public contact form. Too many messages from one address → 429. A filled
 * honeypot or a form sent faster than a person can type marks the message as spam: it is still
 * stored (nothing lost) but kept out of the inbox, and the sender gets the normal answer.
 */
export class ContactGuard {
  constructor(
    private readonly counter: RateCounter,
    private readonly limits: SecurityLimits,
    private readonly clock: Clock,
  ) {}

  async enforceRateLimit(ip: string): Promise<void> {
    const key = `contact:ip:${ip}`;
    const { count, oldestAt } = await this.counter.inWindow(key, this.limits.contactRateWindowMs);
    if (count >= this.limits.contactRateLimit) {
      const seconds = retryAfterSeconds(oldestAt, this.limits.contactRateWindowMs, this.clock.now());
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        429,
        {
          ar: `أرسلت رسائل كثيرة خلال وقت قصير. حاول مرة أخرى بعد ${minutes} دقيقة أو اتصل بنا مباشرة`,
          en: `You have sent several messages in a short time. Please try again in ${minutes} minute(s) or call us directly`,
        },
        { 'Retry-After': String(seconds) },
      );
    }
    await this.counter.record(key);
  }

  /** Why a submission is held as spam, or null for a message a person sent. */
  spamReason(body: Record<string, unknown>): SpamReason | null {
    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null)
      return 'honeypot';
    const elapsed = body[ELAPSED_FIELD];
    if (elapsed === undefined || elapsed === null) return null; // the plain payload without the form's signals
    const tooFast = typeof elapsed !== 'number' || !Number.isFinite(elapsed) || elapsed < this.limits.contactMinFillMs;
    return tooFast ? 'too_fast' : null;
  }

  isSpam(body: Record<string, unknown>): boolean {
    return this.spamReason(body) !== null;
  }
}
