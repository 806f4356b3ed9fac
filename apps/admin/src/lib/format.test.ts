import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatNumber, formatPercent } from './format';

afterEach(() => void dayjs.locale('en'));

describe('formatDateTime', () => {
  it('writes the date in the admin language, Gregorian with Latin digits and a 24-hour clock', () => {
    dayjs.locale('ar');
    expect(formatDateTime('2025-11-18T09:05:00')).toBe('18 نوفمبر 2025، 09:05');
    expect(formatNumber(12345)).toBe('12,345');
    dayjs.locale('en');
    expect(formatDateTime('2025-11-18T21:05:00')).toBe('18 Nov 2025, 21:05');
    expect(formatNumber(12345)).toBe('12,345');
  });

  it('formats ISO and SQLite timestamps and keeps unreadable values', () => {
    expect(formatDateTime('2025-11-18T09:05:00')).toBe('18 Nov 2025, 09:05');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    // SQLite's UTC "yyyy-mm-dd hh:mm:ss" is read as UTC, like the ISO instant with Z.
    expect(formatDateTime('2025-11-18 09:05:00')).toBe(formatDateTime('2025-11-18T09:05:00Z'));
  });
});

describe('formatDay and formatPercent', () => {
  it('writes a Saudi day and a share in the admin language, whatever the time zone', () => {
    dayjs.locale('ar');
    expect(formatDay('2026-11-20')).toBe('20 نوفمبر');
    expect(formatPercent(0.425)).toBe('43٪');
    dayjs.locale('en');
    expect(formatDay('2026-11-20')).toBe('20 Nov');
    expect(formatDay('2026-11-20', { weekday: 'long' })).toBe('Friday');
    expect(formatPercent(0.425)).toBe('43%');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
