import { z } from 'zod';
import {
  DEFAULT_URGENCY,
  URGENCIES,
  type Category,
  type MessageStatus,
  type MessageSource,
  type SpamReason,
} from '../constants';
import { LIMITS, optionalEmail, optionalText, phoneField, requiredText } from './fields';

const urgency = z.enum(URGENCIES, 'invalid_choice').optional().default(DEFAULT_URGENCY);

/** Payload of the public contact form (POST /backend/contact_submit.php). */
export const contactSubmitSchema = z.object({
  name: requiredText(LIMITS.name),
  phone: phoneField,
  service: optionalText(LIMITS.service),
  message: optionalText(LIMITS.message, { multiline: true }),
  email: optionalEmail,
  preferredTime: optionalText(LIMITS.preferredTime),
  urgency,
});
export type ContactSubmitInput = z.input<typeof contactSubmitSchema>;

/**
 * Anti-spam fields the public forms add to the original contact payload: a honeypot that people never
 * see (bots fill it) and how long the form was open. The server accepts messages without them.
 */
export const HONEYPOT_FIELD = 'website';
export const ELAPSED_FIELD = 'elapsedMs';
export interface ContactAbuseSignals {
  [HONEYPOT_FIELD]: string;
  [ELAPSED_FIELD]: number;
}
export type ContactSubmit = z.output<typeof contactSubmitSchema>;

/** Body of the admin create/update calls on /backend/admin/contacts.php (snake_case). */
export const adminContactSchema = z.object({
  name: requiredText(LIMITS.name),
  phone: phoneField,
  email: optionalEmail,
  service: optionalText(LIMITS.service),
  message: optionalText(LIMITS.message, { multiline: true }),
  preferred_time: optionalText(LIMITS.preferredTime),
  urgency,
});
export type AdminContactInput = z.input<typeof adminContactSchema>;
export type AdminContact = z.output<typeof adminContactSchema>;

/** A stored contact message as the admin list returns it. */
export interface ContactMessage extends AdminContact {
  id: number;
  created_at: string;
  /** The service as a key whatever language it was asked in; null when `service` names none. */
  service_key: Category | null;
  /** The customer the message belongs to (all messages of one phone number); null for spam. */
  customer_id: number | null;
  /** The messages screen's additions: where the request stands, whether someone opened it, how many notes. */
  status: MessageStatus;
  read: boolean;
  notes_count: number;
  /** Why it was held as spam ('' for a message in the inbox). */
  spam_reason: SpamReason | '';
  /** Where it came from: the home page's form, the contact page's, the site's (page not said), the office. */
  source: MessageSource;
  /** True for a message the demo added (SEED_DEMO); an owner removes them all at once. */
  demo?: boolean;
}
