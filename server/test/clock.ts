import { vi } from 'vitest';
import type { Clock } from '../src/clock';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private t = Date.now()) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

/**
 * A clock the test moves by hand that moves the process's `Date` too (vi.setSystemTime), for code
 * that reads the time itself: rate-limiter-flexible's windows. `Date` stands still between moves;
 * call restore() when the suite ends.
 */
export class FakeDateClock implements Clock {
  constructor() {
    vi.setSystemTime(Date.now());
  }
  now(): number {
    return Date.now();
  }
  advance(ms: number): void {
    vi.setSystemTime(Date.now() + ms);
  }
  restore(): void {
    vi.useRealTimers();
  }
}
export const MINUTE = 60_000;
