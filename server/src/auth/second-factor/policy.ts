import { QueryTypes, type Sequelize } from 'sequelize';
import type { Role } from '@shared/api/roles';
import type { MfaPolicy } from '@shared/schemas';
import { dbTimestamp } from '../../db/time';

const KEY = 'staff_mfa';

/**
 * The owner's policy: while `required`, owners and managers must have a second factor (agents may
 * choose). Until an owner sets it, MFA_POLICY_DEFAULT decides (required unless it says optional), so
 * a new installation and an upgraded one start with it on. Nobody is locked out by it: a person it
 * requires who has none gets, after the password, a session that may only set one up
 * (auth/require-admin.ts), and sets it up before anything else.
 */
export async function readPolicy(sequelize: Sequelize, requiredByDefault: boolean): Promise<MfaPolicy> {
  const [row] = await sequelize.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', {
    bind: [KEY],
    type: QueryTypes.SELECT,
  });
  return row ? (JSON.parse(row.value) as MfaPolicy) : { required: requiredByDefault };
}

export async function writePolicy(sequelize: Sequelize, policy: MfaPolicy, now: Date): Promise<void> {
  await sequelize.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    { bind: [KEY, JSON.stringify({ required: policy.required }), dbTimestamp(now)] },
  );
}

/** Whether the policy requires a second factor of a person of this role. */
export const policyRequires = (policy: MfaPolicy, role: Role): boolean => policy.required && role !== 'agent';
