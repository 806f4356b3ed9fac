import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { BookingWindow } from '@shared/schemas/bookings';
import { dbTimestamp } from '../db/time';
import { unitsOf } from './free-windows';

/**
 * Claims a team's half hours of a window for a booking, all or none: each is inserted unless that
 * (team, day, unit) is already claimed, which the unique index decides (on PostgreSQL a concurrent
 * claim not yet committed is waited for). Units go in ascending order, so two claims never wait on
 * each other in a circle. True when the window is the booking's; otherwise what it did take is
 * removed again.
 */
export async function claimWindow(
  sequelize: Sequelize,
  claim: { bookingId: number; team: string; date: string; window: BookingWindow; holdUntil: Date | null },
  transaction: Transaction,
): Promise<boolean> {
  const units = unitsOf(claim.window);
  const values = units.map((_, i) => `($1, $2, $3, $4, $${i + 5})`).join(', ');
  // The leading comment keeps Sequelize's SQLite dialect from running it as a write without rows.
  const taken = await sequelize.query<{ unit: number | string }>(
    `/* claim window */ INSERT INTO booking_claims (team, date, booking_id, hold_until, unit) VALUES ${values}
     ON CONFLICT (team, date, unit) DO NOTHING RETURNING unit`,
    {
      bind: [claim.team, claim.date, claim.bookingId, claim.holdUntil && dbTimestamp(claim.holdUntil), ...units],
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  if (taken.length === units.length) return true;
  await releaseClaims(sequelize, claim.bookingId, transaction);
  return false;
}

/** Frees everything a booking holds (declined, cancelled, or moving to another window). */
export async function releaseClaims(sequelize: Sequelize, bookingId: number, transaction: Transaction): Promise<void> {
  await sequelize.query('DELETE FROM booking_claims WHERE booking_id = $1', { bind: [bookingId], transaction });
}

/** Holds a booking's claims for good (it is confirmed): they no longer lapse. */
export async function keepClaims(sequelize: Sequelize, bookingId: number, transaction: Transaction): Promise<void> {
  await sequelize.query('UPDATE booking_claims SET hold_until = NULL WHERE booking_id = $1', {
    bind: [bookingId],
    transaction,
  });
}

/** Drops the claims of one day whose hold has lapsed, so a new claim of those half hours can be inserted. */
export async function dropLapsedClaims(
  sequelize: Sequelize,
  date: string,
  now: Date,
  transaction: Transaction,
): Promise<void> {
  await sequelize.query('DELETE FROM booking_claims WHERE date = $1 AND hold_until IS NOT NULL AND hold_until <= $2', {
    bind: [date, dbTimestamp(now)],
    transaction,
  });
}
