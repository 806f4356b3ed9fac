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
