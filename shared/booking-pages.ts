import { CATEGORIES, type Category, type Language } from './constants';
import type { BookingSlots, BookingView } from './schemas/bookings';

/**
 * The site's two booking pages, rendered by the server on request (their windows and bookings change
 * all the time): the booking form at /book and /en/book (`?service=KEY` picks the service) and the
 * customer's private page at /booking?token=… (bookingPagePath). Both work as plain HTML: the form
 * posts `application/x-www-form-urlencoded` to booking_submit.php, which sends a booked visitor on to
 * their private page (303) and answers a refused form with the form again, filled in as it was sent;
 * the private page's buttons post to booking.php, which comes back to the page with `?answer=`.
 */

export const BOOK_PATHS = { ar: '/book', en: '/en/book' } as const satisfies Record<Language, string>;
export const BOOKING_PATHS = { ar: '/booking', en: '/en/booking' } as const satisfies Record<Language, string>;

/**
 * The booking form of a language, with a service chosen when one is given, and the site's page its
 * booking button is on (`from`: where bookings come from; the form checks it is a page of the site).
 */
export function bookPath(lang: Language, service?: Category | null, from?: string | null): string {
  // Kept readable (`from=/cities/medina`): a path's slashes need no escaping in a query.
  const query = [service && `service=${service}`, from && `from=${encodeURIComponent(from).replaceAll('%2F', '/')}`]
    .filter(Boolean)
    .join('&');
  return query ? `${BOOK_PATHS[lang]}?${query}` : BOOK_PATHS[lang];
}

/** The query parameter of the booking form naming the page it was opened from. */
export const FROM_PARAM = 'from';

/** A service key from a query or form value, or null. */
export function categoryOf(value: unknown): Category | null {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : null;
}

/** The form's one field for the window: its day and start, `YYYY-MM-DD HH:MM` (the call takes them apart). */
export const SLOT_FIELD = 'slot';
export const slotValue = (date: string, from: string) => `${date} ${from}`;
export function splitSlot(value: unknown): { date: string; from: string } {
  const [date = '', from = ''] = typeof value === 'string' ? value.split(' ') : [];
  return { date, from };
}

/** The fields a visitor fills in, by the names the call takes (the service is a hidden field). */
export const BOOKING_FORM_FIELDS = ['name', 'phone', 'district', 'address', 'email', 'notes'] as const;
export type BookingFormField = (typeof BOOKING_FORM_FIELDS)[number] | typeof SLOT_FIELD;

/** Each refused field's code (the shared schema's: 'required', 'invalid_phone', …), the window's under `slot`. */
export type BookingProblems = Partial<Record<BookingFormField, string>>;

/** The first problem of each field of the form from the schema's issues (the date and start are the window's). */
export function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): BookingProblems {
  const problems: BookingProblems = {};
  for (const issue of issues) {
    const key = String(issue.path[0]);
    const field = key === 'date' || key === 'from' ? SLOT_FIELD : key;
    if ((BOOKING_FORM_FIELDS as readonly string[]).includes(field) || field === SLOT_FIELD) {
      problems[field as BookingFormField] ??= issue.message;
    }
  }
  return problems;
}

/** A window of a day, as the 409's alternatives name them. */
export interface DayWindow {
  date: string;
  from: string;
  to: string;
}

/** What the server gives the booking form when it renders it. */
export interface BookFormInputs {
  page: 'book';
  /** The free windows of the chosen service (none without one). */
  days: BookingSlots['days'];
  /** What was posted, when the form comes back refused (nothing is lost). */
  values?: Partial<Record<BookingFormField, string>>;
  /** Each refused field's problem code (the page says it in its language). */
  problems?: BookingProblems;
  /** Why the whole form was refused (a taken window, too many bookings), in the page's language. */
  error?: string;
  /** The next free windows, when the one chosen was taken. */
  alternatives?: DayWindow[];
}

/** What happened after a button of the private page, in `?answer=` of the page it comes back to. */
export const BOOKING_ANSWERS = [
  'cancelled',
  'accepted',
  'cannotCancel',
  'nothingToAccept',
  'proposalTaken',
  'busy',
] as const;
export type BookingAnswer = (typeof BOOKING_ANSWERS)[number];

/**
 * What the server gives the private page: the booking, or null when the link is unknown or expired,
 * or not looked up at all when the address is over its limit of lookups (`limited`).
 */
export interface BookingPageInputs {
  page: 'booking';
  booking: BookingView | null;
  answer: BookingAnswer | null;
  limited?: true;
}

export type LivePageInputs = BookFormInputs | BookingPageInputs;
