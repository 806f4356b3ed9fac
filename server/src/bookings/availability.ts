import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { OFFICE_UTC_OFFSET_MINUTES, type Category } from '@shared/constants';
import type { BookingSettings, BookingSlots, BookingWindow } from '@shared/schemas/bookings';
import { minutesOf } from '@shared/schemas/visits';
import { BOOKING_UNIT_MINUTES } from '@shared/schemas/bookings';
import { dbTimestamp, officeToday, shiftDate } from '../db/time';
import { freeWindows, type BookingNow, type BusyTime } from './free-windows';

/** Where now stands for the settings: the notice and the horizon counted from this moment, in Saudi time. */
export function bookingNow(settings: BookingSettings, now: Date): BookingNow {
  const earliest = new Date(now.getTime() + settings.notice_minutes * 60_000);
  const saudi = new Date(earliest.getTime() + OFFICE_UTC_OFFSET_MINUTES * 60_000);
  return {
    earliestDate: officeToday(earliest),
    earliestMinute: saudi.getUTCHours() * 60 + saudi.getUTCMinutes(),
    lastDate: shiftDate(officeToday(now), settings.horizon_days - 1),
  };
}

/**
 * What keeps teams busy from one Saudi date to another (inclusive): their visits that are not
 * cancelled, and the half hours bookings claim whose hold has not lapsed.
 */
export async function busyTimes(
  sequelize: Sequelize,
  from: string,
  to: string,
  now: Date,
  transaction?: Transaction,
): Promise<BusyTime[]> {
  const visits = await sequelize.query<{ team: string; date: string; from_time: string; to_time: string }>(
    `SELECT team, date, from_time, to_time FROM visits WHERE date >= $1 AND date <= $2 AND status <> 'cancelled'`,
    { bind: [from, to], type: QueryTypes.SELECT, transaction },
  );
  const claims = await sequelize.query<{ team: string; date: string; unit: number | string }>(
    `SELECT team, date, unit FROM booking_claims
     WHERE date >= $1 AND date <= $2 AND (hold_until IS NULL OR hold_until > $3)`,
    { bind: [from, to, dbTimestamp(now)], type: QueryTypes.SELECT, transaction },
  );
  return [
    ...visits.map((v) => ({ team: v.team, date: v.date, from: minutesOf(v.from_time), to: minutesOf(v.to_time) })),
    ...claims.map((c) => {
      const start = Number(c.unit) * BOOKING_UNIT_MINUTES;
      return { team: c.team, date: c.date, from: start, to: start + BOOKING_UNIT_MINUTES };
    }),
  ];
}

/**
 * The free windows of a service day by day, from `from` (today when absent, never before) for
 * `days` days (the whole horizon when absent, never past it).
 */
export async function bookingSlots(
  sequelize: Sequelize,
  settings: BookingSettings,
  query: { service: Category; from?: string; days?: number },
  now: Date,
): Promise<BookingSlots> {
  const at = bookingNow(settings, now);
  const today = officeToday(now);
  const first = query.from && query.from > today ? query.from : today;
  const wanted = shiftDate(first, (query.days ?? settings.horizon_days) - 1);
  const last = wanted < at.lastDate ? wanted : at.lastDate;
  if (first > last) return { days: [] };
  const busy = await busyTimes(sequelize, first, last, now);
  const days: BookingSlots['days'] = [];
  for (let date = first; date <= last; date = shiftDate(date, 1)) {
    days.push({ date, windows: freeWindows(settings, query.service, date, at, busy) });
  }
  return { days };
}

/** At most this many other windows are offered when the one asked for is taken. */
const ALTERNATIVES = 6;

/** The next free windows after one that was taken: later that day first, then the days after. */
export async function nextFreeWindows(
  sequelize: Sequelize,
  settings: BookingSettings,
  service: Category,
  after: { date: string; from: string },
  now: Date,
): Promise<(BookingWindow & { date: string })[]> {
  const { days } = await bookingSlots(sequelize, settings, { service, from: after.date }, now);
  return days
    .flatMap(({ date, windows }) => windows.map((window) => ({ date, ...window })))
    .filter((w) => w.date > after.date || w.from > after.from)
    .slice(0, ALTERNATIVES);
}
