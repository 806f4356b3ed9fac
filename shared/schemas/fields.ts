import { z } from 'zod';

/** Arabic-Indic and Persian digits typed on an Arabic keyboard become ASCII digits. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

export const LIMITS = {
  name: 100,
  phone: 20,
  email: 254,
  service: 100,
  message: 5000,
  preferredTime: 100,
  title: 200,
  location: 200,
  description: 5000,
  testimonial: 2000,
  clientName: 100,
  duration: 100,
  image: 500,
  search: 200,
  note: 2000,
} as const;

/**
 * Characters no text field takes: C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F) except
 * tab, and except line breaks (LF, CR) in multi-line fields. They are invisible, some databases
 * cannot store them (PostgreSQL has no NUL) and they can hide or break what the office reads.
 * Everything else is kept exactly as sent: Arabic, emoji, combining marks and the direction marks
 * U+200E, U+200F and U+061C.
 */
// Control characters are what these patterns are about.
/* eslint-disable no-control-regex */
const CONTROL_SINGLE_LINE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/;
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
/** Half of a surrogate pair without its other half: not a character; stored, it turns into U+FFFD. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/**
 * The one rule every text value passes before anything else (trimming included, so a control
 * character at an edge is refused rather than silently dropped).
 */
export const cleanString = ({ multiline = false, typeMessage = 'invalid_type' } = {}) =>
  z
    .string(typeMessage)
    .refine((v) => !(multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(v), {
      message: multiline ? 'control_character_multiline' : 'control_character',
      abort: true,
    })
    .refine((v) => !UNPAIRED_SURROGATE.test(v), { message: 'unpaired_surrogate', abort: true });

interface TextOptions {
  /** Line breaks allowed (messages, descriptions, testimonials). */
  multiline?: boolean;
}
export const requiredText = (max: number, { multiline }: TextOptions = {}) =>
  cleanString({ multiline }).trim().min(1, 'required').max(max, 'too_long');
export const optionalText = (max: number, { multiline }: TextOptions = {}) =>
  cleanString({ multiline }).trim().max(max, 'too_long').optional().default('');

/** A phone number: digits with optional leading +, spaces, dashes and brackets; 7 to 15 digits. */
export const phoneField = cleanString({ typeMessage: 'required' })
  .transform(toAsciiDigits)
  .pipe(
    z
      .string()
      .trim()
      .min(1, 'required')
      .max(LIMITS.phone, 'too_long')
      .regex(/^\+?[\d\s()-]+$/, 'invalid_phone')
      .refine((v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 7 && digits <= 15;
      }, 'invalid_phone'),
  );

/** Optional email: empty, or a valid address. */
export const optionalEmail = cleanString()
  .trim()
  .max(LIMITS.email, 'too_long')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'invalid_email')
  .optional()
  .default('');
