import type { CreationAttributes, Model, ModelStatic } from 'sequelize';

/**
 * Group commit: rows added while a write is in flight are inserted together in one statement, and
 * each caller's promise settles only once its row is stored (or the insert failed). Under load this
 * turns a queue of single inserts on SQLite's one connection into a few multi-row inserts.
 */
export class BatchInserter<M extends Model> {
  private pending: { row: CreationAttributes<M>; resolve: (m: M) => void; reject: (e: unknown) => void }[] = [];
  private flushing = false;

  constructor(
    private readonly model: ModelStatic<M>,
    private readonly maxBatch = 500,
  ) {}

  insert(row: CreationAttributes<M>): Promise<M> {
    return new Promise<M>((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    // Let the requests that arrived in the same turn of the event loop join this batch.
    await new Promise((r) => setImmediate(r));
    while (this.pending.length) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        const rows = await this.model.bulkCreate(
          batch.map((b) => b.row),
          { returning: true },
        );
        batch.forEach((b, i) => b.resolve(rows[i]!));
      } catch (err) {
        batch.forEach((b) => b.reject(err));
      }
    }
    this.flushing = false;
  }
}
