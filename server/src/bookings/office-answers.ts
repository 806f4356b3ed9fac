import type { Sequelize, Transaction } from 'sequelize';
import { BOOKING_ERRORS } from '@shared/booking-texts';
import type { MessageStatus } from '@shared/constants';
import { minutesOf } from '@shared/schemas/visits';
import type { BookingWindow } from '@shared/schemas/bookings';
import { queuedTransaction } from '../db/queued-transaction';
import { dbTimestamp, officeToday } from '../db/time';
import { AppError, notFound } from '../http/errors';
import { busyTimes } from './availability';
import { confirmAt, moveMessage, type BookingChange, type BookingParts } from './booking-changes';
import { findBooking, type BookingRow } from './booking-record';
import { readBookingSettings } from './booking-settings';
import { claimWindow, releaseClaims } from './claims';
import { clockOf, teamsFor, teamWindows, type BookingNow } from './free-windows';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';

const notWaiting = () => new AppError(409, BOOKING_ERRORS.notWaiting);
const notFree = () => new AppError(409, BOOKING_ERRORS.windowNotFree);

async function bookingOr404(sequelize: Sequelize, id: number, transaction: Transaction): Promise<BookingRow> {
  const booking = await findBooking(sequelize, { id }, transaction);
  if (!booking) throw notFound(BOOKING_ERRORS.bookingNotFound404);
  return booking;
}

/** The office answers at any hour and for any day ahead: only the past is closed to it. */
function officeNow(now: Date): BookingNow {
  const saudi = new Date(now.getTime() + OFFICE_UTC_OFFSET_MINUTES * 60_000);
  return {
    earliestDate: officeToday(now),
    earliestMinute: saudi.getUTCHours() * 60 + saudi.getUTCMinutes(),
    lastDate: '9999-12-31',
  };
}

/**
 * Claims a window for the booking on the first team (of `names`, in the settings' order, the
 * booking's own first) that works then and has no visit or other booking in it; the team's name,
 * or null when none is free. The booking's own claims are released first (its hold may have lapsed).
 */
async function claimForOffice(
  sequelize: Sequelize,
  booking: BookingRow,
  at: { date: string; window: BookingWindow; teams: string[] | null; holdUntil: Date | null },
  now: Date,
  transaction: Transaction,
): Promise<string | null> {
  await releaseClaims(sequelize, Number(booking.id), transaction);
  const settings = await readBookingSettings(sequelize, transaction);
  const busy = await busyTimes(sequelize, at.date, at.date, now, transaction);
  const length = minutesOf(at.window.to) - minutesOf(at.window.from);
  const teams = teamsFor(settings, booking.service_key, at.date)
    .filter((team) => !at.teams || at.teams.includes(team.name))
    .sort((a, b) => Number(b.name === booking.team) - Number(a.name === booking.team))
    .filter((team) => teamWindows(team, at.date, length, officeNow(now), busy).some((w) => w.from === at.window.from));
  for (const team of teams) {
    const claim = {
      bookingId: Number(booking.id),
      team: team.name,
      date: at.date,
      window: at.window,
      holdUntil: at.holdUntil,
    };
    if (await claimWindow(sequelize, claim, transaction)) return team.name;
  }
  return null;
}

/** The office confirms a request as asked: its window for good, a visit for the team (another team when its own is taken). */
export function confirmByOffice(parts: BookingParts, id: number, now: Date): Promise<BookingChange> {
  const { sequelize } = parts;
  return queuedTransaction(sequelize, async (transaction) => {
    const booking = await bookingOr404(sequelize, id, transaction);
    if (booking.status !== 'requested') throw notWaiting();
    const window = { from: booking.from_time, to: booking.to_time };
    const at = { date: booking.date, window, teams: null, holdUntil: null };
    const team = await claimForOffice(sequelize, booking, at, now, transaction);
    if (!team) throw notFree();
    return confirmAt(parts, booking, { date: booking.date, ...window, team }, now, transaction);
  });
}

/**
 * The office proposes another window (the service's length from `from`), on the team it names or
 * any free one: the new window is held as a request's is, the old one freed, and the customer
 * accepts it on their page (and is told). The message counts as answered (contacted).
 */
export function proposeByOffice(
  { sequelize, notices }: BookingParts,
  id: number,
  input: { date: string; from: string; team: string },
  now: Date,
): Promise<BookingChange> {
  return queuedTransaction(sequelize, async (transaction) => {
    const booking = await bookingOr404(sequelize, id, transaction);
    if (booking.status !== 'requested' && booking.status !== 'proposed') throw notWaiting();
    const settings = await readBookingSettings(sequelize, transaction);
    const window = { from: input.from, to: clockOf(minutesOf(input.from) + settings.lengths[booking.service_key]) };
    const holdUntil = new Date(now.getTime() + settings.hold_minutes * 60_000);
    const at = { date: input.date, window, teams: input.team ? [input.team] : null, holdUntil };
    const team = await claimForOffice(sequelize, booking, at, now, transaction);
    if (!team) throw notFree();
    await sequelize.query(
      `UPDATE bookings SET status = 'proposed', proposed_date = $2, proposed_from = $3, proposed_to = $4,
         proposed_team = $5, hold_until = $6, updated_at = $7 WHERE id = $1`,
      { bind: [id, input.date, window.from, window.to, team, dbTimestamp(holdUntil), dbTimestamp(now)], transaction },
    );
    const message = await moveMessage(sequelize, Number(booking.contact_id), 'contacted', now, transaction);
    await notices.enqueue(booking, 'proposed', transaction);
    return { booking: (await findBooking(sequelize, { id }, transaction))!, changed: true, message, visit: null };
  });
}

/** The office declines, with the reason the customer reads: the time is freed, a visit made for it cancelled, the message lost. */
export function declineByOffice(
  { sequelize, notices }: BookingParts,
  id: number,
  reason: string,
  now: Date,
): Promise<BookingChange> {
  return queuedTransaction(sequelize, async (transaction) => {
    const booking = await bookingOr404(sequelize, id, transaction);
    if (!['requested', 'proposed', 'confirmed'].includes(booking.status)) throw notWaiting();
    await releaseClaims(sequelize, id, transaction);
    const stamp = dbTimestamp(now);
    await sequelize.query(
      `UPDATE bookings SET status = 'declined', decline_reason = $2, hold_until = NULL, updated_at = $3 WHERE id = $1`,
      { bind: [id, reason, stamp], transaction },
    );
    let visit: BookingChange['visit'] = null;
    if (booking.visit_id !== null) {
      await sequelize.query(`UPDATE visits SET status = 'cancelled', updated_at = $2 WHERE id = $1`, {
        bind: [booking.visit_id, stamp],
        transaction,
      });
      visit = { id: Number(booking.visit_id), date: booking.date, created: false };
    }
    const lost: MessageStatus = 'lost';
    const message = await moveMessage(sequelize, Number(booking.contact_id), lost, now, transaction);
    await notices.enqueue(booking, 'declined', transaction);
    return { booking: (await findBooking(sequelize, { id }, transaction))!, changed: true, message, visit };
  });
}
