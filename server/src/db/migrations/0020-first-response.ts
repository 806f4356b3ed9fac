import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * When each message's status first changed after it arrived (its first response), kept on the
 * message so the reports read it from the row rather than searching the audit log for every message
 * of a year, and so a deleted visit's change still counts. Messages stored before take it from the
 * log: their earliest `contact.status` entry that changed the status, or a visit's `visit.created` /
 * `visit.updated` entry that moved it (`message_status`), at or after the message's arrival (SQLite
 * may have given a deleted message's id again). The details are JSON as JSON.stringify writes it, so
 * the key's text is enough to tell. Each message's entries are found through indexes (its own by
 * target; its visits by message, then theirs by target): SQLite keeps a CROSS JOIN's order, and
 * without the statistics ANALYZE keeps it chose to read every visit entry for each message (four
 * minutes at 50,000 messages instead of a tenth of a second).
 */
export const FIRST_RESPONSES_FROM_LOG = `
  UPDATE contacts SET first_response_at = (
    SELECT MIN(ch.at) FROM (
      SELECT a.created_at AS at FROM audit_log a
      WHERE a.target_type = 'contact' AND a.target_id = CAST(contacts.id AS VARCHAR(40))
        AND a.action = 'contact.status' AND a.details LIKE '%"status":[%'
      UNION ALL
      SELECT a.created_at FROM visits v CROSS JOIN audit_log a
      WHERE v.contact_id = contacts.id AND a.target_type = 'visit' AND a.target_id = CAST(v.id AS VARCHAR(40))
        AND a.action IN ('visit.created', 'visit.updated') AND a.details LIKE '%"message_status":%'
    ) ch WHERE ch.at >= contacts.created_at)
  WHERE first_response_at IS NULL`;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('contacts', 'first_response_at', { type: DataTypes.DATE, allowNull: true });
  await qi.sequelize.query(FIRST_RESPONSES_FROM_LOG);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('contacts', 'first_response_at');
}
