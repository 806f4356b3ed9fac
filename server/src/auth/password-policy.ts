import { issueText } from '@shared/api-errors';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { isCommonPassword } from './common-passwords';

export { MIN_PASSWORD_LENGTH };

/** Why a new staff password is refused, as a code of shared/api-errors.ts (texts in both languages). */
export type PasswordProblem =
  'password_too_short' | 'password_too_long' | 'password_has_email' | 'password_repetitive' | 'password_common';

/** The reason a new password is refused, or null when it is acceptable. */
export function passwordProblemCode(password: string, email = ''): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'password_too_short';
  if ([...password].length > 1024) return 'password_too_long';
  const lower = password.toLowerCase();
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'password_has_email';
  if (new Set(lower).size < 4) return 'password_repetitive';
  if (isCommonPassword(password)) return 'password_common';
  return null;
}

/** Why a new admin password is refused, in English for the command line and start-up ("it must …"). */
export function passwordProblem(password: string, email = ''): string | null {
  const code = passwordProblemCode(password, email);
  return code ? `it ${issueText(code, 'en')}` : null;
}
