/** Fixed values (languages, themes, categories, defaults, limits) used by more than one part. */

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

/** Keys under which the public site keeps the visitor's choices in localStorage. */
export const STORAGE_KEYS = { language: 'language', theme: 'theme' } as const;

export const CATEGORIES = ['cleaning', 'marble', 'moving', 'maintenance', 'gardens', 'additional'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'cleaning';

export const URGENCIES = ['normal', 'urgent', 'emergency'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const DEFAULT_URGENCY: Urgency = 'normal';

export const ADMIN_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;

/** Largest accepted upload, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Total pages of a paged admin list: ceiling(total / size), at least 1. */
export function totalPages(total: number, pageSize: number = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Where a message stands in the office's work; any status can follow any other. */
export const MESSAGE_STATUSES = ['new', 'contacted', 'scheduled', 'done', 'lost'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Why a message was held as spam: the hidden field was filled, it was sent faster than a person
 * types, or someone in the office marked it.
 */
export const SPAM_REASONS = ['honeypot', 'too_fast', 'marked'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** The inbox (messages to work) and the spam folder (messages held back). */
export const CONTACT_FOLDERS = ['inbox', 'spam'] as const;
export type ContactFolder = (typeof CONTACT_FOLDERS)[number];

export const CONTACT_SORTS = ['newest', 'oldest', 'urgency'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/**
 * Where a customer stands, derived from their requests (never typed in), first rule that holds:
 * - vip: at least VIP_DONE_REQUESTS of their requests were done (jobs the company finished);
 * - new: their first contact was within the last NEW_CUSTOMER_DAYS days;
 * - active: their last contact was within the last ACTIVE_CUSTOMER_DAYS days;
 * - inactive: anyone else.
 */
export const CUSTOMER_STATUSES = ['vip', 'new', 'active', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const VIP_DONE_REQUESTS = 3;
export const NEW_CUSTOMER_DAYS = 30;
export const ACTIVE_CUSTOMER_DAYS = 180;

/** Where a scheduled visit stands (the visits screen's statuses); any status can follow any other. */
export const VISIT_STATUSES = ['pending', 'confirmed', 'in-progress', 'completed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const VISIT_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type VisitPriority = (typeof VISIT_PRIORITIES)[number];
/** Largest quoted price of one visit, in riyals (a whole villa's works stays well below it). */
export const MAX_VISIT_PRICE_SAR = 1_000_000;

/**
 * Where a message came from: the home page's form, the contact page's form, the site's form without
 * saying which page (sent before pages were recorded, or by a client that does not say), typed in
 * by the office, or a booking made on the site (each booking arrives as a message).
 */
export const MESSAGE_SOURCES = ['home', 'contact', 'site', 'office', 'booking'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

/** The office's clock: dates typed in filters and shown in figures are Saudi dates (UTC+3, no DST). */
export const OFFICE_UTC_OFFSET_MINUTES = 180;
/** The same clock as a time zone, for showing moments as the office reads them (Intl's `timeZone`). */
export const OFFICE_TIME_ZONE = 'Asia/Riyadh';

/** Minimum length of a staff password (OWASP ASVS 2.1.1). */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * What the audit log records (server/src/audit): sign-in and sessions, accounts, every change of
 * contact messages and portfolio items, uploads and exports.
 */
export const AUDIT_ACTIONS = [
  'signin.succeeded',
  'signin.failed',
  'signout',
  'session.ended',
  'session.expired',
  'password.changed',
  'password.reset',
  'account.added',
  'account.updated',
  'account.disabled',
  'account.enabled',
  'account.role',
  'access.denied',
  'mfa.enabled',
  'mfa.disabled',
  'mfa.reset',
  'mfa.failed',
  'mfa.recovery_used',
  'mfa.policy',
  'mfa.passkey_added',
  'mfa.passkey_renamed',
  'mfa.passkey_removed',
  'contact.created',
  'contact.updated',
  'contact.deleted',
  'contact.status',
  'note.added',
  'customer.merged',
  'customer.split',
  'visit.created',
  'visit.updated',
  'visit.deleted',
  'booking.confirmed',
  'booking.proposed',
  'booking.declined',
  'booking.cancelled',
  'booking.accepted',
  'portfolio.created',
  'portfolio.updated',
  'portfolio.deleted',
  'image.uploaded',
  'contacts.exported',
  'audit.exported',
  'content.published',
  'content.restored',
  'settings.changed',
  'email.tested',
  'demo.removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** Who did it: a staff account, a visitor of the site (the contact form), or the server itself. */
export const AUDIT_ACTOR_KINDS = ['admin', 'visitor', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
export const AUDIT_TARGET_TYPES = [
  'account',
  'contact',
  'customer',
  'visit',
  'booking',
  'portfolio',
  'image',
  'content',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
