import { describe, expect, it } from 'vitest';
import { dayLabel, windowLabel, windowText } from './format';

describe('booking dates and windows', () => {
  it('names a Saudi calendar day in each language, Gregorian in Arabic too, whatever the time zone', () => {
    expect(dayLabel('2026-01-15', 'en')).toBe('Thursday 15 January');
    expect(dayLabel('2026-01-15', 'ar')).toBe('الخميس، 15 يناير');
  });

  it('keeps a value that is not a date as it is', () => {
    expect(dayLabel('soon', 'en')).toBe('soon');
  });

  it('writes a window from its start to its end', () => {
    expect(windowLabel('09:00', '13:00')).toBe('09:00–13:00');
  });

  it('isolates a window written as plain text left to right, so an Arabic list shows it from its start', () => {
    expect(windowText('09:00', '13:00')).toBe('\u206609:00–13:00\u2069');
  });
});
