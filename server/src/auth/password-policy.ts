import { isCommonPassword } from './common-passwords';

/** Minimum length of an admin password (OWASP ASVS 2.1.1). */
export const MIN_PASSWORD_LENGTH = 12;

/** Why a new admin password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email = ''): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `it must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  if ([...password].length > 1024) return 'it must be at most 1024 characters long';
  const lower = password.toLowerCase();
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'it must not contain your email name';
  if (new Set(lower).size < 4) return 'it repeats too few different characters';
  if (isCommonPassword(password)) return 'it is on the list of commonly used passwords';
  return null;
}
