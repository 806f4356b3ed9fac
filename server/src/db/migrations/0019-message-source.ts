import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Where each message came from (MESSAGE_SOURCES): the home page's form, the contact page's, the
 * site's without saying which, or the office. Messages stored before are the site's, except those
 * the audit log says the office typed in (its latest entry of the message's arrival: SQLite may have
 * given a deleted message's id again).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('contacts', 'source', { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'site' });
  await qi.sequelize.query(`
    UPDATE contacts SET source = 'office'
    WHERE (SELECT a.actor_kind FROM audit_log a
           WHERE a.target_type = 'contact' AND a.action = 'contact.created'
             AND a.target_id = CAST(contacts.id AS VARCHAR(40))
           ORDER BY a.id DESC LIMIT 1) = 'admin'`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('contacts', 'source');
}
