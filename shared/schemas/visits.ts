import { z } from 'zod';
import {
  CATEGORIES,
  MAX_VISIT_PRICE_SAR,
  VISIT_PRIORITIES,
  VISIT_STATUSES,
  type Category,
  type VisitPriority,
  type VisitStatus,
} from '../constants';
import { cleanString, LIMITS, optionalText, requiredText, toAsciiDigits } from './fields';
import { isoDate } from './messages';
import { pagingSchema } from './paging';

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, 'invalid_choice');

/** A time of day in Saudi time, HH:MM on the 24-hour clock (Arabic-Indic digits accepted). */
export const clockTime = z
  .string('invalid_time')
  .transform(toAsciiDigits)
  .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time'));

/** Minutes since midnight of an HH:MM time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The body of a new visit (POST /backend/admin/visits.php) and of its edit: the day and time window
 * in Saudi time (the window ends after it starts, within the day), where, which service, which team,
 * the quoted price in whole riyals, and notes. `contact_id` is the message it answers.
 * `confirm_overlap`: saved although the team has another visit in that window (asked first).
 */
export const visitSchema = z
  .object({
    contact_id: z.number('invalid_number').int('invalid_number').min(1, 'invalid_number'),
    date: isoDate,
    from: clockTime,
    to: clockTime,
    team: requiredText(LIMITS.name),
    price: z
      .number('invalid_number')
      .int('invalid_number')
      .min(0, 'out_of_range')
      .max(MAX_VISIT_PRICE_SAR, 'out_of_range'),
    address: requiredText(LIMITS.location),
    district: optionalText(LIMITS.location),
    service_key: choice(CATEGORIES),
    priority: choice(VISIT_PRIORITIES).optional().default('normal'),
    status: choice(VISIT_STATUSES).optional().default('pending'),
    notes: optionalText(LIMITS.note, { multiline: true }),
    confirm_overlap: z.boolean('invalid_flag').optional().default(false),
  })
  .refine((v) => minutesOf(v.to) > minutesOf(v.from), { message: 'ends_before_start', path: ['to'] });
export type VisitInput = z.input<typeof visitSchema>;
/** A visit's body as the server has checked it (defaults filled in). */
export type VisitBody = z.output<typeof visitSchema>;

/** GET /backend/admin/visits.php: a range of Saudi days (inclusive), status, priority, team, search. */
export const visitListQuerySchema = pagingSchema.extend({
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: choice(VISIT_STATUSES).optional(),
  priority: choice(VISIT_PRIORITIES).optional(),
  team: cleanString().trim().max(LIMITS.name, 'too_long').optional(),
  q: cleanString().max(LIMITS.search, 'too_long').optional().default(''),
});
export type VisitFilters = z.output<typeof visitListQuerySchema>;

/** A visit as the calls answer it: the body's fields, its customer and their number, and when. */
export interface Visit {
  id: number;
  customer_id: number;
  contact_id: number | null;
  customer_name: string;
  phone: string;
  date: string;
  from: string;
  to: string;
  team: string;
  price: number;
  address: string;
  district: string;
  service_key: Category;
  priority: VisitPriority;
  status: VisitStatus;
  notes: string;
  created_at: string;
  updated_at: string;
}

/** Two windows of one day overlap when each starts before the other ends (touching ends do not). */
export function windowsOverlap(a: { from: string; to: string }, b: { from: string; to: string }): boolean {
  return minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to);
}
