import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('formats ISO and SQLite timestamps and keeps unreadable values', () => {
    expect(formatDateTime('2025-11-18T09:05:00')).toBe('2025-11-18 09:05');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    // SQLite's UTC "yyyy-mm-dd hh:mm:ss" is read as UTC, like the ISO instant with Z.
    expect(formatDateTime('2025-11-18 09:05:00')).toBe(formatDateTime('2025-11-18T09:05:00Z'));
  });
});
