import { z } from 'zod';
import profile from './company.json' with { type: 'json' };

const bothLanguages = z.object({ ar: z.string().trim().min(1), en: z.string().trim().min(1) });

/** What shared/company.json must hold; the build refuses anything else, naming each problem. */
export const companyProfileSchema = z.object({
  name: bothLanguages,
  shortName: bothLanguages,
  phones: z.array(z.string().regex(/^05\d{8}$/, 'a Saudi mobile number such as 0551234567')).min(1),
  whatsapp: z.string().regex(/^9665\d{8}$/, 'an international number such as 966551234567, without a plus sign'),
  email: z.email('an e-mail address such as info@example.sa'),
  city: bothLanguages,
  region: bothLanguages,
  country: bothLanguages,
  hours: bothLanguages,
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  foundedYear: z.number().int().min(1900),
});

/** Problems of a company profile, one line each ('phones.1: a Saudi mobile number …'); empty when valid. */
export function companyProfileProblems(candidate: unknown = profile): string[] {
  const result = companyProfileSchema.safeParse(candidate);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** Throws with every problem listed when shared/company.json is not valid (called by the builds). */
export function assertCompanyProfile(): void {
  const problems = companyProfileProblems();
  if (problems.length > 0) throw new Error(`shared/company.json is not valid:\n${problems.join('\n')}`);
}
