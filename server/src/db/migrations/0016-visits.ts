import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Visits: the office's scheduled work for a customer, usually answering one of their messages.
 * The day is a Saudi date and the window two Saudi times (text: they compare in order as written);
 * the price is whole riyals. `search_text` is kept by the server, as the messages' is.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('visits', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    customer_id: { type: DataTypes.INTEGER, allowNull: false },
    contact_id: { type: DataTypes.INTEGER, allowNull: true },
    date: { type: DataTypes.STRING(10), allowNull: false },
    from_time: { type: DataTypes.STRING(5), allowNull: false },
    to_time: { type: DataTypes.STRING(5), allowNull: false },
    team: { type: DataTypes.STRING(100), allowNull: false },
    price: { type: DataTypes.INTEGER, allowNull: false },
    address: { type: DataTypes.STRING(200), allowNull: false },
    district: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '' },
    service_key: { type: DataTypes.STRING(16), allowNull: false },
    priority: { type: DataTypes.STRING(16), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    notes: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    search_text: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('visits', ['date', 'team'], { name: 'visits_date_team' });
  await qi.addIndex('visits', ['customer_id'], { name: 'visits_customer_id' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('visits');
}
