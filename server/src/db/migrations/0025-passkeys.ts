import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Staff's passkeys (auth/second-factor/passkeys.ts), several per person. `staff_passkeys`: the
 * credential's id as the browser names it (base64url, unique across accounts), its public key
 * (COSE, base64url), the signature counter the authenticator last reported (a lower one is
 * refused: a cloned key), the transports the browser reported, the person's name for it, and when
 * it was added and last used. `staff_passkey_challenges`: each challenge given out (to register
 * one, or to sign in with one in the sign-in `attempt` it was given to), until `expires_at`;
 * `used_at` once an answer was checked against it, so none is accepted twice.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const admin = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'admins', key: 'id' } };
  await qi.createTable('staff_passkeys', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    admin_id: admin,
    credential_id: { type: DataTypes.STRING(1400), allowNull: false },
    public_key: { type: DataTypes.TEXT, allowNull: false },
    counter: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    transports: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
    name: { type: DataTypes.STRING(255), allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    last_used_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('staff_passkeys', ['credential_id'], { name: 'staff_passkeys_credential', unique: true });
  await qi.addIndex('staff_passkeys', ['admin_id'], { name: 'staff_passkeys_admin' });
  await qi.createTable('staff_passkey_challenges', {
    challenge: { type: DataTypes.STRING(128), primaryKey: true },
    admin_id: admin,
    purpose: { type: DataTypes.STRING(16), allowNull: false },
    attempt: { type: DataTypes.STRING(64), allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    used_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('staff_passkey_challenges', ['admin_id'], { name: 'staff_passkey_challenges_admin' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('staff_passkey_challenges');
  await qi.dropTable('staff_passkeys');
}
