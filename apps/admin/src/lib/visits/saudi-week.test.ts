import { describe, expect, it } from 'vitest';
import { addDays, longDay, saudiToday, utcParts, weekDays, weekStartOf } from './saudi-week';

describe('Saudi weeks', () => {
  it('start on Saturday and run to Friday', () => {
    // 2026-11-27 is a Friday, 2026-11-28 a Saturday.
    expect(weekStartOf('2026-11-27')).toBe('2026-11-21');
    expect(weekStartOf('2026-11-28')).toBe('2026-11-28');
    expect(weekStartOf('2026-12-04')).toBe('2026-11-28');
    expect(weekDays('2026-11-28')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('today is the Saudi date (UTC+3)', () => {
    expect(saudiToday(Date.parse('2026-11-27T20:59:00Z'))).toBe('2026-11-27');
    expect(saudiToday(Date.parse('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
  });

  it('names the day in Arabic and English', () => {
    expect(longDay('2026-11-28', 'ar')).toBe('السبت 28 نوفمبر 2026');
    expect(longDay('2026-11-28', 'en')).toBe('Saturday 28 November 2026');
  });

  it('gives a Saudi time in UTC for calendars', () => {
    expect(utcParts('2026-11-28', '09:30')).toEqual([2026, 11, 28, 6, 30]);
    expect(utcParts('2026-11-28', '01:00')).toEqual([2026, 11, 27, 22, 0]);
  });
});
