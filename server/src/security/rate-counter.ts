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
 * several instances: ARCHITECTURE.md keeps nothing shared in process memory).
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
 * the contact form's hot path. Old events are dropped as keys are read and every 1,000 records.
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
    list.push(this.clock.now());
    this.events.set(key, list);
    if (++this.recordsSincePurge >= 1000) await this.purgeOlderThan(this.maxWindowMs);
  }

  async inWindow(key: string, windowMs: number): Promise<{ count: number; oldestAt: number | null }> {
    const since = this.clock.now() - windowMs;
    const recent = (this.events.get(key) ?? []).filter((at) => at > since);
    return { count: recent.length, oldestAt: recent.length ? Math.min(...recent) : null };
  }

  async clear(key: string): Promise<void> {
    this.events.delete(key);
  }

  async purgeOlderThan(ageMs: number): Promise<void> {
    this.recordsSincePurge = 0;
    const since = this.clock.now() - ageMs;
    for (const [key, list] of this.events) {
      const kept = list.filter((at) => at > since);
      if (kept.length) this.events.set(key, kept);
      else this.events.delete(key);
    }
  }
}

/** Seconds until a window that holds `oldestAt` frees a place (at least 1). */
export function retryAfterSeconds(oldestAt: number | null, windowMs: number, now: number): number {
  if (oldestAt === null) return 1;
  return Math.max(1, Math.ceil((oldestAt + windowMs - now) / 1000));
}
