import path from 'node:path';
import type { S3StorageConfig } from './uploads/storage-url';
import { backupSettings, type BackupConfig } from './config/backup';
import { combinationProblems } from './config/combinations';
import { ConfigError } from './config/config-error';
import { notifyEmailSettings, type NotifyEmailConfig } from './config/email';
import { envSchema } from './config/env-schema';
import { hashingOptions, securityLimits, type PasswordHashing, type SecurityLimits } from './config/limits';
import { publicBaseUrl } from './config/public-address';
import { dataEnv, storageSettings } from './config/storage';
import { whatsappSettings, type WhatsAppConfig } from './config/whatsapp';

// The settings' one entry: every other module imports these from here, never from config/.
export { ConfigError, dataEnv };
export type { BackupConfig, NotifyEmailConfig, SecurityLimits, WhatsAppConfig };

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** STORAGE_URL=s3://…: uploads in that bucket instead of `uploadsDir` (uploads/storage.ts); null without it. */
  storage: S3StorageConfig | null;
  /** sqlite file path or postgres:// URL. */
  databaseUrl: string;
  /** SESSION_SECRET; when unset, start-up generates one kept in DATA_DIR (see data-dir.ts). */
  sessionSecret: string | undefined;
  publicBaseUrl: string;
  /** Clients reach the site over HTTPS (PUBLIC_BASE_URL is https://): the one source of that fact. */
  https: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** ADMIN_NAME: the name the ADMIN_EMAIL account gets when it has none yet. */
  adminName: string | undefined;
  seedDemo: boolean;
  /** The second-factor policy until an owner sets it (MFA_POLICY_DEFAULT; auth/second-factor/policy.ts). */
  mfaRequiredByDefault: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** Built public site (static files) and admin build. */
  siteDir: string;
  adminDir: string;
  limits: SecurityLimits;
  /** The password hasher's worker threads and how many anonymous sign-ins may wait for them (auth/password.ts). */
  passwordHashing: PasswordHashing;
  /** Days a message held as spam is kept before the server deletes it. */
  spamRetentionDays: number;
  /** Days an audit entry is kept before the server deletes it. */
  auditRetentionDays: number;
  /** E-mail to the office about each new message; null (nothing sent) without SMTP_URL and NOTIFY_EMAIL_TO. */
  notifyEmail: NotifyEmailConfig | null;
  /** WhatsApp Business Cloud API for the customers' confirmations and reminders; null (none sent) when not set up. */
  whatsapp: WhatsAppConfig | null;
  /** The server's own backups on a schedule (backup/schedule.ts). */
  backup: BackupConfig;
}

// This file sits two folders below the project in the sources and in the bundle (dist/server).
const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Reads and validates the environment, listing every problem at once. Touches nothing: the folders
 * and the generated session secret are made by start-up (data-dir.ts).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  problems.push(...combinationProblems(cleaned));
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;

  const dataDir = path.resolve(e.DATA_DIR);
  const backup = backupSettings(cleaned, e, dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    storage: storageSettings(cleaned),
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.sqlite')}`,
    sessionSecret: e.SESSION_SECRET,
    publicBaseUrl: publicBaseUrl(e.PUBLIC_BASE_URL, e.PORT),
    https: e.PUBLIC_BASE_URL?.startsWith('https:') ?? false,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminName: e.ADMIN_NAME,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    mfaRequiredByDefault: e.MFA_POLICY_DEFAULT === 'required',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    siteDir: path.resolve(e.SITE_DIR ?? path.join(projectRoot, 'dist/site/client')),
    adminDir: path.resolve(e.ADMIN_DIR ?? path.join(projectRoot, 'dist/admin')),
    spamRetentionDays: e.SPAM_RETENTION_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    notifyEmail: notifyEmailSettings(e),
    whatsapp: whatsappSettings(e),
    limits: securityLimits(e),
    passwordHashing: hashingOptions(e.LOGIN_HASH_THREADS, e.LOGIN_HASH_QUEUE),
    backup,
  };
}
