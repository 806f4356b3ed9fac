import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../text/ar';
import { en } from '../text/en';
import { i18n } from './i18n';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPercent,
  formatRelative,
} from './format';

beforeAll(() => {
  i18n.addResourceBundle('ar', 'admin', ar, true, false);
  i18n.addResourceBundle('en', 'admin', en, true, false);
});

afterEach(async () => {
  dayjs.locale('en');
  await i18n.changeLanguage('en');
});

async function use(language: 'ar' | 'en') {
  dayjs.locale(language);
  await i18n.changeLanguage(language);
}

describe('formatDateTime', () => {
  it('writes a moment on the office clock, Gregorian with Latin digits and a 24-hour clock, whatever the time zone', async () => {
    await use('ar');
    expect(formatDateTime('2025-11-18T06:05:00Z')).toBe('18 نوفمبر 2025، 09:05');
    expect(formatNumber(12345)).toBe('12,345');
    await use('en');
    expect(formatDateTime('2025-11-18T18:05:00Z')).toBe('18 Nov 2025, 21:05');
    expect(formatNumber(12345)).toBe('12,345');
    // Past midnight in Riyadh while it is still the day before in UTC.
    expect(formatDateTime('2026-11-27T21:39:00Z')).toBe('28 Nov 2026, 00:39');
  });

  it('formats ISO and SQLite timestamps and keeps unreadable values', () => {
    expect(formatDateTime('2025-11-18T06:05:00Z')).toBe('18 Nov 2025, 09:05');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    // SQLite's UTC "yyyy-mm-dd hh:mm:ss" is read as UTC, like the ISO instant with Z.
    expect(formatDateTime('2025-11-18 09:05:00')).toBe(formatDateTime('2025-11-18T09:05:00Z'));
  });

  it('the clock reads the office time and day', async () => {
    await use('ar');
    expect(formatClock(new Date('2026-11-27T21:39:52Z'))).toEqual({ day: 'السبت، 28 نوفمبر 2026', time: '00:39:52' });
  });
});

describe('formatDay, formatDate and formatPercent', () => {
  it('writes a Saudi day and a share in the admin language, whatever the time zone', async () => {
    await use('ar');
    expect(formatDay('2026-11-20')).toBe('20 نوفمبر');
    expect(formatDate('2026-11-20')).toBe('20 نوفمبر 2026');
    expect(formatPercent(0.425)).toBe('43٪');
    await use('en');
    expect(formatDay('2026-11-20')).toBe('20 Nov');
    expect(formatDate('2026-11-20')).toBe('20 Nov 2026');
    expect(formatDay('2026-11-20', { weekday: 'long' })).toBe('Friday');
    expect(formatPercent(0.425)).toBe('43%');
    expect(formatDay('not a day')).toBe('not a day');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('counts in Arabic by the language’s plural rules: one, two, a few, many', async () => {
    await use('ar');
    expect(formatRelative(ago(20), now)).toBe('الآن');
    expect(formatRelative(ago(60), now)).toBe('منذ دقيقة');
    expect(formatRelative(ago(2 * 60), now)).toBe('منذ دقيقتين');
    expect(formatRelative(ago(3 * 60), now)).toBe('منذ 3 دقائق');
    expect(formatRelative(ago(11 * 60), now)).toBe('منذ 11 دقيقة');
    expect(formatRelative(ago(2 * 3600), now)).toBe('منذ ساعتين');
    expect(formatRelative(ago(5 * 3600), now)).toBe('منذ 5 ساعات');
    expect(formatRelative(ago(2 * 86_400 + 600), now)).toBe('منذ يومين');
    expect(formatRelative(ago(11 * 86_400), now)).toBe('منذ 11 يومًا');
    expect(formatRelative(ago(60 * 86_400), now)).toBe('منذ شهرين');
    expect(formatRelative(new Date(now.getTime() + 2 * 3600_000).toISOString(), now)).toBe('بعد ساعتين');
  });

  it('says the same in English, and reads SQLite’s UTC timestamps', async () => {
    await use('en');
    expect(formatRelative(ago(20), now)).toBe('just now');
    expect(formatRelative(ago(60), now)).toBe('a minute ago');
    expect(formatRelative(ago(2 * 86_400), now)).toBe('2 days ago');
    expect(formatRelative(new Date(now.getTime() + 3600_000).toISOString(), now)).toBe('in an hour');
    expect(formatRelative('2026-11-27 11:57:00', now)).toBe('3 minutes ago');
    expect(formatRelative('not a date', now)).toBe('');
  });
});
