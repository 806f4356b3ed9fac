import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * The event log behind the admin's live stream: every change staff should see at once, numbered.
 * A client that reconnects asks for what came after the last number it saw, so a dropped
 * connection loses nothing (the log, not memory, answers).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('events', {
    id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
    type: { type: DataTypes.STRING(40), allowNull: false },
    payload: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('events');
}
