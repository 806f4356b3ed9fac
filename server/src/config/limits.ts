import { availableParallelism } from 'node:os';
import type { Env } from './env-schema';

/** Session lifetimes and abuse limits (all configurable; defaults follow OWASP ASVS level 2). */
export interface SecurityLimits {
  sessionIdleMs: number;
  sessionMaxMs: number;
  contactRateLimit: number;
  contactRateWindowMs: number;
  contactMinFillMs: number;
  /** Looks at (or changes of) bookings' private pages one address may make in 10 minutes. */
  bookingPageRateLimit: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  loginDelayBaseMs: number;
  /** Failed sign-ins across all addresses in `loginWindowMs` after which unknown devices pause. */
  loginGlobalMaxFailures: number;
  /** Wrong second-step codes per account in `loginWindowMs` after which that step is locked. */
  mfaMaxFailures: number;
}

/** The password hasher's worker threads and how many anonymous sign-ins may wait for them (auth/password.ts). */
export interface PasswordHashing {
  threads: number;
  anonymousQueue: number;
}

/** The variables' minutes, hours and seconds in milliseconds. */
export function securityLimits(e: Env): SecurityLimits {
  return {
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    contactRateWindowMs: e.CONTACT_RATE_WINDOW_MINUTES * 60_000,
    contactMinFillMs: e.CONTACT_MIN_FILL_SECONDS * 1000,
    bookingPageRateLimit: e.BOOKING_PAGE_RATE_LIMIT,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    loginDelayBaseMs: e.LOGIN_DELAY_BASE_MS,
    loginGlobalMaxFailures: e.LOGIN_GLOBAL_MAX_FAILURES,
    mfaMaxFailures: e.MFA_MAX_FAILURES,
  };
}

/** One hashing thread for every two cores by default; four anonymous sign-ins may wait per thread. */
export function hashingOptions(
  threads = Math.max(1, Math.floor(availableParallelism() / 2)),
  queue = threads * 4,
): PasswordHashing {
  return { threads, anonymousQueue: queue };
}
