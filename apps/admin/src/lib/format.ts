import dayjs from 'dayjs';
import { OFFICE_TIME_ZONE, type Language } from '@shared/constants';
import { i18n } from './i18n';

/*
 * Every date, time, number and "how long ago" the admin shows is written here, one format per
 * language: the office's Saudi way. Gregorian days with the month's name and Latin digits ("27 نوفمبر
 * 2026", "27 Nov 2026"), a 24-hour clock ("09:00", and a window "09:00–11:00"), moments on the
 * office's clock (Saudi time) whatever the computer's time zone, and Arabic counts by the language's
 * plural rules ("منذ يومين", "منذ 3 أيام", "منذ 11 يومًا": i18next picks the form with Intl.PluralRules).
 */

// The admin's language is dayjs's locale (set with the texts when a language is applied).
const INTL_LOCALES: Record<string, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB' };
const intlLocale = () => INTL_LOCALES[dayjs.locale()] ?? INTL_LOCALES.ar!;

/** A day as the admin writes it: "27 نوفمبر 2026", "27 Nov 2026". */
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * The date pickers' formats: the first is how a chosen day shows (the same words as DATE, in dayjs's
 * terms); the others are what a person may type ("27/11/2026", "2026-11-27").
 */
export const PICKER_DATE_FORMATS = ['D MMM YYYY', 'DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'];
/** The time pickers' format: a 24-hour clock, as a visit's window is written. */
export const PICKER_TIME_FORMAT = 'HH:mm';

/** A server timestamp as an instant: SQLite gives "yyyy-mm-dd hh:mm:ss" in UTC. */
function instantOf(value: string): dayjs.Dayjs {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  return dayjs(iso);
}

/**
 * A server timestamp as staff read it ("23 نوفمبر 2026، 17:39", "23 Nov 2026, 17:39"), on the office's
 * clock; unreadable values are shown as they are.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = instantOf(value);
  const options = { ...DATE, ...TIME, timeZone: OFFICE_TIME_ZONE };
  return d.isValid() ? new Intl.DateTimeFormat(intlLocale(), options).format(d.toDate()) : value;
}

/** The office's clock now: the day ("الجمعة 27 نوفمبر 2026") and the time to the second ("21:39:52"). */
export function formatClock(now: Date): { day: string; time: string } {
  const zone = { timeZone: OFFICE_TIME_ZONE };
  return {
    day: new Intl.DateTimeFormat(intlLocale(), { ...zone, weekday: 'long', ...DATE }).format(now),
    time: new Intl.DateTimeFormat(intlLocale(), { ...zone, ...TIME, second: '2-digit' }).format(now),
  };
}

const UNITS = [
  { unit: 'years', seconds: 365 * 86_400 },
  { unit: 'months', seconds: 30 * 86_400 },
  { unit: 'days', seconds: 86_400 },
  { unit: 'hours', seconds: 3_600 },
  { unit: 'minutes', seconds: 60 },
] as const;

/**
 * How long ago (or how soon) a server timestamp is, in whole units of the largest that fits:
 * "منذ دقيقتين", "منذ 5 ساعات", "بعد ساعتين", "2 days ago", "in an hour"; under a minute, "now".
 */
export function formatRelative(value: string, now: Date = new Date()): string {
  const d = instantOf(value);
  if (!d.isValid()) return '';
  const seconds = (d.valueOf() - now.getTime()) / 1000;
  const size = Math.abs(seconds);
  const fits = UNITS.find((unit) => size >= unit.seconds);
  if (!fits) return i18n.t('time.now');
  const span = i18n.t(`time.${fits.unit}`, { count: Math.floor(size / fits.seconds) });
  return i18n.t(seconds < 0 ? 'time.ago' : 'time.in', { span });
}

/** An amount or count with the language's separators; Latin digits in both languages, as staff type them. */
export function formatNumber(value: number): string {
  return value.toLocaleString(intlLocale());
}

/** A large amount in few characters, for a chart's axis ("3K", "3 آلاف"): the table beside it has it whole. */
export function formatCompact(value: number): string {
  return new Intl.NumberFormat(intlLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/**
 * A Saudi calendar day (YYYY-MM-DD) in the admin's language, or another (a customer's message is
 * Arabic whatever the admin shows): "20 نوفمبر", "20 Nov" unless `options` say otherwise.
 */
export function formatDay(
  day: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
  language?: Language,
): string {
  // Midnight UTC with the UTC calendar: the same day whatever the computer's time zone.
  const date = new Date(`${day}T00:00:00Z`);
  const locale = language ? INTL_LOCALES[language]! : intlLocale();
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}

/** A Saudi calendar day with its year, the admin's one date format: "27 نوفمبر 2026", "27 Nov 2026". */
export const formatDate = (day: string, language?: Language): string => formatDay(day, DATE, language);

/** A share (0 to 1) as a whole percentage in the reader's language ("42٪", "42%"). */
export function formatPercent(share: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A file's size in the reader's language, in steps of 1024 ("1.5 ميغابايت", "1.5 megabytes"). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const format = { style: 'unit', unit: SIZE_UNITS[unit], unitDisplay: 'long', maximumFractionDigits: 1 } as const;
  return new Intl.NumberFormat(intlLocale(), format).format(value);
}

/** Phrases joined as the language joins a list ("10 رسائل و7 زيارات", "10 messages and 7 visits"). */
export function formatList(items: string[]): string {
  return new Intl.ListFormat(intlLocale(), { style: 'long', type: 'conjunction' }).format(items);
}
