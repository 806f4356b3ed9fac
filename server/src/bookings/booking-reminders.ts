import type { Logger } from 'pino';
import { QueryTypes } from 'sequelize';
import type { Clock } from '../clock';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import { queuedTransaction } from '../db/queued-transaction';
import { dbTimestamp, officeToday, shiftDate } from '../db/time';
import type { BookingParts } from './booking-changes';

/** Reminders go from 09:00 Saudi time the day before: nobody is woken by one. */
export const REMINDER_FROM_HOUR = 9;

/**
 * Queues the reminder of every confirmed booking of tomorrow (Saudi days) whose visit is not
 * cancelled and whose reminder was not queued yet; resolves with how many. Each is claimed by one
 * statement that sets `reminder_at` only where it is still empty: on PostgreSQL an instance whose
 * statement meets a row another one is claiming waits for it, then finds it taken, so each booking
 * is returned to one caller only, however many instances run this at once; SQLite has one writer.
 * The reminders are queued in that same transaction, so a claim never goes without its notice.
 */
export async function queueReminders({ sequelize, notices }: BookingParts, now: Date): Promise<number> {
  const saudiHour = new Date(now.getTime() + OFFICE_UTC_OFFSET_MINUTES * 60_000).getUTCHours();
  if (saudiHour < REMINDER_FROM_HOUR || !notices.tells('reminder')) return 0;
  const tomorrow = shiftDate(officeToday(now), 1);
  return queuedTransaction(sequelize, async (transaction) => {
    // The leading comment keeps Sequelize's SQLite dialect from running it as a write without rows.
    const claimed = await sequelize.query<{ id: number | string; email: string }>(
      `/* claim reminders */ UPDATE bookings SET reminder_at = $1
       WHERE date = $2 AND status = 'confirmed' AND reminder_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM visits v WHERE v.id = bookings.visit_id AND v.status = 'cancelled')
       RETURNING id, email`,
      { bind: [dbTimestamp(now), tomorrow], type: QueryTypes.SELECT, transaction },
    );
    for (const booking of claimed) await notices.enqueue(booking, 'reminder', transaction);
    return claimed.length;
  });
}

/** Looks for reminders to queue now and every `everyMs` (every instance does; each goes once). */
export function startReminders(parts: BookingParts, clock: Clock, log: Logger, everyMs: number): () => void {
  const run = () =>
    queueReminders(parts, new Date(clock.now())).then(
      (count) => count > 0 && log.info({ count }, 'booking reminders queued'),
      (err: unknown) => log.error({ err }, 'booking reminders failed'),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
