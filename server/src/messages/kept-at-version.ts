import { LRUCache } from 'lru-cache';

/**
 * What the contact list has read (a filter's total, a whole page), each kept with the value of the
 * `contacts` change counter it was read at (migrations 0009 and 0010: the database moves the counter
 * on every insert, update and delete of a message or a note, whoever makes it). A kept value is used
 * only with the counter at that same value, so it is exactly what reading again would give; any
 * change anywhere (another instance, the public form, spam retention, a tool writing to the file)
 * moves the counter and the next read goes to the table. Only memory of this instance: nothing to
 * invalidate between instances.
 */
export class KeptAtVersion<T extends NonNullable<unknown>> {
  private readonly kept: LRUCache<string, { version: string; value: T }>;

  /** At most `entries` values, or values whose `sizeOf` adds up to at most `size`. */
  constructor(limit: { entries: number } | { size: number; sizeOf: (value: T) => number }) {
    this.kept = new LRUCache(
      'entries' in limit
        ? { max: limit.entries }
        : { maxSize: limit.size, sizeCalculation: ({ value }) => Math.max(1, limit.sizeOf(value)) },
    );
  }

  /** The value of `key` read at `version`, if this instance has it. */
  get(key: string, version: unknown): T | undefined {
    const kept = this.kept.get(key);
    return kept !== undefined && known(version) && kept.version === String(version) ? kept.value : undefined;
  }

  set(key: string, version: unknown, value: T): void {
    if (known(version)) this.kept.set(key, { version: String(version), value });
  }
}

/** PostgreSQL returns the BIGINT counter as text, SQLite as a number; both compare as text. */
const known = (version: unknown) => version !== undefined && version !== null;

/** SQL of the counter's current value, as a scalar subquery (read in the same statement as the data). */
export const CONTACTS_VERSION_SQL = "(SELECT version FROM change_counters WHERE name = 'contacts')";
