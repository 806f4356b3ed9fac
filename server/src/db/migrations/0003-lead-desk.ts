import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { contactSearchText } from '@shared/search-text';

interface ContactTexts {
  id: number;
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
}

/**
 * The lead desk: a status and a read flag per message, why a message was held as spam, a search
 * column kept normalized by the server (filled here for the messages already stored), and notes.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('contacts', 'status', { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'new' });
  await qi.addColumn('contacts', 'read', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
  await qi.addColumn('contacts', 'spam_reason', { type: DataTypes.STRING(16), allowNull: false, defaultValue: '' });
  await qi.addColumn('contacts', 'search_text', { type: DataTypes.TEXT, allowNull: false, defaultValue: '' });
  await qi.addIndex('contacts', ['spam', 'status', 'created_at'], { name: 'contacts_spam_status_created_at' });

  const sequelize = qi.sequelize;
  for (let lastId = 0; ;) {
    const rows = await sequelize.query<ContactTexts>(
      'SELECT id, name, phone, email, service, message FROM contacts WHERE id > $1 ORDER BY id LIMIT 500',
      { bind: [lastId], type: QueryTypes.SELECT },
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      await sequelize.query('UPDATE contacts SET search_text = $1 WHERE id = $2', {
        bind: [contactSearchText(row), row.id],
      });
    }
    lastId = rows[rows.length - 1]!.id;
  }

  await qi.createTable('contact_notes', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    contact_id: { type: DataTypes.INTEGER, allowNull: false },
    author_email: { type: DataTypes.STRING(254), allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('contact_notes', ['contact_id', 'id'], { name: 'contact_notes_contact_id_id' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('contact_notes');
  await qi.removeIndex('contacts', 'contacts_spam_status_created_at');
  for (const column of ['search_text', 'spam_reason', 'read', 'status']) await qi.removeColumn('contacts', column);
}
