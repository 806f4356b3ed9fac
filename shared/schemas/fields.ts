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
} as const;

export const requiredText = (max: number) => z.string('invalid_type').trim().min(1, 'required').max(max, 'too_long');
export const optionalText = (max: number) =>
  z.string('invalid_type').trim().max(max, 'too_long').optional().default('');

/** A phone number: digits with optional leading +, spaces, dashes and brackets; 7 to 15 digits. */
export const phoneField = z
  .string('required')
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
export const optionalEmail = z
  .string('invalid_type')
  .trim()
  .max(LIMITS.email, 'too_long')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'invalid_email')
  .optional()
  .default('');
