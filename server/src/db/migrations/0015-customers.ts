import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { customerPhoneKey } from '@shared/phone';
import { attachToCustomers } from '../../customers/attach';

/**
 * Customers: the messages of one phone number belong to one customer. Each message keeps its
 * number's key (`phone_key`) and its customer; `customer_phones` says which customer each number
 * belongs to (after a merge, a customer has several). Filled here for the messages already stored.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('customers', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.createTable('customer_phones', {
    phone_key: { type: DataTypes.STRING(32), primaryKey: true },
    customer_id: { type: DataTypes.INTEGER, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('customer_phones', ['customer_id'], { name: 'customer_phones_customer_id' });
  await qi.addColumn('contacts', 'phone_key', { type: DataTypes.STRING(32), allowNull: false, defaultValue: '' });
  await qi.addColumn('contacts', 'customer_id', { type: DataTypes.INTEGER, allowNull: true });
  await qi.addIndex('contacts', ['customer_id', 'created_at'], { name: 'contacts_customer_id_created_at' });

  const sequelize = qi.sequelize;
  await sequelize.transaction(async (transaction) => {
    // One statement per distinct number as written, not per message.
    const phones = await sequelize.query<{ phone: string }>('SELECT DISTINCT phone FROM contacts', {
      type: QueryTypes.SELECT,
      transaction,
    });
    for (const { phone } of phones) {
      await sequelize.query('UPDATE contacts SET phone_key = $1 WHERE phone = $2', {
        bind: [customerPhoneKey(phone), phone],
        transaction,
      });
    }
    for (let lastId = 0; ;) {
      const rows = await sequelize.query<{ id: number }>(
        'SELECT id FROM contacts WHERE id > $1 AND spam = 0 ORDER BY id LIMIT 500',
        { bind: [lastId], type: QueryTypes.SELECT, transaction },
      );
      if (rows.length === 0) break;
      await attachToCustomers(
        sequelize,
        rows.map((r) => r.id),
        transaction,
      );
      lastId = rows[rows.length - 1]!.id;
    }
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeIndex('contacts', 'contacts_customer_id_created_at');
  await qi.removeColumn('contacts', 'customer_id');
  await qi.removeColumn('contacts', 'phone_key');
  await qi.dropTable('customer_phones');
  await qi.dropTable('customers');
}
