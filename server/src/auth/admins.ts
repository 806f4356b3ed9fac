import { isRole, type Role } from '@shared/api/roles';
import type { AuditLog } from '../audit/audit-log';
import { SYSTEM } from '../audit/audit-log';
import { findByColumn } from '../db/find-by-column';
import type { Admin, Models } from '../db/models';
import type { HashSlot, PasswordHasher } from './password';

/**
 * Creates the admin, or resets its password when it differs (a restart with the same ADMIN_PASSWORD
 * changes nothing and keeps everyone signed in). This is the operator's way back in
 * (`npm run admin:create`, ADMIN_EMAIL/ADMIN_PASSWORD): the account is an owner, and a reset also
 * enables it again and gives it back the owner's role.
 */
export async function upsertAdmin(
  models: Models,
  passwords: PasswordHasher,
  email: string,
  password: string,
  audit?: AuditLog,
  /**
   * The name colleagues see: admin:create --name replaces the account's; ADMIN_NAME (`onlyIfNone`)
   * names only an account without one, so a restart does not undo a name its owner has changed.
   */
  name?: { value: string; onlyIfNone?: boolean },
): Promise<'created' | 'updated' | 'unchanged'> {
  const normalized = email.trim().toLowerCase();
  const existing = await findByColumn(models.Admin, 'email', normalized);
  if (existing && name && existing.name !== name.value && !(name.onlyIfNone && existing.name)) {
    await existing.update({ name: name.value });
  }
  if (existing && (await passwords.verify(password, existing.password_hash))) return 'unchanged';
  const password_hash = await passwords.hash(password);
  if (existing) {
    const role = existing.role;
    await existing.update({ password_hash, active: 1, must_change_password: 0, role: 'owner' });
    // A changed password ends every session of that admin.
    await models.SessionRecord.destroy({ where: { admin_id: existing.id } });
    await audit?.record(
      { actor: SYSTEM, action: 'password.reset', target: accountTarget(existing) },
      ...(role === 'owner'
        ? []
        : [
            {
              actor: SYSTEM,
              action: 'account.updated' as const,
              target: accountTarget(existing),
              details: { changes: { role: [role, 'owner'] } },
            },
          ]),
    );
    return 'updated';
  }
  const created = await models.Admin.create({
    email: normalized,
    password_hash,
    role: 'owner',
    name: name?.value ?? '',
  });
  await audit?.record({ actor: SYSTEM, action: 'account.added', target: accountTarget(created) });
  return 'created';
}

/** An account's role; a value the code does not know (a hand-edited row) counts as the least, agent. */
export const accountRole = (admin: Admin): Role => (isRole(admin.role) ? admin.role : 'agent');

/** An account as the audit log names it. */
export function accountTarget(admin: Admin) {
  return { type: 'account' as const, id: admin.id, label: admin.name || admin.email };
}

/**
 * The admin for these credentials, or null, hashed in the sign-in's slot of the hasher. Unknown
 * emails cost the same time, in the same pool, as wrong passwords (a decoy hash).
 */
export async function authenticate(
  models: Models,
  passwords: PasswordHasher,
  slot: HashSlot,
  email: string,
  password: string,
) {
  const admin = await findByColumn(models.Admin, 'email', email.trim().toLowerCase());
  const ok = await slot.verify(password, admin?.password_hash ?? (await passwords.decoyHash()));
  return admin && ok ? admin : null;
}
