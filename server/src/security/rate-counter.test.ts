import { describe, expect, it } from 'vitest';
import { MemoryRateCounter } from './rate-counter';

const MINUTE = 60_000;

function counterAt(start: number) {
  const clock = { t: start, now: () => clock.t };
  return { clock, counter: new MemoryRateCounter(clock, 60 * MINUTE) };
}

describe('MemoryRateCounter', () => {
  it('counts the events of a key inside each window and tells when the oldest leaves', async () => {
    const { clock, counter } = counterAt(1_000_000);
    await counter.record('a');
    clock.t += 5 * MINUTE;
    await counter.record('a');
    await counter.record('b');
    clock.t += 5 * MINUTE;
    expect(await counter.inWindow('a', 15 * MINUTE)).toEqual({ count: 2, oldestAt: 1_000_000 });
    expect(await counter.inWindow('a', 6 * MINUTE)).toEqual({ count: 1, oldestAt: 1_000_000 + 5 * MINUTE });
    expect(await counter.inWindow('a', MINUTE)).toEqual({ count: 0, oldestAt: null });
    expect(await counter.inWindow('b', 15 * MINUTE)).toEqual({ count: 1, oldestAt: 1_000_000 + 5 * MINUTE });
    await counter.clear('a');
    expect(await counter.inWindow('a', 15 * MINUTE)).toEqual({ count: 0, oldestAt: null });
  });

  it('an event exactly one window old no longer counts', async () => {
    const { clock, counter } = counterAt(0);
    await counter.record('a');
    clock.t = 10 * MINUTE;
    expect((await counter.inWindow('a', 10 * MINUTE)).count).toBe(0);
    clock.t = 10 * MINUTE - 1;
    expect((await counter.inWindow('a', 10 * MINUTE)).count).toBe(1);
  });

  it('a clock set back does not hide what was recorded', async () => {
    const { clock, counter } = counterAt(100 * MINUTE);
    await counter.record('a');
    clock.t -= 30 * MINUTE;
    await counter.record('a');
    clock.t += 30 * MINUTE;
    expect((await counter.inWindow('a', MINUTE)).count).toBe(2);
  });

  it('purging drops only events older than the age given, and empty keys', async () => {
    const { clock, counter } = counterAt(0);
    await counter.record('old');
    await counter.record('both');
    clock.t = 50 * MINUTE;
    await counter.record('both');
    await counter.purgeOlderThan(20 * MINUTE);
    expect(await counter.inWindow('old', 100 * MINUTE)).toEqual({ count: 0, oldestAt: null });
    expect(await counter.inWindow('both', 100 * MINUTE)).toEqual({ count: 1, oldestAt: 50 * MINUTE });
  });

  it('a flood of events on one key is counted exactly (no argument-list overflow)', async () => {
    const { clock, counter } = counterAt(0);
    for (let i = 0; i < 300_000; i++) {
      clock.t = i; // one event per millisecond
      await counter.record('flood');
    }
    expect(await counter.inWindow('flood', 1_000)).toEqual({ count: 1_000, oldestAt: 299_000 });
    expect(await counter.inWindow('flood', 60 * MINUTE)).toEqual({ count: 300_000, oldestAt: 0 });
  });
});
