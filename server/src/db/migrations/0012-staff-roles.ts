import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Each account's role (owner, manager or agent). Accounts made before roles existed could do
 * everything, so they all become owners: nobody loses access on upgrade. New accounts are agents
 * unless their role is given.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('admins', 'role', { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'agent' });
  await qi.sequelize.query("UPDATE admins SET role = 'owner'");
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('admins', 'role');
}
