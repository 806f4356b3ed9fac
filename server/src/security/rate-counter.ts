import { Op } from 'sequelize';
import type { Models } from '../db/models';

export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/** Counts events per key in a sliding window (rate limits, sign-in failures). */
export interface RateCounter {
  record(key: string): Promise<void>;
  /** Events of `key` in the last `windowMs`, and when the oldest of them leaves the window. */
  inWindow(key: string, windowMs: number): Promise<{ count: number; oldestAt: number | null }>;
  clear(key: string): Promise<void>;
  /** Drops events older than the longest window in use. */
  purgeOlderThan(ageMs: number): Promise<void>;
}

/**
 * Events in the database, so that every server process sees the same counts (PostgreSQL with
 * several instances: nothing that must be shared is kept in process memory).
 */
export class DatabaseRateCounter implements RateCounter {
  constructor(
    private readonly models: Models,
    private readonly clock: Clock,
  ) {}

  async record(key: string): Promise<void> {
    await this.models.RateEvent.create({ key, at: this.clock.now() });
  }

  async inWindow(key: string, windowMs: number): Promise<{ count: number; oldestAt: number | null }> {
    const [row] = (await this.models.RateEvent.findAll({
      attributes: [
        [this.models.RateEvent.sequelize!.fn('COUNT', this.models.RateEvent.sequelize!.col('id')), 'count'],
        [this.models.RateEvent.sequelize!.fn('MIN', this.models.RateEvent.sequelize!.col('at')), 'oldest'],
      ],
      where: { key, at: { [Op.gt]: this.clock.now() - windowMs } },
      raw: true,
    })) as unknown as { count: number | string; oldest: number | string | null }[];
    return { count: Number(row?.count ?? 0), oldestAt: row?.oldest == null ? null : Number(row.oldest) };
  }

  async clear(key: string): Promise<void> {
    await this.models.RateEvent.destroy({ where: { key } });
  }

  async purgeOlderThan(ageMs: number): Promise<void> {
    await this.models.RateEvent.destroy({ where: { at: { [Op.lte]: this.clock.now() - ageMs } } });
  }
}

/**
 * Events in process memory, for the embedded default (one process on SQLite): no database work on
 * the contact form's hot path. Each key's times are kept in the order recorded, so a window is
 * found by binary search (a flood of events costs O(log n) per check, not a scan); events older
 * than the longest window are dropped every 1,000 records.
 */
export class MemoryRateCounter implements RateCounter {
  private readonly events = new Map<string, number[]>();
  private recordsSincePurge = 0;

  constructor(
    private readonly clock: Clock,
    /** The longest window in use: older events can never count again. */
    private readonly maxWindowMs: number,
  ) {}

  async record(key: string): Promise<void> {
    const list = this.events.get(key) ?? [];
    // Never before the last time: a clock set back must not hide the events already recorded.
    list.push(Math.max(this.clock.now(), list.at(-1) ?? -Infinity));
    this.events.set(key, list);
    if (++this.recordsSincePurge >= 1000) await this.purgeOlderThan(this.maxWindowMs);
  }

  async inWindow(key: string, windowMs: number): Promise<{ count: number; oldestAt: number | null }> {
    const list = this.events.get(key) ?? [];
    const first = firstAfter(list, this.clock.now() - windowMs);
    return { count: list.length - first, oldestAt: list[first] ?? null };
  }

  async clear(key: string): Promise<void> {
    this.events.delete(key);
  }

  async purgeOlderThan(ageMs: number): Promise<void> {
    this.recordsSincePurge = 0;
    const since = this.clock.now() - ageMs;
    for (const [key, list] of this.events) {
      const first = firstAfter(list, since);
      if (first === list.length) this.events.delete(key);
      else if (first > 0) list.splice(0, first);
    }
  }
}

/** Index of the first time after `since` in an ascending list (its length when there is none). */
function firstAfter(times: number[], since: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (times[mid]! > since) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Seconds until a window that holds `oldestAt` frees a place (at least 1). */
export function retryAfterSeconds(oldestAt: number | null, windowMs: number, now: number): number {
  if (oldestAt === null) return 1;
  return Math.max(1, Math.ceil((oldestAt + windowMs - now) / 1000));
}
