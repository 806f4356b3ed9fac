import { describeIssue } from '@shared/api-errors';
import { passwordProblemCode } from './password-policy';
import { AppError } from '../http/errors';

/** Refuses a new password that breaks the policy: 400 naming the field and the reason in both languages. */
export function refusePassword(field: string, password: string, email: string): void {
  const code = passwordProblemCode(password, email);
  if (code) throw new AppError(400, { ar: describeIssue(field, code, 'ar'), en: describeIssue(field, code, 'en') });
}
