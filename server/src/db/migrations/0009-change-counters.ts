import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * A counter per table that the database itself moves on every change to that table (triggers, so no
 * code path, instance or tool writing to `contacts` can forget it). A total counted at one value of
 * the counter is still right as long as the counter has not moved: the admin's contact list reads the
 * counter with each page and counts the whole table again only when it moved.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('change_counters', {
    name: { type: DataTypes.STRING(40), primaryKey: true },
    version: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
  });
  const sequelize = qi.sequelize;
  await sequelize.query("INSERT INTO change_counters (name, version) VALUES ('contacts', 0)");
  if (sequelize.getDialect() === 'postgres') {
    // Once per statement: the public form's group insert moves it once, whatever its number of rows.
    // The counter row is updated in the writer's transaction, so it moves exactly when the change
    // becomes visible to others.
    await sequelize.query(`CREATE FUNCTION contacts_changed() RETURNS trigger AS $$
      BEGIN UPDATE change_counters SET version = version + 1 WHERE name = 'contacts'; RETURN NULL; END;
      $$ LANGUAGE plpgsql`);
    await sequelize.query(`CREATE TRIGGER contacts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contacts
      FOR EACH STATEMENT EXECUTE FUNCTION contacts_changed()`);
  } else {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await sequelize.query(`CREATE TRIGGER contacts_changed_${event.toLowerCase()} AFTER ${event} ON contacts
        BEGIN UPDATE change_counters SET version = version + 1 WHERE name = 'contacts'; END`);
    }
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sequelize = qi.sequelize;
  if (sequelize.getDialect() === 'postgres') {
    await sequelize.query('DROP TRIGGER contacts_changed ON contacts');
    await sequelize.query('DROP FUNCTION contacts_changed()');
  } else {
    for (const event of ['insert', 'update', 'delete']) await sequelize.query(`DROP TRIGGER contacts_changed_${event}`);
  }
  await qi.dropTable('change_counters');
}
