import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SpamReason } from '@shared/constants';
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '@shared/schemas';
import type { SecurityLimits } from '../config';
import { AppError } from '../http/errors';
import { take, type RateLimitStore } from './rate-limits';

/**
 * The window of the lookups of bookings' private pages one address may make (BOOKING_PAGE_RATE_LIMIT,
 * 60 by default): a customer opens theirs a few times; guessing links (32 random characters) is
 * hopeless, and this keeps it so.
 */
const BOOKING_PAGE_WINDOW_MS = 10 * 60_000;

/**
 * Abuse checks of the public contact form and booking form (one limit for both: a booking is a
 * message with a time), and of the bookings' private pages. Too many from one address → 429. A filled
 * honeypot or a form sent faster than a person can type marks the message as spam: it is still
 * stored (nothing lost) but kept out of the inbox, and the sender gets the normal answer.
 */
export class ContactGuard {
  private readonly perAddress: RateLimiterAbstract;
  private readonly pagesPerAddress: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly limits: SecurityLimits,
  ) {
    this.perAddress = store.hotPathLimiter('contact-ip', limits.contactRateLimit, limits.contactRateWindowMs);
    this.pagesPerAddress = store.hotPathLimiter('booking-page-ip', limits.bookingPageRateLimit, BOOKING_PAGE_WINDOW_MS);
  }

  /** Counts a look at (or a change of) a booking's private page; 429 over the limit. */
  async enforcePageLimit(ip: string): Promise<void> {
    const { allowed, retryAfterSeconds: seconds } = await take(this.pagesPerAddress, ip);
    if (!allowed) {
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        429,
        {
          ar: `طلبات كثيرة خلال وقت قصير. حاول مرة أخرى بعد ${minutes} دقيقة`,
          en: `Too many requests in a short time. Please try again in ${minutes} minute(s)`,
        },
        { 'Retry-After': String(seconds) },
      );
    }
  }

  /** Counts the message and refuses it over the limit, in one atomic step (no count-then-record race). */
  async enforceRateLimit(ip: string): Promise<void> {
    const { allowed, retryAfterSeconds: seconds } = await take(this.perAddress, ip);
    if (!allowed) {
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
