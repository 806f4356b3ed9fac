import { describe, expect, it } from 'vitest';
import { createCrashLimiter } from './crash-limiter';

describe('crash limiter', () => {
  it('reloads three crashes in a minute, gives up on the fourth', () => {
    let now = 0;
    const limiter = createCrashLimiter({ now: () => now });
    const verdicts = [0, 10_000, 20_000, 30_000].map((at) => ((now = at), limiter.record()));
    expect(verdicts).toEqual(['reload', 'reload', 'reload', 'give-up']);
  });

  it('forgets crashes older than a minute', () => {
    let now = 0;
    const limiter = createCrashLimiter({ now: () => now });
    for (const at of [0, 1000, 2000]) {
      now = at;
      limiter.record();
    }
    now = 60_500; // the first two are now more than a minute old
    expect(limiter.record()).toBe('reload');
    now = 61_000;
    expect(limiter.record()).toBe('reload');
    now = 61_500;
    expect(limiter.record()).toBe('give-up');
  });

  it('a crash now and then is always reloaded', () => {
    let now = 0;
    const limiter = createCrashLimiter({ now: () => now });
    for (let i = 0; i < 20; i += 1) {
      now = i * 30_000;
      expect(limiter.record()).toBe('reload');
    }
  });
});
