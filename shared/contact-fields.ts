import type { AdminContact, ContactSubmit } from './schemas';
import { LIMITS } from './schemas/fields';

/**
 * The one description of what a person writes in a contact message: its stored names in the order
 * the office's form shows them, and how each is typed. The stored row, the admin's add/edit form, the
 * office's e-mail and the public form's conversion read it; a new field is added here first, and the
 * places that must show it fail to compile until they do.
 */
export const CONTACT_FIELDS = {
  name: { input: 'text', required: true, maxLength: LIMITS.name },
  phone: { input: 'tel', required: true, maxLength: LIMITS.phone },
  email: { input: 'email', required: false, maxLength: LIMITS.email },
  service: { input: 'text', required: false, maxLength: LIMITS.service },
  message: { input: 'multiline', required: false, maxLength: LIMITS.message },
  preferred_time: { input: 'text', required: false, maxLength: LIMITS.preferredTime },
  urgency: { input: 'urgency', required: false, maxLength: undefined },
} as const satisfies Record<keyof AdminContact, ContactFieldInput>;

export interface ContactFieldInput {
  /** text, a phone number or an e-mail (both left to right), several lines, or a choice of urgency. */
  input: 'text' | 'tel' | 'email' | 'multiline' | 'urgency';
  required: boolean;
  maxLength: number | undefined;
}

export type ContactField = keyof typeof CONTACT_FIELDS;
export const CONTACT_FIELD_NAMES = Object.keys(CONTACT_FIELDS) as ContactField[];

/** The public form's payload (camelCase, the spec's names) as the stored fields. */
export function storedContactFields(input: ContactSubmit): AdminContact {
  const { preferredTime, ...same } = input;
  return { ...same, preferred_time: preferredTime };
}
