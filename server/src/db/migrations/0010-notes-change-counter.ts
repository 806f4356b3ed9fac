import type { QueryInterface } from 'sequelize';

/**
 * The contact list shows each message's number of notes, and keeps what it read while the
 * `contacts` change counter stands still (0009); so a note added, changed or deleted moves that
 * counter too, by the same kind of trigger.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sequelize = qi.sequelize;
  if (sequelize.getDialect() === 'postgres') {
    // The function of 0009: it moves the counter once per statement, in the writer's transaction.
    await sequelize.query(`CREATE TRIGGER contact_notes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON contact_notes FOR EACH STATEMENT EXECUTE FUNCTION contacts_changed()`);
  } else {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await sequelize.query(`CREATE TRIGGER contact_notes_changed_${event.toLowerCase()} AFTER ${event} ON contact_notes
        BEGIN UPDATE change_counters SET version = version + 1 WHERE name = 'contacts'; END`);
    }
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sequelize = qi.sequelize;
  if (sequelize.getDialect() === 'postgres') {
    await sequelize.query('DROP TRIGGER contact_notes_changed ON contact_notes');
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sequelize.query(`DROP TRIGGER contact_notes_changed_${event}`);
    }
  }
}
