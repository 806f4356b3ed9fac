import type { ContactSubmitInput } from '@shared/schemas';
import type { FieldProblems } from './validate-contact';

/** The shared schema (zod) loads when a visitor starts filling the form, not with the page. */
let checker: Promise<typeof import('./validate-contact')> | undefined;
function loadChecker() {
  checker ??= import('./validate-contact').catch((error: unknown) => {
    checker = undefined; // try again on the next submit
    throw error;
  });
  return checker;
}

/** Starts loading the checker (the form's first focus), so a submit finds it ready. */
export function preloadChecker(): void {
  loadChecker().catch(() => undefined);
}

/**
 * Problems of the payload by field. Name and phone are always checked; the full rule comes from the
 * shared schema, and when that cannot load (connection lost) the server still refuses what it must.
 */
export async function checkBeforeSending(payload: ContactSubmitInput): Promise<FieldProblems> {
  const required: FieldProblems = {};
  if (!payload.name) required.name = 'required';
  if (!payload.phone) required.phone = 'required';
  try {
    return { ...(await loadChecker()).checkContact(payload), ...required };
  } catch {
    return required;
  }
}
