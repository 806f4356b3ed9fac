import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * The outbox of the office's e-mail: one row per message to announce, written in the same
 * transaction as the message, so an acknowledged message is never left without its e-mail and a
 * mail server that is down only delays it. A row is due at `next_attempt_at` (claiming it moves that
 * forward, so another instance skips it) and done once `sent_at` is set; deleting the message
 * deletes its row.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('email_outbox', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    contact_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'contacts', key: 'id' },
      onDelete: 'CASCADE',
    },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE, allowNull: false },
    sent_at: { type: DataTypes.DATE, allowNull: true },
    failed_at: { type: DataTypes.DATE, allowNull: true },
    /** Why the last attempt failed, with the SMTP account taken out. */
    last_error: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  // The worker's question ("what is due?") reads only rows still waiting.
  await qi.addIndex('email_outbox', ['next_attempt_at'], {
    name: 'email_outbox_waiting',
    where: { sent_at: null },
  });
  await qi.addIndex('email_outbox', ['contact_id'], { name: 'email_outbox_contact_id' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('email_outbox');
}
