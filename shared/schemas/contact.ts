import { z } from 'zod';
import { DEFAULT_URGENCY, URGENCIES } from '../constants';
import { LIMITS, optionalEmail, optionalText, phoneField, requiredText } from './fields';

const urgency = z.enum(URGENCIES, 'invalid_choice').optional().default(DEFAULT_URGENCY);

/** Payload of the public contact form (POST /backend/contact_submit.php, SPEC.md §7). */
export const contactSubmitSchema = z.object({
  name: requiredText(LIMITS.name),
  phone: phoneField,
  service: optionalText(LIMITS.service),
  message: optionalText(LIMITS.message),
  email: optionalEmail,
  preferredTime: optionalText(LIMITS.preferredTime),
  urgency,
});
export type ContactSubmitInput = z.input<typeof contactSubmitSchema>;
export type ContactSubmit = z.output<typeof contactSubmitSchema>;

/** Body of the admin create/update calls on /backend/admin/contacts.php (snake_case, SPEC.md §3). */
export const adminContactSchema = z.object({
  name: requiredText(LIMITS.name),
  phone: phoneField,
  email: optionalEmail,
  service: optionalText(LIMITS.service),
  message: optionalText(LIMITS.message),
  preferred_time: optionalText(LIMITS.preferredTime),
  urgency,
});
export type AdminContactInput = z.input<typeof adminContactSchema>;
export type AdminContact = z.output<typeof adminContactSchema>;

/** A stored contact message as the admin list returns it. */
export interface ContactMessage extends AdminContact {
  id: number;
  created_at: string;
}
