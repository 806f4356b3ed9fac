import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * What the customer of a booking is told, and by which channel: an outbox like the office's
 * (`email_outbox`), one row per notice (received, confirmed, proposed, declined, reminder) and
 * channel (e-mail, WhatsApp), written in the transaction of the change it tells of, so a change
 * the office made always has its notice coming. A row is due at `next_attempt_at` (claiming it
 * moves that forward, so another instance skips it) and done once `sent_at` is set.
 * `provider_id` is WhatsApp's id of the message sent, which its webhook's status updates name;
 * `delivery` the latest of them (sent, delivered, read, failed).
 *
 * `bookings.reminder_at` is the claim of a booking's reminder: one statement sets it where it is
 * still empty, and only the instance whose statement changed the row queues the reminder.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('customer_notices', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    booking_id: { type: DataTypes.INTEGER, allowNull: false },
    channel: { type: DataTypes.STRING(10), allowNull: false },
    kind: { type: DataTypes.STRING(12), allowNull: false },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    next_attempt_at: { type: DataTypes.DATE, allowNull: false },
    sent_at: { type: DataTypes.DATE, allowNull: true },
    failed_at: { type: DataTypes.DATE, allowNull: true },
    last_error: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
    provider_id: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
    delivery: { type: DataTypes.STRING(12), allowNull: false, defaultValue: '' },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('customer_notices', ['next_attempt_at'], {
    name: 'customer_notices_waiting',
    where: { sent_at: null },
  });
  await qi.addIndex('customer_notices', ['booking_id'], { name: 'customer_notices_booking_id' });
  await qi.addIndex('customer_notices', ['provider_id'], { name: 'customer_notices_provider_id' });
  await qi.addColumn('bookings', 'reminder_at', { type: DataTypes.DATE, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('bookings', 'reminder_at');
  await qi.dropTable('customer_notices');
}
