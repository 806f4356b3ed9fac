import { Op } from 'sequelize';
import type { Models } from '../db/models';

export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/**
 * Counts events per key in a sliding window. The events live in the database so that every server
 * process sees the same counts (ARCHITECTURE.md: nothing shared is kept in process memory).
 */
export class RateCounter {
  constructor(
    private readonly models: Models,
    private readonly clock: Clock,
  ) {}

  async record(key: string): Promise<void> {
    await this.models.RateEvent.create({ key, at: this.clock.now() });
  }

  /** Events of `key` in the last `windowMs`, and when the oldest of them leaves the window. */
  async inWindow(key: string, windowMs: number): Promise<{ count: number; oldestAt: number | null }> {
    const since = this.clock.now() - windowMs;
    const where = { key, at: { [Op.gt]: since } };
    const [count, oldest] = await Promise.all([
      this.models.RateEvent.count({ where }),
      this.models.RateEvent.findOne({ where, order: [['at', 'ASC']] }),
    ]);
    return { count, oldestAt: oldest ? oldest.at : null };
  }

  async clear(key: string): Promise<void> {
    await this.models.RateEvent.destroy({ where: { key } });
  }

  /** Drops events older than the longest window in use. */
  async purgeOlderThan(ageMs: number): Promise<void> {
    await this.models.RateEvent.destroy({ where: { at: { [Op.lte]: this.clock.now() - ageMs } } });
  }
}

/** Seconds until a window that holds `oldestAt` frees a place (at least 1). */
export function retryAfterSeconds(oldestAt: number | null, windowMs: number, now: number): number {
  if (oldestAt === null) return 1;
  return Math.max(1, Math.ceil((oldestAt + windowMs - now) / 1000));
}
