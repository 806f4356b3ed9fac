import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { Language } from '@shared/constants';

dayjs.extend(relativeTime);

// The admin's language is dayjs's locale (set with the texts when a language is applied). Arabic is
// Gregorian with Latin digits, as the office writes dates and phone numbers.
const INTL_LOCALES: Record<string, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB' };
const intlLocale = () => INTL_LOCALES[dayjs.locale()] ?? INTL_LOCALES.ar!;

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * A server timestamp as staff read it in their language ("23 نوفمبر 2026، 17:39", "23 Nov 2026, 17:39":
 * Gregorian, 24-hour clock, local time); unreadable values are shown as they are.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  // SQLite gives "yyyy-mm-dd hh:mm:ss" in UTC; make that an ISO instant so it shows in local time.
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const d = dayjs(iso);
  return d.isValid() ? new Intl.DateTimeFormat(intlLocale(), DATE_TIME).format(d.toDate()) : value;
}

/** How long ago a server timestamp was, in the admin's language ('منذ 5 دقائق'). */
export function formatRelative(value: string, now: Date = new Date()): string {
  const d = dayjs(value);
  return d.isValid() ? d.from(now) : '';
}

/** An amount or count with the language's separators; Latin digits in both languages, as staff type them. */
export function formatNumber(value: number): string {
  return value.toLocaleString(intlLocale());
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
