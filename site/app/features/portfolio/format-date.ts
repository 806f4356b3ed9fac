import type { Language } from '@shared/constants';

/**
 * Portfolio dates: Saudi Arabic locale on Arabic pages, US English otherwise.
 * Decision: GREGORIAN calendar in Arabic too ('ar-SA-u-ca-gregory'). Plain 'ar-SA' would show the
 * Hijri (Umm al-Qura) calendar; but these are service dates the staff enter as Gregorian
 * yyyy-mm-dd, customers book and pay by the Gregorian calendar (Saudi salaries and the government
 * fiscal year have been Gregorian since 2016), and showing the same day in one calendar in both
 * languages avoids confusing a visitor who switches language. Digits stay Arabic-Indic, as ar-SA writes them.
 * The date is a calendar day, so it is read and formatted in UTC (no shift by the visitor's time zone).
 */
const FORMATS: Record<Language, Intl.DateTimeFormat> = {
  ar: new Intl.DateTimeFormat('ar-SA-u-ca-gregory', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }),
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};

export function formatServiceDate(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : FORMATS[lang].format(date);
}
