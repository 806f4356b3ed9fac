import { DataTypes, type QueryInterface } from 'sequelize';

/** Settings the owner changes in the admin (the office's e-mail), one JSON value per key. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('settings', {
    key: { type: DataTypes.STRING(32), primaryKey: true },
    value: { type: DataTypes.TEXT, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('settings');
}
