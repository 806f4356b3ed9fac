import { LRUCache } from 'lru-cache';

/**
 * The totals of the contact list per filter, each kept with the value of the `contacts` change
 * counter it was counted at (migration 0009: the database moves the counter on every insert, update
 * and delete, whoever makes it). A total is used only with a page read at that same counter value,
 * so it is exactly what counting again would give; any change anywhere (another instance, the
 * public form, spam retention, a tool writing to the file) moves the counter and the next page
 * counts afresh. Only memory of this instance: nothing to invalidate between instances.
 */
export class ContactTotals {
  private readonly totals = new LRUCache<string, { version: string; total: number }>({ max: 500 });

  /** The total of `filter` counted at `version`, if this instance has it. */
  get(filter: string, version: unknown): number | undefined {
    const kept = this.totals.get(filter);
    return kept !== undefined && version !== undefined && version !== null && kept.version === String(version)
      ? kept.total
      : undefined;
  }

  set(filter: string, version: unknown, total: number): void {
    if (version === undefined || version === null) return;
    this.totals.set(filter, { version: String(version), total });
  }
}

/** SQL of the counter's current value, as a scalar subquery (read in the same statement as the data). */
export const CONTACTS_VERSION_SQL = "(SELECT version FROM change_counters WHERE name = 'contacts')";
