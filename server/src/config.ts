import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LIMITS } from '@shared/schemas';
import { z } from 'zod';
import { passwordProblem } from './auth/password-policy';
import { isInMemorySqlite, sqliteFile } from './db/database-url';
import { bucketAddress, parseStorageUrl, type S3StorageConfig } from './uploads/storage-url';

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
  trustProxy: boolean;
  logLevel: string;
  /** Built public site (static files) and admin build. */
  siteDir: string;
  adminDir: string;
  limits: SecurityLimits;
  /** The password hasher's worker threads and how many anonymous sign-ins may wait for them (auth/password.ts). */
  passwordHashing: { threads: number; anonymousQueue: number };
  /** Days a message held as spam is kept before the server deletes it. */
  spamRetentionDays: number;
  /** Days an audit entry is kept before the server deletes it. */
  auditRetentionDays: number;
  /** E-mail to the office about each new message; null (nothing sent) without SMTP_URL and NOTIFY_EMAIL_TO. */
  notifyEmail: NotifyEmailConfig | null;
  /** The server's own backups on a schedule (backup/schedule.ts). */
  backup: BackupConfig;
}

export interface BackupConfig {
  /**
   * Where every backup goes, automatic or by hand (npm run backup), whether or not the automatic
   * ones are on: BACKUP_DIR (a folder, or a bucket's `s3://bucket/prefix`), else DATA_DIR/backups.
   */
  destination: { where: string; bucket: S3StorageConfig | null };
  /**
   * Where the automatic backups go, null when they are off: a folder (absolute path), or a bucket's
   * `s3://bucket/prefix` (then `bucket` says how to reach it).
   */
  where: string | null;
  /** BACKUP_DIR=s3://…: the archives are uploaded to this bucket's prefix; null for a folder. */
  bucket: S3StorageConfig | null;
  /** A backup when the last good one is this many hours old. */
  everyHours: number;
  /** Archives kept in the folder (or the bucket's prefix): after a good backup, those beyond the newest `keep` are deleted. */
  keep: number;
}

export interface NotifyEmailConfig {
  /** smtp:// or smtps:// with the account in it: a secret, never logged, stored or shown. */
  smtpUrl: string;
  to: string[];
  from: string;
}

/** Session lifetimes and abuse limits (all configurable; defaults follow OWASP ASVS level 2). */
export interface SecurityLimits {
  sessionIdleMs: number;
  sessionMaxMs: number;
  contactRateLimit: number;
  contactRateWindowMs: number;
  contactMinFillMs: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  loginDelayBaseMs: number;
  /** Failed sign-ins across all addresses in `loginWindowMs` after which unknown devices pause. */
  loginGlobalMaxFailures: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const count = (fallback: number) =>
  z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).default(fallback);

/** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    return false; // a broken %-escape in the account
  }
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

const emailAddress = z.email();
/** "a@x.sa, b@x.sa" → ["a@x.sa", "b@x.sa"]; every entry must be an address. */
const emailList = z
  .string()
  .transform((v) => v.split(',').map((a) => a.trim()))
  .refine(
    (list) => list.every((a) => emailAddress.safeParse(a).success),
    'must be e-mail addresses separated by commas',
  );

const envSchema = z.object({
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
  const destination = backupDestination(cleaned, dataDir);
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
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    siteDir: path.resolve(e.SITE_DIR ?? path.join(projectRoot, 'dist/site/client')),
    adminDir: path.resolve(e.ADMIN_DIR ?? path.join(projectRoot, 'dist/admin')),
    spamRetentionDays: e.SPAM_RETENTION_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    notifyEmail:
      e.SMTP_URL && e.NOTIFY_EMAIL_TO
        ? {
            smtpUrl: e.SMTP_URL,
            to: e.NOTIFY_EMAIL_TO,
            from: e.NOTIFY_EMAIL_FROM ?? senderFor(e.SMTP_URL, e.NOTIFY_EMAIL_TO),
          }
        : null,
    limits: {
      sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
      contactRateLimit: e.CONTACT_RATE_LIMIT,
      contactRateWindowMs: e.CONTACT_RATE_WINDOW_MINUTES * 60_000,
      contactMinFillMs: e.CONTACT_MIN_FILL_SECONDS * 1000,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
      loginDelayBaseMs: e.LOGIN_DELAY_BASE_MS,
      loginGlobalMaxFailures: e.LOGIN_GLOBAL_MAX_FAILURES,
    },
    passwordHashing: hashingOptions(e.LOGIN_HASH_THREADS, e.LOGIN_HASH_QUEUE),
    backup: {
      destination,
      ...backupPlace(cleaned, e.BACKUP_EVERY_HOURS, e.NODE_ENV, destination),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
    },
  };
}

/**
 * The site's address without a trailing slash: PUBLIC_BASE_URL, else this machine on the port the
 * server listens on (`PORT=3900 npm start` links to http://localhost:3900; port 0 picks a free one,
 * which no link can name in advance, so it keeps 3000).
 */
function publicBaseUrl(configured: string | undefined, port: number): string {
  if (configured !== undefined) return configured.replace(/\/+$/, '');
  return `http://localhost:${port === 0 ? 3000 : port}`;
}

/** Where backups go: BACKUP_DIR (a folder or s3://bucket/prefix), else DATA_DIR/backups. */
function backupDestination(env: Record<string, string | undefined>, dataDir: string): BackupConfig['destination'] {
  const dir = env.BACKUP_DIR;
  if (dir?.startsWith('s3://')) {
    const parsed = parseStorageUrl(dir, env, 'BACKUP_DIR');
    if ('problem' in parsed) throw new ConfigError([parsed.problem]);
    return { where: bucketAddress(parsed.storage), bucket: parsed.storage };
  }
  return { where: dir === undefined ? path.join(dataDir, 'backups') : path.resolve(dir), bucket: null };
}

/**
 * The automatic backups go to the destination — on unless BACKUP_EVERY_HOURS=0, so an office that
 * never thinks of backups still has them. Tests (NODE_ENV=test) make none unless they name a BACKUP_DIR.
 */
function backupPlace(
  env: Record<string, string | undefined>,
  everyHours: number,
  nodeEnv: Config['nodeEnv'],
  destination: BackupConfig['destination'],
): Pick<BackupConfig, 'where' | 'bucket'> {
  if (everyHours === 0 || (nodeEnv === 'test' && env.BACKUP_DIR === undefined)) return { where: null, bucket: null };
  return destination;
}

const STORAGE_VARIABLES = [
  'STORAGE_URL',
  'AWS_ENDPOINT_URL',
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
];
const DATA_VARIABLES = ['DATA_DIR', 'DATABASE_URL', 'BACKUP_DIR', ...STORAGE_VARIABLES];

/**
 * The variables that say where the data is and where backups go (DATA_DIR, DATABASE_URL,
 * BACKUP_DIR, STORAGE_URL and its AWS ones): what the backup commands read, so that they do not fail
 * on settings they do not use (e-mail, secrets).
 */
export function dataEnv(env: Record<string, string | undefined> = process.env): Record<string, string | undefined> {
  return Object.fromEntries(DATA_VARIABLES.map((name) => [name, env[name]]));
}

/** STORAGE_URL's bucket and how to reach it (already checked by combinationProblems), else null. */
function storageSettings(env: Record<string, string | undefined>): S3StorageConfig | null {
  if (env.STORAGE_URL === undefined) return null;
  const parsed = parseStorageUrl(env.STORAGE_URL, env);
  if ('problem' in parsed) throw new ConfigError([parsed.problem]);
  return parsed.storage;
}

/** One hashing thread for every two cores by default; four anonymous sign-ins may wait per thread. */
function hashingOptions(
  threads = Math.max(1, Math.floor(availableParallelism() / 2)),
  queue = threads * 4,
): Config['passwordHashing'] {
  return { threads, anonymousQueue: queue };
}

/**
 * The From of the office's e-mail when NOTIFY_EMAIL_FROM is unset: the SMTP account when it is an
 * address (most providers accept only the signed-in address as sender), else the first recipient.
 */
function senderFor(smtpUrl: string, to: string[]): string {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return emailAddress.safeParse(user).success ? user : to[0]!;
}

/**
 * BACKUP_DIR=s3://…: STORAGE_URL's rules and AWS variables; not the uploads' own prefix (a backup
 * copies every object of it: the archives there would be copied into every next archive).
 */
function backupBucketProblems(value: string, env: Record<string, string | undefined>): string[] {
  const backups = parseStorageUrl(value, env, 'BACKUP_DIR');
  // The AWS variables' own problem is STORAGE_URL's too: said once.
  if ('problem' in backups)
    return env.STORAGE_URL !== undefined && !backups.problem.startsWith('BACKUP_DIR') ? [] : [backups.problem];
  const uploads = env.STORAGE_URL === undefined ? null : parseStorageUrl(env.STORAGE_URL, env);
  if (uploads && 'storage' in uploads) {
    const { bucket, prefix } = uploads.storage;
    if (bucket === backups.storage.bucket && prefix === backups.storage.prefix) {
      return ["BACKUP_DIR: must not be STORAGE_URL's own prefix (every backup would copy the older ones)"];
    }
  }
  return [];
}

/** Whether an http(s) URL names this machine: localhost, 127.0.0.0/8 or [::1] (the parser writes 127.1 as 127.0.0.1). */
function isLoopbackUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { hostname } = new URL(value);
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** Settings that are each valid but cannot work together (read from the raw strings, so they are
 * listed beside any format problems). */
function combinationProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const { ADMIN_EMAIL, ADMIN_PASSWORD, NODE_ENV, SESSION_SECRET, PUBLIC_BASE_URL, TRUST_PROXY } = env;
  const { SMTP_URL, NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM } = env;
  if ((ADMIN_EMAIL === undefined) !== (ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  } else if (env.ADMIN_NAME !== undefined && ADMIN_EMAIL === undefined) {
    problems.push('ADMIN_NAME: only used with ADMIN_EMAIL and ADMIN_PASSWORD (the name of that account)');
  }
  // E-mail to the office needs both where to send (NOTIFY_EMAIL_TO) and how (SMTP_URL).
  if ((SMTP_URL === undefined) !== (NOTIFY_EMAIL_TO === undefined)) {
    problems.push('SMTP_URL and NOTIFY_EMAIL_TO: set both (e-mail to the office) or neither (no e-mail)');
  } else if (NOTIFY_EMAIL_FROM !== undefined && SMTP_URL === undefined) {
    problems.push('NOTIFY_EMAIL_FROM: only used with SMTP_URL and NOTIFY_EMAIL_TO');
  }
  // A backup copies DATA_DIR/uploads: archives inside it would be copied into every next archive.
  const { BACKUP_DIR, DATA_DIR } = env;
  if (BACKUP_DIR?.startsWith('s3://')) {
    problems.push(...backupBucketProblems(BACKUP_DIR, env));
  } else if (BACKUP_DIR !== undefined) {
    const uploads = path.resolve(DATA_DIR ?? './data', 'uploads');
    const relative = path.relative(uploads, path.resolve(BACKUP_DIR));
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
      problems.push('BACKUP_DIR: must not be inside DATA_DIR/uploads (every backup would copy the older ones)');
    }
  }
  // Uploads in a bucket: its URL and keys (the messages never echo a key).
  if (env.STORAGE_URL !== undefined) {
    const storage = parseStorageUrl(env.STORAGE_URL, env);
    if ('problem' in storage) problems.push(storage.problem);
  }
  const weak = ADMIN_PASSWORD === undefined ? null : passwordProblem(ADMIN_PASSWORD, ADMIN_EMAIL);
  if (weak) problems.push(`ADMIN_PASSWORD: ${weak}`);
  if (NODE_ENV === 'production' && !SESSION_SECRET) {
    problems.push(
      'SESSION_SECRET: required in production (the same value on every instance, kept across restarts). An ' +
        'installation that ran without it keeps its key in DATA_DIR/session-secret: use that value, and nobody is ' +
        'signed out',
    );
  }
  // In production the site's address is what visitors and search engines get (canonical links, the
  // sitemap, e-mail links) and what sign-ins travel over: plain HTTP only for this machine's own, to
  // try a production build locally.
  if (NODE_ENV === 'production' && PUBLIC_BASE_URL?.startsWith('http:') && !isLoopbackUrl(PUBLIC_BASE_URL)) {
    problems.push(
      'PUBLIC_BASE_URL: must be https:// in production (TLS in a reverse proxy, with TRUST_PROXY=true); http:// is only for localhost, 127.x.x.x or [::1]',
    );
  }
  // The server itself speaks plain HTTP: only a TLS proxy it trusts (X-Forwarded-Proto) can tell it a
  // request was HTTPS, and without that the Secure session cookie cannot be set, so sign-in would fail.
  if (PUBLIC_BASE_URL?.startsWith('https:') && !['true', '1', 'yes'].includes(TRUST_PROXY ?? '')) {
    problems.push(
      'PUBLIC_BASE_URL: https:// needs TRUST_PROXY=true (TLS ends in a reverse proxy that sends X-Forwarded-Proto: https); without it the session cookie cannot be Secure and sign-in fails',
    );
  }
  return problems;
}
