import { DataTypes, type QueryInterface } from 'sequelize';

/** Spam flag on contact messages, and the event log that rate limits and sign-in throttling count. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('contacts', 'spam', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
  await qi.addIndex('contacts', ['spam', 'created_at', 'id'], { name: 'contacts_spam_created_at_id' });
  await qi.createTable('rate_events', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    key: { type: DataTypes.STRING(300), allowNull: false },
    at: { type: DataTypes.BIGINT, allowNull: false },
  });
  await qi.addIndex('rate_events', ['key', 'at'], { name: 'rate_events_key_at' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('rate_events');
  await qi.removeIndex('contacts', 'contacts_spam_created_at_id');
  await qi.removeColumn('contacts', 'spam');
}
