import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { BOOKING_ERRORS } from '@shared/booking-texts';
import type { MessageStatus } from '@shared/constants';
import { minutesOf } from '@shared/schemas/visits';
import { queuedTransaction } from '../db/queued-transaction';
import { dbTimestamp, officeToday } from '../db/time';
import { AppError, notFound } from '../http/errors';
import { visitSearchText } from '../visits/visit-store';
import { findBookingByToken, linkExpired, type BookingRow } from './booking-record';
import { claimWindow, keepClaims, releaseClaims } from './claims';
import type { NoticeQueue } from './customer-notices';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';

/** What a change did, for the live events and the audit log the caller records after the commit. */
export interface BookingChange {
  booking: BookingRow;
  /** False when it was already so (cancelled twice, accepted twice): nothing to tell. */
  changed: boolean;
  /** The message's status [before, after], when the change moved it. */
  message: [MessageStatus, MessageStatus] | null;
  visit: { id: number; date: string; created: boolean } | null;
}

/** The database and the queue of the customer's notices, which a change of a booking writes to together. */
export interface BookingParts {
  sequelize: Sequelize;
  notices: NoticeQueue;
}

/** Has a window already begun (Saudi time)? */
function hasBegun(date: string, from: string, now: Date): boolean {
  const saudi = new Date(now.getTime() + OFFICE_UTC_OFFSET_MINUTES * 60_000);
  const today = officeToday(now);
  return date < today || (date === today && minutesOf(from) <= saudi.getUTCHours() * 60 + saudi.getUTCMinutes());
}

/** The booking behind a link that still works, or 404. */
async function bookingOfLink(sequelize: Sequelize, token: string, now: Date, transaction?: Transaction) {
  const row = await findBookingByToken(sequelize, token, transaction);
  if (!row || linkExpired(row, now)) throw notFound(BOOKING_ERRORS.bookingNotFound);
  return row;
}

export const bookingOfToken = (sequelize: Sequelize, token: string, now: Date) => bookingOfLink(sequelize, token, now);

/**
 * Moves the booking's message to `status` (never away from `done`, the work finished), noting its
 * first response; [before, after] when it moved.
 */
export async function moveMessage(
  sequelize: Sequelize,
  contactId: number,
  status: MessageStatus,
  now: Date,
  transaction: Transaction,
): Promise<[MessageStatus, MessageStatus] | null> {
  const [row] = await sequelize.query<{ status: MessageStatus }>('SELECT status FROM contacts WHERE id = $1', {
    bind: [contactId],
    type: QueryTypes.SELECT,
    transaction,
  });
  if (!row || row.status === 'done' || row.status === status) return null;
  await sequelize.query(
    `UPDATE contacts SET status = $3, updated_at = $2,
       first_response_at = COALESCE(first_response_at, $2) WHERE id = $1`,
    { bind: [contactId, dbTimestamp(now), status], transaction },
  );
  return [row.status, status];
}

/**
 * Fixes a booking at a window of one team: its claims held for good, a confirmed visit for the team
 * (price 0 until the office quotes one), the message scheduled, the customer's confirmation queued.
 * The claims must be the booking's already (its request, or the proposal it accepts).
 */
export async function confirmAt(
  { sequelize, notices }: BookingParts,
  booking: BookingRow,
  at: { date: string; from: string; to: string; team: string },
  now: Date,
  transaction: Transaction,
): Promise<BookingChange> {
  await keepClaims(sequelize, Number(booking.id), transaction);
  const stamp = dbTimestamp(now);
  const [customer] = await sequelize.query<{ customer_id: number | string }>(
    'SELECT customer_id FROM contacts WHERE id = $1',
    { bind: [booking.contact_id], type: QueryTypes.SELECT, transaction },
  );
  const visit = {
    customer_id: customer!.customer_id,
    contact_id: booking.contact_id,
    date: at.date,
    from_time: at.from,
    to_time: at.to,
    team: at.team,
    price: 0,
    address: booking.address,
    district: booking.district,
    service_key: booking.service_key,
    priority: 'normal',
    status: 'confirmed',
    notes: booking.notes,
    search_text: visitSearchText(
      { address: booking.address, district: booking.district, team: at.team, notes: booking.notes },
      { name: booking.name, phone: booking.phone },
    ),
    created_at: stamp,
    updated_at: stamp,
  };
  const names = Object.keys(visit);
  const [made] = await sequelize.query<{ id: number | string }>(
    `/* booked visit */ INSERT INTO visits (${names.join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    { bind: Object.values(visit), type: QueryTypes.SELECT, transaction },
  );
  const visitId = Number(made!.id);
  await sequelize.query(
    `UPDATE bookings SET status = 'confirmed', date = $2, from_time = $3, to_time = $4, team = $5, visit_id = $6,
       hold_until = NULL, proposed_date = NULL, proposed_from = NULL, proposed_to = NULL, proposed_team = NULL,
       updated_at = $7 WHERE id = $1`,
    { bind: [booking.id, at.date, at.from, at.to, at.team, visitId, stamp], transaction },
  );
  const message = await moveMessage(sequelize, Number(booking.contact_id), 'scheduled', now, transaction);
  await notices.enqueue(booking, 'confirmed', transaction);
  const after = (await findBookingByToken(sequelize, booking.token, transaction))!;
  return { booking: after, changed: true, message, visit: { id: visitId, date: at.date, created: true } };
}

/**
 * The customer withdraws their booking from its private page: its time is freed and a visit made for
 * it is cancelled. Not once its window has begun; cancelling again changes nothing.
 */
export async function cancelByCustomer(sequelize: Sequelize, token: string, now: Date): Promise<BookingChange> {
  return queuedTransaction(sequelize, async (transaction) => {
    const booking = await bookingOfLink(sequelize, token, now, transaction);
    if (booking.status === 'cancelled') return { booking, changed: false, message: null, visit: null };
    const open = booking.status === 'requested' || booking.status === 'proposed' || booking.status === 'confirmed';
    if (!open || hasBegun(booking.date, booking.from_time, now)) throw new AppError(409, BOOKING_ERRORS.cannotCancel);
    await releaseClaims(sequelize, Number(booking.id), transaction);
    const stamp = dbTimestamp(now);
    await sequelize.query(
      `UPDATE bookings SET status = 'cancelled', hold_until = NULL, updated_at = $2 WHERE id = $1`,
      {
        bind: [booking.id, stamp],
        transaction,
      },
    );
    let visit: BookingChange['visit'] = null;
    if (booking.visit_id !== null) {
      await sequelize.query(`UPDATE visits SET status = 'cancelled', updated_at = $2 WHERE id = $1`, {
        bind: [booking.visit_id, stamp],
        transaction,
      });
      visit = { id: Number(booking.visit_id), date: booking.date, created: false };
    }
    return { booking: (await findBookingByToken(sequelize, token, transaction))!, changed: true, message: null, visit };
  });
}

/**
 * The customer accepts the office's proposed window: it is claimed for good (its hold may have
 * lapsed, so it is claimed again, and refused when another booking took it meanwhile) and confirmed.
 * Accepting again changes nothing.
 */
export async function acceptByCustomer(parts: BookingParts, token: string, now: Date): Promise<BookingChange> {
  const { sequelize } = parts;
  return queuedTransaction(sequelize, async (transaction) => {
    const booking = await bookingOfLink(sequelize, token, now, transaction);
    if (booking.status === 'confirmed') return { booking, changed: false, message: null, visit: null };
    const { proposed_date: date, proposed_from: from, proposed_to: to, proposed_team: team } = booking;
    if (booking.status !== 'proposed' || !date || !from || !to || !team) {
      throw new AppError(409, BOOKING_ERRORS.nothingToAccept);
    }
    await releaseClaims(sequelize, Number(booking.id), transaction);
    const claim = { bookingId: Number(booking.id), team, date, window: { from, to }, holdUntil: null };
    if (hasBegun(date, from, now) || !(await claimWindow(sequelize, claim, transaction))) {
      throw new AppError(409, BOOKING_ERRORS.proposalTaken);
    }
    return confirmAt(parts, booking, { date, from, to, team }, now, transaction);
  });
}
