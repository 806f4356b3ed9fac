import type { z } from 'zod';
import { issueText } from '@shared/api-errors';
import type { Language } from '@shared/constants';
import { currentLanguage } from './i18n';

/**
 * First problem per field of a failed zod parse, keyed by the top-level field name, in the admin's
 * language: "Mobile: must be a phone number". The field is named by `labelOf`, the label the form
 * shows above it (not the API's field name, which means nothing to staff); the shared schemas use
 * message codes that shared/api-errors.ts words, as the server does.
 */
export function fieldErrors(
  error: z.ZodError,
  labelOf: (field: string) => string,
  language: Language = currentLanguage(),
): Map<string, string> {
  const out = new Map<string, string>();
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!out.has(key)) out.set(key, `${labelOf(key)}: ${issueText(issue.message, language)}`);
  }
  return out;
}
