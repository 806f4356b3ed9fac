import type { Clock } from '../src/security/rate-counter';

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
export const MINUTE = 60_000;
