import { z } from 'zod';
import { CATEGORIES, LANGUAGES, type Category, type Language } from '../constants';
import { cleanString, LIMITS, optionalEmail, optionalText, phoneField, requiredText, toAsciiDigits } from './fields';
import { isoDate } from './messages';
import { clockTime, minutesOf } from './visits';

/**
 * Where a booking stands. `requested`: the visitor picked a window, the office has not answered
 * (its window is held until the hold ends); `proposed`: the office offered another window, which
 * the customer may accept; `confirmed`: the office (or the customer, accepting) fixed it and the
 * team has a visit; `declined`: the office said no, with a reason; `cancelled`: the customer
 * withdrew it. `done` is never stored: a confirmed booking whose visit is completed reads as done.
 */
export const BOOKING_STATUSES = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled'] as const;
export type StoredBookingStatus = (typeof BOOKING_STATUSES)[number];
export type BookingStatus = StoredBookingStatus | 'done';
/** The states that still hold (or may still take) a team's time: at most a few per phone number. */
export const OPEN_BOOKING_STATUSES = ['requested', 'proposed', 'confirmed'] as const satisfies StoredBookingStatus[];

/**
 * The smallest piece of a team's day a booking claims: a window of 4 hours claims 8 units, and the
 * database takes each (team, day, unit) once (migration 0022), so two bookings never share one.
 */
export const BOOKING_UNIT_MINUTES = 30;
/** Windows start on the hour, so the list a visitor picks from stays short. */
export const BOOKING_START_STEP_MINUTES = 60;

/** A time a team's day may end at: HH:MM, or 24:00 for midnight. */
const dayEnd = z
  .string('invalid_time')
  .transform(toAsciiDigits)
  .pipe(z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'invalid_time'));
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, 'invalid_choice');

/** A visit's length in minutes: whole units, from half an hour to twelve hours. */
const lengthMinutes = z
  .number('invalid_number')
  .int('invalid_number')
  .min(BOOKING_UNIT_MINUTES, 'out_of_range')
  .max(12 * 60, 'out_of_range')
  .refine((v) => v % BOOKING_UNIT_MINUTES === 0, 'out_of_range');

/**
 * One team the site may book: its name (as the visits screen names teams), the services it does,
 * the days it works (0 = Sunday … 6 = Saturday, Saudi days) and its hours those days.
 */
export const bookingTeamSchema = z
  .object({
    name: requiredText(LIMITS.name),
    services: z.array(choice(CATEGORIES), 'invalid_choice').min(1, 'required'),
    days: z
      .array(z.number('invalid_number').int('invalid_number').min(0, 'out_of_range').max(6, 'out_of_range'))
      .min(1, 'required'),
    from: clockTime,
    to: dayEnd,
  })
  .refine((team) => minutesOf(team.to) > minutesOf(team.from), { message: 'ends_before_start', path: ['to'] });
export type BookingTeam = z.output<typeof bookingTeamSchema>;

/**
 * What the office sets for the site's bookings (managers, in the admin): the teams, each service's
 * visit length in minutes, how many days ahead a visitor may book, how long before a window starts it
 * may still be booked (today's cut-off), and how long a request holds its window unanswered.
 */
export const bookingSettingsSchema = z
  .object({
    teams: z.array(bookingTeamSchema).min(1, 'required').max(20, 'too_many'),
    lengths: z.object(
      Object.fromEntries(CATEGORIES.map((key) => [key, lengthMinutes])) as Record<Category, typeof lengthMinutes>,
    ),
    horizon_days: z.number('invalid_number').int('invalid_number').min(1, 'out_of_range').max(60, 'out_of_range'),
    notice_minutes: z.number('invalid_number').int('invalid_number').min(0, 'out_of_range').max(2880, 'out_of_range'),
    hold_minutes: z.number('invalid_number').int('invalid_number').min(30, 'out_of_range').max(10080, 'out_of_range'),
  })
  .refine((s) => new Set(s.teams.map((t) => t.name)).size === s.teams.length, {
    message: 'duplicate_team',
    path: ['teams'],
  });
export type BookingSettings = z.output<typeof bookingSettingsSchema>;

/** A window of a Saudi day, HH:MM to HH:MM. */
export interface BookingWindow {
  from: string;
  to: string;
}

const dayCount = z
  .string('invalid_number')
  .regex(/^\d{1,2}$/, 'invalid_number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'invalid_number').max(60, 'too_large'));

/** GET /backend/booking-slots.php?service=KEY&from=YYYY-MM-DD&days=N: from today and the whole horizon by default. */
export const bookingSlotsQuerySchema = z.object({
  service: choice(CATEGORIES),
  from: isoDate.optional(),
  days: dayCount.optional(),
});
export interface BookingSlots {
  days: { date: string; windows: BookingWindow[] }[];
}

/**
 * POST /backend/booking_submit.php: the service, a day and the start of one of its windows (the end
 * follows from the service's length), who and where. `lang` is the language the customer is
 * answered in (the page's; the request's Accept-Language when absent); `page` the site's page the
 * form was on (reports say where bookings come from). The contact form's spam fields come along.
 */
export const bookingSubmitSchema = z.object({
  service_key: choice(CATEGORIES),
  date: isoDate,
  from: clockTime,
  name: requiredText(LIMITS.name),
  phone: phoneField,
  district: requiredText(LIMITS.location),
  address: requiredText(LIMITS.location),
  notes: optionalText(LIMITS.note, { multiline: true }),
  email: optionalEmail,
  lang: choice(LANGUAGES).optional(),
  page: cleanString().trim().max(LIMITS.location, 'too_long').optional().default(''),
});
export type BookingSubmitInput = z.input<typeof bookingSubmitSchema>;

/** A booking as its customer sees it on their private page (and as the submit answers it). */
export interface BookingView {
  token: string;
  status: BookingStatus;
  service_key: Category;
  date: string;
  from: string;
  to: string;
  name: string;
  district: string;
  address: string;
  lang: Language;
  /** The office's other window, while the booking is `proposed`. */
  proposed: { date: string; from: string; to: string } | null;
  /** Why the office declined it ('' otherwise). */
  decline_reason: string;
}

/** ?token of the customer's page: the private link's secret (base64url, 32 characters). */
export const bookingTokenQuerySchema = z.object({
  token: z.string('invalid_token').regex(/^[A-Za-z0-9_-]{32}$/, 'invalid_token'),
});
/** POST /backend/booking.php?token=T&action=…: what the customer does. */
export const bookingActionQuerySchema = bookingTokenQuerySchema.extend({
  action: choice(['cancel', 'accept'] as const),
});

/** What a booking's customer is told of: each state the office moves it to, and the day before. */
export const CUSTOMER_NOTICE_KINDS = ['received', 'confirmed', 'proposed', 'declined', 'reminder'] as const;
export type CustomerNoticeKind = (typeof CUSTOMER_NOTICE_KINDS)[number];

/** One notice to the customer as the office sees it: by which channel, of what, and how far it got. */
export interface CustomerNotice {
  channel: 'email' | 'whatsapp';
  kind: CustomerNoticeKind;
  /** When it went (null: still waiting, or being tried again). */
  sent_at: string | null;
  /** Why its last attempt failed ('' when none failed, or once sent). */
  last_error: string;
  /** WhatsApp's latest status of it (sent, delivered, read, failed); '' for e-mail. */
  delivery: string;
}

/** A booking as the office sees it on its message's panel: the customer's view and the office's details. */
export interface AdminBooking extends BookingView {
  id: number;
  contact_id: number;
  phone: string;
  email: string;
  notes: string;
  /** The team its window is held for (or was, before it was declined or cancelled). */
  team: string;
  /** The team of the proposed window, while proposed. */
  proposed_team: string | null;
  /** Until when an unanswered request holds its window (null once confirmed, declined or cancelled). */
  hold_until: string | null;
  visit_id: number | null;
  /** The site's page the visitor booked from ('' when not said). */
  page: string;
  created_at: string;
  /** The customer's private page, the whole address (the site's public address and the link). */
  link: string;
  /** What the customer was told (e-mail, WhatsApp), oldest first. */
  notices: CustomerNotice[];
}

/** POST /backend/admin/booking-propose.php?id=N: another window (its end follows from the service), and a team or any free one. */
export const bookingProposeSchema = z.object({
  date: isoDate,
  from: clockTime,
  team: cleanString().trim().max(LIMITS.name, 'too_long').optional().default(''),
});
export type BookingProposeInput = z.input<typeof bookingProposeSchema>;

/** POST /backend/admin/booking-decline.php?id=N: the reason the customer reads on their page. */
export const bookingDeclineSchema = z.object({ reason: requiredText(LIMITS.note, { multiline: true }) });
export type BookingDeclineInput = z.input<typeof bookingDeclineSchema>;

/** The private page of a booking on the site, in the booking's language. */
export const bookingPagePath = (lang: Language, token: string) =>
  `${lang === 'en' ? '/en' : ''}/booking?token=${encodeURIComponent(token)}`;
