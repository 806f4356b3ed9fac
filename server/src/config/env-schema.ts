import { LIMITS } from '@shared/schemas';
import { z } from 'zod';
import { isInMemorySqlite, sqliteFile } from '../db/database-url';
import { emailList, isSmtpUrl } from './email';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const count = (fallback: number) =>
  z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).default(fallback);

/** Every variable the server reads, each checked on its own (combinations.ts checks them together). */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['production', 'development', 'test'], 'must be production, development or test')
    .default('development'),
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .pipe(z.number().int().min(0).max(65535, 'must be a port number'))
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^(postgres|postgresql):\/\//.test(v) || /^sqlite:/.test(v), 'must be postgres://… or sqlite:<file>')
    // Everything would be lost at a restart, and the session reads' own connection (db/read-connection.ts)
    // would open a second, empty database.
    .refine((v) => {
      const file = sqliteFile(v);
      return file === null || !isInMemorySqlite(file);
    }, 'must name a file: an in-memory database loses everything at a restart')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_BASE_URL: z.url('must be an absolute http(s) URL').optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  ADMIN_NAME: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(LIMITS.name, `must be at most ${LIMITS.name} characters`)
    .optional(),
  SEED_DEMO: bool.optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_DIR: z.string().optional(),
  SESSION_IDLE_MINUTES: count(30),
  SESSION_MAX_HOURS: count(12),
  CONTACT_RATE_LIMIT: count(5),
  CONTACT_RATE_WINDOW_MINUTES: count(10),
  CONTACT_MIN_FILL_SECONDS: count(3),
  BOOKING_PAGE_RATE_LIMIT: count(60),
  // Spam is deleted this many days after it arrived, never sooner (at least one day).
  SPAM_RETENTION_DAYS: z
    .string()
    .regex(/^[1-9]\d*$/, 'must be a whole number of days, at least 1')
    .transform(Number)
    .default(90),
  AUDIT_RETENTION_DAYS: z
    .string()
    .regex(/^[1-9]\d*$/, 'must be a whole number of days, at least 1')
    .transform(Number)
    .default(365),
  LOGIN_MAX_FAILURES: count(10),
  LOGIN_WINDOW_MINUTES: count(15),
  LOGIN_DELAY_BASE_MS: count(250),
  LOGIN_GLOBAL_MAX_FAILURES: count(100),
  MFA_MAX_FAILURES: count(5),
  MFA_POLICY_DEFAULT: z.enum(['required', 'optional']).default('required'),
  LOGIN_HASH_THREADS: z
    .string()
    .regex(/^[1-9]\d*$/, 'must be a whole number, at least 1')
    .transform(Number)
    .optional(),
  LOGIN_HASH_QUEUE: z
    .string()
    .regex(/^[1-9]\d*$/, 'must be a whole number, at least 1')
    .transform(Number)
    .optional(),
  ADMIN_DIR: z.string().optional(),
  // The messages never echo the value: it holds the SMTP password.
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, 'must be smtp://user:password@host:587 or smtps://user:password@host:465')
    .optional(),
  NOTIFY_EMAIL_TO: emailList.optional(),
  NOTIFY_EMAIL_FROM: z.email('must be an email address').optional(),
  // WhatsApp Business Cloud API (config/whatsapp.ts). The messages never echo the token or secrets.
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, 'must be the number id Meta shows (digits)')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(20, 'must be the access token Meta issued').optional(),
  WHATSAPP_APP_SECRET: z.string().min(16, "must be the app's secret Meta shows").optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_API_URL: z.url('must be an absolute http(s) URL').optional(),
  WHATSAPP_TEMPLATE_CONFIRMED: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lowercase letters, digits, _)')
    .default('booking_confirmed'),
  WHATSAPP_TEMPLATE_REMINDER: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lowercase letters, digits, _)')
    .default('booking_reminder'),
  // A folder, or s3://bucket/prefix (checked by combinationProblems, as STORAGE_URL); no other URL.
  BACKUP_DIR: z
    .string()
    .refine(
      (v) => v.startsWith('s3://') || !/^[a-z][a-z0-9+.-]*:\/\//i.test(v),
      'must be a folder or an s3://bucket/prefix address',
    )
    .optional(),
  // 0 turns the automatic backups off.
  BACKUP_EVERY_HOURS: count(24),
  BACKUP_KEEP: z
    .string()
    .regex(/^[1-9]\d*$/, 'must be a whole number, at least 1')
    .transform(Number)
    .default(14),
});

/** The variables as read: numbers, lists and switches already converted, defaults filled in. */
export type Env = z.output<typeof envSchema>;
