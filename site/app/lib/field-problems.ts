/**
 * The site's forms name a refused field's problem by the shared schema's code; these are the
 * locale keys that say it (form.problems.*). Anything else reads "invalid".
 */
const PROBLEM_KEYS = {
  required: 'form.problems.required',
  invalid_phone: 'form.problems.invalidPhone',
  invalid_email: 'form.problems.invalidEmail',
  too_long: 'form.problems.tooLong',
  control_character: 'form.problems.controlCharacter',
  control_character_multiline: 'form.problems.controlCharacterMultiline',
  unpaired_surrogate: 'form.problems.unpairedSurrogate',
} as const;
export function problemKey(code: string) {
  return PROBLEM_KEYS[code as keyof typeof PROBLEM_KEYS] ?? 'form.problems.invalid';
}
