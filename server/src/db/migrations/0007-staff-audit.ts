import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Staff accounts (a name, disabled accounts, a password someone else chose, the last sign-in) and the
 * append-only audit log. The database itself refuses to change an entry: entries are only added,
 * and removed by the server's retention (AUDIT_RETENTION_DAYS).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('admins', 'name', { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' });
  await qi.addColumn('admins', 'active', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 });
  await qi.addColumn('admins', 'must_change_password', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 0,
  });
  await qi.addColumn('admins', 'last_sign_in_at', { type: DataTypes.DATE, allowNull: true });
  await qi.createTable('audit_log', {
    id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    actor_kind: { type: DataTypes.STRING(8), allowNull: false },
    actor_id: { type: DataTypes.INTEGER, allowNull: true },
    address: { type: DataTypes.STRING(64), allowNull: false, defaultValue: '' },
    action: { type: DataTypes.STRING(40), allowNull: false },
    target_type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: '' },
    target_id: { type: DataTypes.STRING(40), allowNull: false, defaultValue: '' },
    target_label: { type: DataTypes.STRING(300), allowNull: false, defaultValue: '' },
    details: { type: DataTypes.TEXT, allowNull: false },
  });
  // Newest first is by number; the filters by person, kind and date each have their index.
  await qi.addIndex('audit_log', ['created_at'], { name: 'audit_log_created_at' });
  await qi.addIndex('audit_log', ['actor_kind', 'actor_id', 'id'], { name: 'audit_log_actor' });
  await qi.addIndex('audit_log', ['action', 'id'], { name: 'audit_log_action' });
  const sequelize = qi.sequelize;
  if (sequelize.getDialect() === 'postgres') {
    await sequelize.query(`CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql`);
    await sequelize.query(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
  } else {
    await sequelize.query(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`);
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('audit_log');
  if (qi.sequelize.getDialect() === 'postgres') await qi.sequelize.query('DROP FUNCTION audit_log_append_only()');
  await qi.removeColumn('admins', 'last_sign_in_at');
  await qi.removeColumn('admins', 'must_change_password');
  await qi.removeColumn('admins', 'active');
  await qi.removeColumn('admins', 'name');
}
