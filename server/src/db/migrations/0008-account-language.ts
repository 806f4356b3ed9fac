import { DataTypes, type QueryInterface } from 'sequelize';

/** Each person's admin language ('ar' or 'en'), kept on their account; existing accounts stay Arabic. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('admins', 'language', { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'ar' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('admins', 'language');
}
