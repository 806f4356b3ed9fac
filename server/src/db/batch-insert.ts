import type { Database as SqliteDatabase } from 'sqlite3';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

type Value = string | number;

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
 * One statement with bound values instead of the ORM: under load the ORM's per-row model instances
 * and value escaping were most of the cost of a submission. The timestamp columns are filled here in
 * the text form Sequelize itself writes, so ORM reads see the same values.
 */
export class BatchInserter<Row extends Record<string, Value>> {
  private pending: { row: Row; resolve: (id: number) => void; reject: (e: unknown) => void }[] = [];
  private flushing = false;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly table: string,
    private readonly columns: readonly (keyof Row & string)[],
    private readonly afterInsert?: AfterInsert<Row>,
    /** 500 rows × a dozen values stays far below SQLite's 32,766 and PostgreSQL's 65,535 bound values. */
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
  private async insertRows(rows: Row[]): Promise<number[]> {
    const quote = (name: string) => this.sequelize.getQueryInterface().quoteIdentifier(name);
    const now = sequelizeTimestamp(new Date());
    const bind: Value[] = [];
    const tuples = rows.map((row) => {
      for (const column of this.columns) bind.push(row[column]!);
      bind.push(now, now);
      const first = bind.length - this.columns.length - 2;
      return `(${Array.from({ length: this.columns.length + 2 }, (_, i) => `$${first + i + 1}`).join(', ')})`;
    });
    const names = [...this.columns, 'created_at', 'updated_at'].map(quote).join(', ');
    const sql = `INSERT INTO ${quote(this.table)} (${names}) VALUES ${tuples.join(', ')}`;
    if (this.afterInsert) return this.insertWith(this.afterInsert, rows, sql, bind);
    const returned = await queryRows<{ id: number | string }>(this.sequelize, `${sql} RETURNING ${quote('id')}`, bind);
    // Neither database promises RETURNING's order, but both number the rows of one statement in
    // ascending order (one writer on SQLite; nextval in VALUES order on PostgreSQL).
    return checkedIds(
      returned.map((r) => Number(r.id)),
      rows.length,
    );
  }

  /**
   * The batch and what must go with it in one Sequelize transaction (on SQLite the transaction has a
   * connection of its own, so nothing else the process writes meanwhile joins or leaves with it).
   */
  private insertWith(afterInsert: AfterInsert<Row>, rows: Row[], sql: string, bind: Value[]): Promise<number[]> {
    return this.sequelize.transaction(async (transaction) => {
      let ids: number[];
      if (this.sequelize.getDialect() === 'sqlite') {
        // The pragma is per connection: this one waits for the main connection's writes like it.
        // (Its commits sync the log to disk, the SQLite default, which `synchronous` cannot change
        // inside a transaction: more durable than the main connection, and slower under a flood.)
        await this.sequelize.query('PRAGMA busy_timeout = 5000;', { transaction });
        // Sequelize gives an INSERT on SQLite the last new number, not RETURNING's rows. The
        // transaction holds the write lock and the table is AUTOINCREMENT, so the statement's rows
        // are numbered last-n+1 … last in the order of VALUES.
        const [last] = await this.sequelize.query(sql, { bind, transaction, type: QueryTypes.INSERT });
        ids = rows.map((_, i) => Number(last) - rows.length + 1 + i);
      } else {
        const returned = await this.sequelize.query<{ id: number | string }>(`${sql} RETURNING id`, {
          bind,
          transaction,
          type: QueryTypes.SELECT,
        });
        ids = checkedIds(
          returned.map((r) => Number(r.id)),
          rows.length,
        );
      }
      await afterInsert(rows, ids, transaction);
      return ids;
    });
  }
}

function checkedIds(ids: number[], expected: number): number[] {
  if (ids.length !== expected) throw new Error(`inserted ${ids.length} of ${expected} rows`);
  return ids.sort((a, b) => a - b);
}

/**
 * Runs a statement with `$1…$n` placeholders and returns its rows. On SQLite the statement goes
 * straight to the driver's connection with the values by position: Sequelize would turn them into
 * named parameters ("$1": …), which it builds and SQLite looks up one by one, a cost that grows
 * with every row of the batch. (SQLite numbers `$1…$n` in order of appearance, as PostgreSQL does.)
 */
async function queryRows<T extends object>(sequelize: Sequelize, sql: string, values: Value[]): Promise<T[]> {
  if (sequelize.getDialect() !== 'sqlite') return sequelize.query<T>(sql, { bind: values, type: QueryTypes.SELECT });
  const db = (await sequelize.connectionManager.getConnection({ type: 'write' })) as unknown as SqliteDatabase;
  return new Promise<T[]>((resolve, reject) =>
    db.all(sql, values, (err, rows) => (err ? reject(err) : resolve(rows as T[]))),
  );
}

/** A date as Sequelize writes it to SQLite ("2026-11-22 01:17:52.765 +00:00"); PostgreSQL reads it too. */
function sequelizeTimestamp(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', ' +00:00');
}
