import { passwordProblem } from '../auth/password-policy';
import { backupDirProblems } from './backup';
import { emailProblems } from './email';
import { publicAddressProblems } from './public-address';
import { storageProblems } from './storage';
import { whatsappProblems } from './whatsapp';

/**
 * Settings that are each valid but cannot work together (read from the raw strings, so they are
 * listed beside any format problems), in a fixed order.
 */
export function combinationProblems(env: Record<string, string | undefined>): string[] {
  return [
    ...adminAccountProblems(env),
    ...emailProblems(env),
    ...whatsappProblems(env),
    ...backupDirProblems(env),
    ...storageProblems(env),
    ...adminPasswordProblems(env),
    ...sessionSecretProblems(env),
    ...publicAddressProblems(env),
  ];
}

function adminAccountProblems({
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_NAME,
}: Record<string, string | undefined>): string[] {
  if ((ADMIN_EMAIL === undefined) !== (ADMIN_PASSWORD === undefined)) {
    return ['ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither'];
  }
  if (ADMIN_NAME !== undefined && ADMIN_EMAIL === undefined) {
    return ['ADMIN_NAME: only used with ADMIN_EMAIL and ADMIN_PASSWORD (the name of that account)'];
  }
  return [];
}

function adminPasswordProblems({ ADMIN_EMAIL, ADMIN_PASSWORD }: Record<string, string | undefined>): string[] {
  const weak = ADMIN_PASSWORD === undefined ? null : passwordProblem(ADMIN_PASSWORD, ADMIN_EMAIL);
  return weak ? [`ADMIN_PASSWORD: ${weak}`] : [];
}

function sessionSecretProblems({ NODE_ENV, SESSION_SECRET }: Record<string, string | undefined>): string[] {
  if (NODE_ENV !== 'production' || SESSION_SECRET) return [];
  return [
    'SESSION_SECRET: required in production (the same value on every instance, kept across restarts). An ' +
      'installation that ran without it keeps its key in DATA_DIR/session-secret: use that value, and nobody is ' +
      'signed out',
  ];
}
