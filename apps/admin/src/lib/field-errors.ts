import type { z } from 'zod';
import { describeIssue } from '@shared/api-errors';
import type { Language } from '@shared/constants';
import { currentLanguage } from './i18n';

/**
 * First problem per field of a failed zod parse, keyed by the top-level field name, in the admin's
 * language. The
 * shared schemas use message codes; shared/api-errors.ts words them, as the server does.
 */
export function fieldErrors(error: z.ZodError, language: Language = currentLanguage()): Map<string, string> {
  const out = new Map<string, string>();
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!out.has(key)) out.set(key, describeIssue(key, issue.message, language));
  }
  return out;
}
