import { randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { BOOKING_ERRORS, BOOKING_MESSAGE_TEXT } from '@shared/booking-texts';
import type { Language, SpamReason } from '@shared/constants';
import { customerPhoneKey } from '@shared/phone';
import { OPEN_BOOKING_STATUSES, type BookingWindow } from '@shared/schemas/bookings';
import type { z } from 'zod';
import type { bookingSubmitSchema } from '@shared/schemas/bookings';
import { minutesOf } from '@shared/schemas/visits';
import { contactSearchText } from '@shared/search-text';
import { SERVICE_WORDS } from '@shared/service-words';
import { attachToCustomers } from '../customers/attach';
import { queuedTransaction } from '../db/queued-transaction';
import { dbTimestamp, officeToday } from '../db/time';
import { AppError } from '../http/errors';
import type { EmailNotifier } from '../notify/email-notifier';
import { bookingNow, busyTimes } from './availability';
import { readBookingSettings } from './booking-settings';
import { claimWindow, dropLapsedClaims } from './claims';
import type { NoticeQueue } from './customer-notices';
import { clockOf, teamsFor, teamWindows } from './free-windows';

export type BookingSubmit = z.output<typeof bookingSubmitSchema>;

/** Open bookings (requested, proposed or confirmed, from today on) one phone number may have at once. */
export const MAX_OPEN_BOOKINGS_PER_PHONE = 3;

/** The window asked for is not free (taken meanwhile, or never offered): 409 with the next free ones. */
export class WindowNotFree extends Error {
  constructor() {
    super('the window is not free');
  }
}

export interface SubmittedBooking {
  /** null for spam: nothing was booked (the message is kept in the spam folder). */
  bookingId: number | null;
  contactId: number;
  token: string;
  team: string;
  window: BookingWindow & { date: string };
}

/** A private link's secret: 24 random bytes, 32 characters of base64url. */
export const newBookingToken = () => randomBytes(24).toString('base64url');

/** The message a booking arrives as: the service in the booking's language, the window, where, the notes. */
function messageColumns(input: BookingSubmit, lang: Language, window: BookingWindow, spam: SpamReason | null) {
  const text = BOOKING_MESSAGE_TEXT[lang];
  const fields = {
    name: input.name,
    phone: input.phone,
    email: input.email,
    service: SERVICE_WORDS[lang][input.service_key],
    message: [
      `${text.booking}`,
      `${text.address}: ${input.district}، ${input.address}`,
      ...(input.notes ? [`${text.notes}: ${input.notes}`] : []),
    ].join('\n'),
    preferred_time: `${input.date} ${window.from}–${window.to}`,
    urgency: 'normal' as const,
  };
  return {
    ...fields,
    service_key: input.service_key,
    phone_key: customerPhoneKey(input.phone),
    spam: spam ? 1 : 0,
    spam_reason: spam ?? '',
    search_text: contactSearchText(fields),
    source: 'booking',
  };
}

async function insertRow(
  sequelize: Sequelize,
  table: string,
  columns: Record<string, unknown>,
  transaction: Transaction,
): Promise<number> {
  const names = Object.keys(columns);
  // The leading comment keeps Sequelize's SQLite dialect from running it as a write without rows.
  const [row] = await sequelize.query<{ id: number | string }>(
    `/* new ${table} */ INSERT INTO ${table} (${names.join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    { bind: Object.values(columns), type: QueryTypes.SELECT, transaction },
  );
  return Number(row!.id);
}

/**
 * Books a window in one transaction: the message (joined to its customer, with the office's e-mail
 * queued), the booking (its customer's notice queued), and its claims on the first team free then. The claims' unique index, not
 * the read before it, is what makes a window one booking's: a claim that loses the race tries the
 * next team, and with none left the whole transaction is undone and WindowNotFree thrown. The read
 * of the teams' visits and hours decides which teams are worth trying. Spam books nothing: its
 * message is kept in the spam folder and the sender gets a link that shows nothing.
 */
export async function submitBooking(
  { sequelize, emailNotifier, notices }: { sequelize: Sequelize; emailNotifier: EmailNotifier; notices: NoticeQueue },
  input: BookingSubmit,
  lang: Language,
  spam: SpamReason | null,
  now: Date,
): Promise<SubmittedBooking> {
  return queuedTransaction(sequelize, async (transaction) => {
    const settings = await readBookingSettings(sequelize, transaction);
    const start = minutesOf(input.from);
    const window = { from: input.from, to: clockOf(start + settings.lengths[input.service_key]) };
    const at = { date: input.date, ...window };
    const timestamps = { created_at: dbTimestamp(now), updated_at: dbTimestamp(now) };
    if (spam) {
      const contactId = await insertRow(
        sequelize,
        'contacts',
        { ...messageColumns(input, lang, window, spam), ...timestamps },
        transaction,
      );
      return { bookingId: null, contactId, token: newBookingToken(), team: '', window: at };
    }
    const busy = await busyTimes(sequelize, input.date, input.date, now, transaction);
    const length = settings.lengths[input.service_key];
    const teams = teamsFor(settings, input.service_key, input.date).filter((team) =>
      teamWindows(team, input.date, length, bookingNow(settings, now), busy).some((w) => w.from === window.from),
    );
    if (teams.length === 0) throw new WindowNotFree();
    await serializePhone(sequelize, customerPhoneKey(input.phone), transaction);
    await refuseOverCap(sequelize, customerPhoneKey(input.phone), officeToday(now), transaction);
    await dropLapsedClaims(sequelize, input.date, now, transaction);

    const contactId = await insertRow(
      sequelize,
      'contacts',
      { ...messageColumns(input, lang, window, null), ...timestamps },
      transaction,
    );
    await attachToCustomers(sequelize, [contactId], transaction);
    await emailNotifier.enqueue([contactId], transaction);
    const token = newBookingToken();
    const holdUntil = new Date(now.getTime() + settings.hold_minutes * 60_000);
    const bookingId = await insertRow(
      sequelize,
      'bookings',
      {
        token,
        contact_id: contactId,
        phone_key: customerPhoneKey(input.phone),
        service_key: input.service_key,
        date: input.date,
        from_time: window.from,
        to_time: window.to,
        team: teams[0]!.name,
        district: input.district,
        address: input.address,
        notes: input.notes,
        email: input.email,
        lang,
        page: input.page,
        status: 'requested',
        hold_until: dbTimestamp(holdUntil),
        ...timestamps,
      },
      transaction,
    );
    for (const team of teams) {
      const claim = { bookingId, team: team.name, date: input.date, window, holdUntil };
      if (!(await claimWindow(sequelize, claim, transaction))) continue;
      await notices.enqueue({ id: bookingId, email: input.email }, 'received', transaction);
      if (team !== teams[0]) {
        await sequelize.query('UPDATE bookings SET team = $1 WHERE id = $2', {
          bind: [team.name, bookingId],
          transaction,
        });
      }
      return { bookingId, contactId, token, team: team.name, window: at };
    }
    throw new WindowNotFree();
  });
}

/** The class of the PostgreSQL advisory locks that serialize one number's bookings (any fixed number). */
const PHONE_LOCK_CLASS = 5301;

/**
 * Makes the bookings of one number wait for each other until each commits, so the count of its
 * open bookings is read after the last one's insert: on PostgreSQL a transaction-scoped advisory lock
 * of the number (two submits on two instances otherwise both count 2 and both insert a third and a
 * fourth); SQLite's bookings already run one after another (db/queued-transaction.ts).
 */
async function serializePhone(sequelize: Sequelize, phoneKey: string, transaction: Transaction) {
  if (sequelize.getDialect() !== 'postgres') return;
  await sequelize.query(`SELECT pg_advisory_xact_lock(${PHONE_LOCK_CLASS}, hashtext($1))`, {
    bind: [phoneKey],
    transaction,
  });
}

/**
 * 429 when the number already has its share of open bookings (a confirmed one whose visit the
 * office cancelled is no longer open).
 */
async function refuseOverCap(sequelize: Sequelize, phoneKey: string, today: string, transaction: Transaction) {
  const [row] = await sequelize.query<{ open: number | string }>(
    `SELECT COUNT(*) AS open FROM bookings WHERE phone_key = $1 AND date >= $2
       AND status IN (${OPEN_BOOKING_STATUSES.map((_, i) => `$${i + 3}`).join(', ')})
       AND NOT EXISTS (SELECT 1 FROM visits v WHERE v.id = bookings.visit_id AND v.status = 'cancelled')`,
    { bind: [phoneKey, today, ...OPEN_BOOKING_STATUSES], type: QueryTypes.SELECT, transaction },
  );
  if (Number(row?.open ?? 0) >= MAX_OPEN_BOOKINGS_PER_PHONE) throw new AppError(429, BOOKING_ERRORS.tooManyOpen);
}
