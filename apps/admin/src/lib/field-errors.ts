import type { z } from 'zod';
import { describeIssue } from '@shared/api-errors';

/**
 * First problem per field of a failed zod parse, keyed by the top-level field name, in Arabic. The
 * shared schemas use message codes; shared/api-errors.ts words them, as the server does.
 */
export function fieldErrors(error: z.ZodError): Map<string, string> {
  const out = new Map<string, string>();
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!out.has(key)) out.set(key, describeIssue(key, issue.message, 'ar'));
  }
  return out;
}
