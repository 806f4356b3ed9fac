import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * The counters of the contact form's limit and of sign-in throttling move to rate-limiter-flexible
 * (security/rate-limits.ts). On PostgreSQL its table is made here, one row per key: points taken
 * and when the key's window ends (ms since the epoch); the columns are in the order the library
 * inserts them. One process on SQLite keeps the counters in a file of their own, which the library
 * sets up. The event log the old counters used goes.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  if (qi.sequelize.getDialect() === 'postgres') {
    await qi.createTable('rate_limits', {
      key: { type: DataTypes.TEXT, primaryKey: true },
      points: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      expire: { type: DataTypes.BIGINT, allowNull: true },
    });
  }
  await qi.dropTable('rate_events');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('rate_events', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    key: { type: DataTypes.STRING(300), allowNull: false },
    at: { type: DataTypes.BIGINT, allowNull: false },
  });
  await qi.addIndex('rate_events', ['key', 'at'], { name: 'rate_events_key_at' });
  if (qi.sequelize.getDialect() === 'postgres') await qi.dropTable('rate_limits');
}
