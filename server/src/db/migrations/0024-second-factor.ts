import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Staff's second factor (auth/second-factor/). `staff_totp`: one authenticator app per account, its
 * key sealed with a key derived from the session secret (security/secret-box.ts), `confirmed_at`
 * null while it is being linked, and the last time step a code of it was accepted at, so that no
 * code passes twice. `staff_recovery_codes`: the SHA-256 of each single-use code, `used_at` once
 * used. `staff_trusted_devices`: "this device is mine", the SHA-256 of the random token its signed
 * cookie carries, until `expires_at`; resetting or turning off the second factor deletes them.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const admin = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'admins', key: 'id' } };
  await qi.createTable('staff_totp', {
    admin_id: { ...admin, primaryKey: true },
    sealed_secret: { type: DataTypes.STRING(255), allowNull: false },
    confirmed_at: { type: DataTypes.DATE, allowNull: true },
    last_time_step: { type: DataTypes.BIGINT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.createTable('staff_recovery_codes', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    admin_id: admin,
    code_hash: { type: DataTypes.STRING(64), allowNull: false },
    used_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('staff_recovery_codes', ['admin_id', 'code_hash'], { name: 'staff_recovery_codes_lookup' });
  await qi.createTable('staff_trusted_devices', {
    token_hash: { type: DataTypes.STRING(64), primaryKey: true },
    admin_id: admin,
    expires_at: { type: DataTypes.DATE, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('staff_trusted_devices', ['admin_id'], { name: 'staff_trusted_devices_admin' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('staff_trusted_devices');
  await qi.dropTable('staff_recovery_codes');
  await qi.dropTable('staff_totp');
}
