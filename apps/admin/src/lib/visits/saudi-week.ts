import { OFFICE_UTC_OFFSET_MINUTES, type Language } from '@shared/constants';
import { formatDay } from '../format';

/**
 * Saudi days as the visits screen counts them: dates are YYYY-MM-DD in Saudi time (UTC+3, no
 * summer time), and a week runs Saturday to Friday, as Saudi calendars print it, in both languages.
 * Days are reckoned at UTC midnight, so the computer's own time zone changes nothing.
 */
const DAY_MS = 86_400_000;
/** getUTCDay() of Saturday. */
const SATURDAY = 6;

const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isIsoDate = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcOf(value));

/** Today's Saudi date. */
export function saudiToday(now: number = Date.now()): string {
  return dateOf(now + OFFICE_UTC_OFFSET_MINUTES * 60_000);
}

/** The Saudi day and time ("HH:MM") now: whether a visit's window has passed. */
export function saudiNow(now: number = Date.now()): { date: string; time: string } {
  const saudi = new Date(now + OFFICE_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return { date: saudi.slice(0, 10), time: saudi.slice(11, 16) };
}

export function addDays(date: string, days: number): string {
  return dateOf(utcOf(date) + days * DAY_MS);
}

/** The Saturday that starts the week of `date`. */
export function weekStartOf(date: string): string {
  const day = new Date(utcOf(date)).getUTCDay();
  return addDays(date, -((day - SATURDAY + 7) % 7));
}

/** The seven days of the week that starts on `start`, Saturday first. */
export function weekDays(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

export type DayLanguage = Language;
const format = (date: string, language: DayLanguage, options: Intl.DateTimeFormatOptions) =>
  formatDay(date, options, language);

/** "السبت", "Saturday". */
export const weekdayName = (date: string, language: DayLanguage) => format(date, language, { weekday: 'long' });

/** "28 نوفمبر", "28 Nov": a day in a week's heading. */
export const shortDay = (date: string, language: DayLanguage) =>
  format(date, language, { day: 'numeric', month: 'short' });

/** "السبت 28 نوفمبر 2026", "Saturday 28 November 2026": a day as a customer reads it. */
export const longDay = (date: string, language: DayLanguage) =>
  `${weekdayName(date, language)} ${format(date, language, { day: 'numeric', month: 'long', year: 'numeric' })}`;

/**
 * A visit's Saudi day and time as [year, month, day, hour, minute] in UTC (Saudi time less three
 * hours): what a calendar file carries so every phone shows it at the right hour.
 */
export function utcParts(date: string, time: string): [number, number, number, number, number] {
  const ms = utcOf(date) + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000;
  const utc = new Date(ms - OFFICE_UTC_OFFSET_MINUTES * 60_000);
  return [utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate(), utc.getUTCHours(), utc.getUTCMinutes()];
}
