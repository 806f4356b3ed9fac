import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { serviceKeyOf } from '@shared/service-key';

/**
 * Each message's service as a key (cleaning, marble, …) beside the word it was sent as, so that
 * "تنظيف" and "Cleaning" count as one service; filled here for the messages already stored.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('contacts', 'service_key', { type: DataTypes.STRING(16), allowNull: true });
  const sequelize = qi.sequelize;
  // One statement per distinct word, not per message: a year of messages uses a handful of words.
  const words = await sequelize.query<{ service: string }>('SELECT DISTINCT service FROM contacts', {
    type: QueryTypes.SELECT,
  });
  for (const { service } of words) {
    const key = serviceKeyOf(service);
    if (key) await sequelize.query('UPDATE contacts SET service_key = $1 WHERE service = $2', { bind: [key, service] });
  }
  await qi.addIndex('contacts', ['service_key'], { name: 'contacts_service_key' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('contacts', 'contacts_service_key');
  await qi.removeColumn('contacts', 'service_key');
}
