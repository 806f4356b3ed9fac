import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { dbTimestamp } from './time';

type Value = string | number | null;

/**
 * What must be stored together with a batch or not at all (the office's e-mail outbox): runs inside
 * the transaction that inserted `rows`, whose new ids are `ids` in the same order.
 */
export type AfterInsert<Row> = (rows: Row[], ids: number[], transaction: Transaction) => Promise<void>;

/**
 * Group commit for a table that takes many small inserts (the contact form): rows added while a
 * write is in flight go in together as one multi-row INSERT with bound values, and each caller's
 * promise settles with its row's id only once the row is stored (or the insert failed).
 *
 * One statement through `sequelize.query` instead of the ORM: under load the ORM's per-row model
 * instances were most of the cost of a submission. The timestamps are the text Sequelize writes
 * (`dbTimestamp`), so ORM reads see the same values.
 */
export class BatchInserter<Row extends Record<string, Value>> {
  private pending: { row: Row; resolve: (id: number) => void; reject: (e: unknown) => void }[] = [];
  private flushing = false;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly table: string,
    private readonly columns: readonly (keyof Row & string)[],
    private readonly afterInsert?: AfterInsert<Row>,
    /** Rows per statement: a 500-row batch of the longest contact messages is a few megabytes of JSON. */
    private readonly maxBatch = 500,
  ) {}

  insert(row: Row): Promise<number> {
    return new Promise<number>((resolve, reject) => {
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
        const ids = await this.insertRows(batch.map((b) => b.row));
        batch.forEach((b, i) => b.resolve(ids[i]!));
      } catch (err) {
        batch.forEach((b) => b.reject(err));
      }
    }
    this.flushing = false;
  }

  /** The new ids in the order of `rows`. */
  private insertRows(rows: Row[]): Promise<number[]> {
    const afterInsert = this.afterInsert;
    if (!afterInsert) return this.insertReturningIds(rows);
    // The batch and what must go with it in one Sequelize transaction (on SQLite the transaction has
    // a connection of its own, so nothing else the process writes meanwhile joins or leaves with it).
    return this.sequelize.transaction(async (transaction) => {
      if (this.sequelize.getDialect() === 'sqlite') {
        // The pragma is per connection: this one waits for the main connection's writes like it.
        // (Its commits sync the log to disk, the SQLite default, which `synchronous` cannot change
        // inside a transaction: more durable than the main connection, and slower under a flood.)
        await this.sequelize.query('PRAGMA busy_timeout = 5000;', { transaction });
      }
      const ids = await this.insertReturningIds(rows, transaction);
      await afterInsert(rows, ids, transaction);
      return ids;
    });
  }

  private async insertReturningIds(rows: Row[], transaction?: Transaction): Promise<number[]> {
    const quote = (name: string) => this.sequelize.getQueryInterface().quoteIdentifier(name);
    const names = this.columns.map(quote).join(', ');
    const table = quote(this.table);
    // The rows are bound as one JSON array ($1) that the database unpacks, and the batch's time as
    // $2: two bound values for any number of rows. (A value per column would cost more than the
    // rows: Sequelize binds SQLite's values by name, and SQLite looks up each name in a list.)
    const rowsOfJson =
      this.sequelize.getDialect() === 'postgres'
        ? `SELECT ${names}, $2, $2 FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`
        : `SELECT ${this.columns.map((c) => `value ->> ${this.sequelize.escape(c)}`).join(', ')}, $2, $2 FROM json_each($1)`;
    // The leading comment is there for Sequelize's SQLite dialect, which runs a statement that
    // starts with INSERT as one without rows (it keeps only the last id): this one returns them.
    const sql =
      `/* batch insert */ INSERT INTO ${table} (${names}, ${quote('created_at')}, ${quote('updated_at')}) ` +
      `${rowsOfJson} RETURNING ${quote('id')}, ${names}`;
    const returned = await this.sequelize.query<Record<string, unknown>>(sql, {
      bind: [JSON.stringify(rows), dbTimestamp(new Date())],
      type: QueryTypes.SELECT,
      transaction,
    });
    return this.matchIds(rows, returned);
  }

  /**
   * Neither database promises RETURNING's order, so each returned row is matched to a row sent by
   * its own values (rows with the same values are interchangeable: any of their ids is right).
   */
  private matchIds(rows: Row[], returned: Record<string, unknown>[]): number[] {
    const valuesOf = (row: Record<string, unknown>) => JSON.stringify(this.columns.map((c) => String(row[c])));
    const waiting = new Map<string, number[]>();
    rows.forEach((row, i) => {
      const key = valuesOf(row);
      const same = waiting.get(key);
      if (same) same.push(i);
      else waiting.set(key, [i]);
    });
    const ids: number[] = [];
    for (const stored of returned) {
      const index = waiting.get(valuesOf(stored))?.shift();
      if (index === undefined) throw new Error(`a row came back from ${this.table} that was not sent`);
      ids[index] = Number(stored.id);
    }
    if (returned.length !== rows.length) throw new Error(`inserted ${returned.length} of ${rows.length} rows`);
    return ids;
  }
}
