import { findByColumn } from '../db/find-by-column';
import type { Models } from '../db/models';
import { decoyHash, hashPassword, verifyPassword } from './password';

/**
 * Creates the admin, or resets its password when it differs (a restart with the same ADMIN_PASSWORD
 * changes nothing and keeps everyone signed in).
 */
export async function upsertAdmin(
  models: Models,
  email: string,
  password: string,
): Promise<'created' | 'updated' | 'unchanged'> {
  const normalized = email.trim().toLowerCase();
  const existing = await findByColumn(models.Admin, 'email', normalized);
  if (existing && (await verifyPassword(password, existing.password_hash))) return 'unchanged';
  const password_hash = await hashPassword(password);
  if (existing) {
    await existing.update({ password_hash });
    // A changed password ends every session of that admin.
    await models.SessionRecord.destroy({ where: { admin_id: existing.id } });
    return 'updated';
  }
  await models.Admin.create({ email: normalized, password_hash });
  return 'created';
}

/** The admin for these credentials, or null. Unknown emails cost the same time as wrong passwords. */
export async function authenticate(models: Models, email: string, password: string) {
  const admin = await findByColumn(models.Admin, 'email', email.trim().toLowerCase());
  const ok = await verifyPassword(password, admin?.password_hash ?? (await decoyHash()));
  return admin && ok ? admin : null;
}
