import { z } from 'zod';
import { cleanString, LIMITS } from './fields';

const address = cleanString({ typeMessage: 'required' })
  .trim()
  .toLowerCase()
  .max(LIMITS.email, 'too_long')
  .refine((v) => z.email().safeParse(v).success, 'invalid_email');

/**
 * POST /backend/admin/notification-settings.php: how the office's e-mail is sent, set by an owner in
 * the settings screen. The password is kept when none is sent (the screen never gets it back).
 */
export const emailSettingsSchema = z.object({
  host: cleanString({ typeMessage: 'required' })
    .trim()
    .min(1, 'required')
    .max(253, 'too_long')
    .regex(/^[\w.-]+$/, 'invalid_choice'),
  port: z.number('invalid_type').int('invalid_type').min(1, 'out_of_range').max(65535, 'out_of_range'),
  /** TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it. */
  secure: z.boolean('invalid_flag'),
  user: cleanString({ typeMessage: 'required' }).trim().max(LIMITS.email, 'too_long'),
  password: cleanString({ typeMessage: 'required' }).max(1024, 'too_long').optional(),
  sender: address,
  recipients: z.array(address, 'required').min(1, 'required').max(10, 'too_many'),
});
export type EmailSettingsInput = z.input<typeof emailSettingsSchema>;
export type EmailSettings = z.output<typeof emailSettingsSchema>;

/** The e-mail settings as the screen sees them: never the password, only whether one is kept. */
export interface EmailSettingsView {
  /** Where the settings in force come from: the server's variables win over the screen's. */
  source: 'environment' | 'screen' | 'none';
  /** What the screen saved (null when nothing was), shown in its form. */
  saved: (Omit<EmailSettings, 'password'> & { passwordSet: boolean }) | null;
}

/**
 * GET /backend/admin/notifications.php: how the office is told of new messages. Never carries a
 * secret: the SMTP account's password stays on the server, and errors are stored without it.
 */
export interface NotificationStatus {
  email: {
    /** E-mail is on: SMTP_URL and NOTIFY_EMAIL_TO are set, or an owner set it in the settings screen. */
    configured: boolean;
    /** How many addresses receive the e-mail. */
    recipients: number;
    lastSentAt: string | null;
    /** E-mails not sent yet (new ones and ones waiting for another attempt). */
    waiting: number;
    /** Of those, how many failed at least once. */
    failing: number;
    /** Why the latest failed attempt failed ('' when nothing is failing). */
    lastError: string;
    lastFailedAt: string | null;
    settings: EmailSettingsView;
  };
}
