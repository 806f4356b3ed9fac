import { Transaction, type Sequelize } from 'sequelize';

const queues = new WeakMap<Sequelize, Promise<unknown>>();

/**
 * A transaction that reads, then writes what it read decided. On SQLite it takes the write lock at
 * its start (a deferred one that read before another connection wrote could not write), and the
 * process runs these one after another: Sequelize opens a connection per transaction, and each one
 * waiting for the lock sleeps in one of libuv's four threads, so fifty at once (a rush on one
 * booking window) left none for the transaction holding the lock. PostgreSQL runs them side by side.
 */
export function queuedTransaction<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const run = () => sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, work);
  if (sequelize.getDialect() !== 'sqlite') return run();
  const result = (queues.get(sequelize) ?? Promise.resolve()).then(run, run);
  queues.set(
    sequelize,
    result.catch(() => {}),
  );
  return result;
}
