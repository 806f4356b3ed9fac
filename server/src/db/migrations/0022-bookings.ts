import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Bookings: a window a visitor picked on the site, which the office confirms (shared/schemas/bookings.ts).
 * Each has its message (`contact_id`: the person, their number, so their customer, the office's
 * e-mail and the live event come with it) and a private link's secret (`token`).
 *
 * `booking_claims` is what keeps one window to one booking whatever the race: a row per team, day
 * and half hour a booking holds, unique, inserted in the booking's own transaction, so the database
 * refuses a second booking of any part of a window on SQLite and across instances on PostgreSQL.
 * `hold_until` lets an unanswered request's claim lapse (null: held until the booking ends).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('bookings', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    token: { type: DataTypes.STRING(32), allowNull: false, unique: true },
    contact_id: { type: DataTypes.INTEGER, allowNull: false },
    phone_key: { type: DataTypes.STRING(20), allowNull: false },
    service_key: { type: DataTypes.STRING(16), allowNull: false },
    date: { type: DataTypes.STRING(10), allowNull: false },
    from_time: { type: DataTypes.STRING(5), allowNull: false },
    to_time: { type: DataTypes.STRING(5), allowNull: false },
    team: { type: DataTypes.STRING(100), allowNull: false },
    district: { type: DataTypes.STRING(200), allowNull: false },
    address: { type: DataTypes.STRING(200), allowNull: false },
    notes: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    email: { type: DataTypes.STRING(254), allowNull: false, defaultValue: '' },
    lang: { type: DataTypes.STRING(2), allowNull: false },
    page: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
    status: { type: DataTypes.STRING(16), allowNull: false },
    hold_until: { type: DataTypes.DATE, allowNull: true },
    proposed_date: { type: DataTypes.STRING(10), allowNull: true },
    proposed_from: { type: DataTypes.STRING(5), allowNull: true },
    proposed_to: { type: DataTypes.STRING(5), allowNull: true },
    proposed_team: { type: DataTypes.STRING(100), allowNull: true },
    decline_reason: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    visit_id: { type: DataTypes.INTEGER, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('bookings', ['phone_key', 'status'], { name: 'bookings_phone_status' });
  await qi.addIndex('bookings', ['contact_id'], { name: 'bookings_contact_id' });
  await qi.addIndex('bookings', ['date'], { name: 'bookings_date' });
  await qi.createTable('booking_claims', {
    team: { type: DataTypes.STRING(100), allowNull: false },
    date: { type: DataTypes.STRING(10), allowNull: false },
    unit: { type: DataTypes.INTEGER, allowNull: false },
    booking_id: { type: DataTypes.INTEGER, allowNull: false },
    hold_until: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('booking_claims', ['team', 'date', 'unit'], { name: 'booking_claims_one_per_unit', unique: true });
  await qi.addIndex('booking_claims', ['date'], { name: 'booking_claims_date' });
  await qi.addIndex('booking_claims', ['booking_id'], { name: 'booking_claims_booking_id' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('booking_claims');
  await qi.dropTable('bookings');
}
