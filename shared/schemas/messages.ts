import { z } from 'zod';
import { CONTACT_FOLDERS, CONTACT_SORTS, MESSAGE_STATUSES, URGENCIES, type Category } from '../constants';
import { cleanString, LIMITS, requiredText } from './fields';
import { pagingSchema } from './paging';

/** A calendar date (yyyy-mm-dd) of a filter. */
export const isoDate = z
  .string('invalid_date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'invalid_date',
  );

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, 'invalid_choice');

/** Filters of the messages' list and export (query strings; every one optional). */
export const contactFiltersSchema = z.object({
  q: cleanString().max(LIMITS.search, 'too_long').optional().default(''),
  status: choice(MESSAGE_STATUSES).optional(),
  service: cleanString().max(LIMITS.service, 'too_long').optional(),
  urgency: choice(URGENCIES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  folder: choice(CONTACT_FOLDERS).optional().default('inbox'),
  sort: choice(CONTACT_SORTS).optional().default('newest'),
});
export type ContactFilters = z.output<typeof contactFiltersSchema>;

/** GET /backend/admin/contacts.php: the original paging (page, limit) plus the messages screen's filters. */
export const contactListQuerySchema = pagingSchema.extend(contactFiltersSchema.shape);

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)], 'invalid_flag').transform(Boolean);

/** POST /backend/admin/contact-status.php?id=N: any of status, read and spam. */
export const contactStatusSchema = z.object({
  status: choice(MESSAGE_STATUSES).optional(),
  read: flag.optional(),
  spam: flag.optional(),
});

/** POST /backend/admin/contact-notes.php?contact_id=N. */
export const contactNoteSchema = z.object({
  body: requiredText(LIMITS.note, { multiline: true }),
});

export const contactIdQuerySchema = z.object({
  contact_id: z
    .string('invalid_number')
    .regex(/^\d{1,9}$/, 'invalid_number')
    .transform(Number),
});

export interface ContactNote {
  id: number;
  body: string;
  author: { email: string };
  created_at: string;
}

export interface ContactStats {
  /** Inbox messages nobody has opened yet. */
  unread: number;
  /** New messages (inbox) in the last 30 days, and in the 30 days before. */
  last30: number;
  previous30: number;
  byStatus: Record<(typeof MESSAGE_STATUSES)[number], number>;
  /** By service key, whatever language each was asked in; null counts messages naming no known service. */
  byService: { service: Category | null; count: number }[];
  /** done / (done + lost), or null when nothing is finished yet. */
  doneShare: number | null;
}
