import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';

/** A moment in the text form Sequelize writes timestamps in (both databases compare it as a time). */
export function dbTimestamp(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', ' +00:00');
}

/** Midnight of a Saudi date (YYYY-MM-DD), as the timestamp text the database stores. */
export function officeMidnight(date: string, addDays = 0): string {
  const utc = Date.parse(`${date}T00:00:00Z`) + addDays * 86_400_000 - OFFICE_UTC_OFFSET_MINUTES * 60_000;
  return dbTimestamp(new Date(utc));
}

/** Today's date in the office's calendar (Saudi time), YYYY-MM-DD. */
export function officeToday(now: Date): string {
  return new Date(now.getTime() + OFFICE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** A Saudi date `days` days after (or before) another. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
