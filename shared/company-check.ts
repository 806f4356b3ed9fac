import { issueText } from './api-errors';
import { companySchema } from './content/company';
import profile from './company.json' with { type: 'json' };

/** What shared/company.json must hold: the company section's own rule. */
export const companyProfileSchema = companySchema;

/** Problems of a company profile, one line each ('phones.1: a Saudi mobile number …'); empty when valid. */
export function companyProfileProblems(candidate: unknown = profile): string[] {
  const result = companyProfileSchema.safeParse(candidate);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issueText(issue.message, 'en')}`);
}

/** Throws with every problem listed when shared/company.json is not valid (called by the builds). */
export function assertCompanyProfile(): void {
  const problems = companyProfileProblems();
  if (problems.length > 0) throw new Error(`shared/company.json is not valid:\n${problems.join('\n')}`);
}
