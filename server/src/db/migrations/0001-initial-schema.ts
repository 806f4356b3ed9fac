import { DataTypes, type QueryInterface } from 'sequelize';

const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('admins', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
    password_hash: { type: DataTypes.STRING(255), allowNull: false },
    ...timestamps,
  });

  await qi.createTable('contacts', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: { type: DataTypes.STRING(100), allowNull: false },
    phone: { type: DataTypes.STRING(20), allowNull: false },
    email: { type: DataTypes.STRING(254), allowNull: false, defaultValue: '' },
    service: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
    message: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    preferred_time: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
    urgency: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'normal' },
    ...timestamps,
  });
  // Lists are newest first: (created_at, id) serves ORDER BY … LIMIT/OFFSET without a sort.
  await qi.addIndex('contacts', ['created_at', 'id'], { name: 'contacts_created_at_id' });

  await qi.createTable('portfolio_items', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    category: { type: DataTypes.STRING(32), allowNull: false },
    title_ar: { type: DataTypes.STRING(200), allowNull: false },
    title_en: { type: DataTypes.STRING(200), allowNull: false },
    image: { type: DataTypes.STRING(500), allowNull: false },
    before_after: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    date: { type: DataTypes.STRING(10), allowNull: false },
    location_ar: { type: DataTypes.STRING(200), allowNull: false },
    location_en: { type: DataTypes.STRING(200), allowNull: false },
    description_ar: { type: DataTypes.TEXT, allowNull: false },
    description_en: { type: DataTypes.TEXT, allowNull: false },
    testimonial_ar: { type: DataTypes.TEXT, allowNull: false },
    testimonial_en: { type: DataTypes.TEXT, allowNull: false },
    client_name_ar: { type: DataTypes.STRING(100), allowNull: false },
    client_name_en: { type: DataTypes.STRING(100), allowNull: false },
    rating: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 5 },
    duration_ar: { type: DataTypes.STRING(100), allowNull: false },
    duration_en: { type: DataTypes.STRING(100), allowNull: false },
    ...timestamps,
  });
  await qi.addIndex('portfolio_items', ['created_at', 'id'], { name: 'portfolio_items_created_at_id' });

  await qi.createTable('sessions', {
    id: { type: DataTypes.STRING(128), primaryKey: true },
    admin_id: { type: DataTypes.INTEGER, allowNull: true },
    data: { type: DataTypes.TEXT, allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    ...timestamps,
  });
  await qi.addIndex('sessions', ['expires_at'], { name: 'sessions_expires_at' });
  await qi.addIndex('sessions', ['admin_id'], { name: 'sessions_admin_id' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('sessions');
  await qi.dropTable('portfolio_items');
  await qi.dropTable('contacts');
  await qi.dropTable('admins');
}
