import type { Language } from '@shared/constants';

/**
 * A booking's day as the page says it: weekday, day and month (the Gregorian calendar in Arabic too,
 * as the office books; see features/portfolio/format-date.ts). The date is a Saudi calendar day,
 * read and formatted in UTC so the visitor's own time zone never shifts it.
 */
const DAY_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  ar: new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

export function dayLabel(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : DAY_FORMATS[lang].format(date);
}

/**
 * A window of a day, "09:00–13:00" (the times are Saudi clock times, as the office gives them),
 * shown left to right in both languages (in a <bdi dir="ltr">, as the admin shows windows).
 */
export function windowLabel(from: string, to: string): string {
  return `${from}–${to}`;
}

/**
 * The window for plain text, where no <bdi> can go (a list's option): isolated left to right by its
 * own marks (LRI … PDI), or an Arabic page would show it the other way round, "13:00–09:00".
 */
export function windowText(from: string, to: string): string {
  return `\u2066${windowLabel(from, to)}\u2069`;
}
