import type { QueryInterface } from 'sequelize';

/**
 * Indexes the reports read by (server/src/reports):
 * - visits (contact_id, status): the funnel and the districts by messages ask, per message of a
 *   period, whether it has a (completed) visit; without it each asks reads every visit, with the
 *   status in the index it reads no visit's row.
 * - visits (date, status): every visits figure is a range of days, most of them one status
 *   (completed) or all but one (cancelled); the existing (date, team) serves the range, this one also
 *   the status without reading the rows. The bookings' week view uses either.
 * - audit_log (target_type, target_id, action, actor_kind): where each message of a period came
 *   from is who made its `contact.created` entry, looked up by the message's id; otherwise each
 *   lookup reads every entry of that action. With the action and the actor in the index, the lookup
 *   reads no entry's row (it still serves any lookup of one target's entries).
 * - audit_log (action, created_at): the first status changes after a period's start are one action's
 *   entries from a moment on (the existing (action, id) index would read all of that action's).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addIndex('visits', ['contact_id', 'status'], { name: 'visits_contact_id_status' });
  await qi.addIndex('visits', ['date', 'status'], { name: 'visits_date_status' });
  await qi.addIndex('audit_log', ['target_type', 'target_id', 'action', 'actor_kind'], { name: 'audit_log_target' });
  await qi.addIndex('audit_log', ['action', 'created_at'], { name: 'audit_log_action_created_at' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('audit_log', 'audit_log_action_created_at');
  await qi.removeIndex('audit_log', 'audit_log_target');
  await qi.removeIndex('visits', 'visits_date_status');
  await qi.removeIndex('visits', 'visits_contact_id_status');
}
