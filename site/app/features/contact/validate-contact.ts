import { contactSubmitSchema, type ContactSubmitInput } from '@shared/schemas';

/** The fields of the public form that can be refused before sending. */
export const CHECKED_FIELDS = ['name', 'phone', 'email', 'preferredTime', 'message'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];
/** Why a field was refused: the shared schema's issue code ('required', 'invalid_phone', …). */
export type FieldProblems = Partial<Record<CheckedField, string>>;

/**
 * Checks the payload with the very schema the server uses, so the page refuses exactly what the
 * server would (phone: 7–15 digits after spaces, + and dashes; Arabic-Indic digits accepted), and
 * names each field's problem by its code for the page to say in its own language.
 */
export function checkContact(payload: ContactSubmitInput): FieldProblems {
  const result = contactSubmitSchema.safeParse(payload);
  if (result.success) return {};
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (CHECKED_FIELDS as readonly string[]).includes(field)) {
      problems[field as CheckedField] ??= issue.message;
    }
  }
  return problems;
}
