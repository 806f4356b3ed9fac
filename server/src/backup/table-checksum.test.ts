import { describe, expect, it } from 'vitest';
import { normaliseBoolean, normaliseTimestamp } from './table-checksum';

describe('the checksum’s normal form of SQLite values', () => {
  it('reads Sequelize’s timestamp text, and other forms of one moment, as that moment in UTC to the microsecond', () => {
    const moment = '2026-11-27T08:15:00.123000Z';
    for (const text of [
      '2026-11-27 08:15:00.123 +00:00',
      '2026-11-27T08:15:00.123Z',
      '2026-11-27 11:15:00.123 +03:00',
      '2026-11-27 11:15:00.123+0300',
      '2026-11-27 08:15:00.123',
      '2026-11-27 08:15:00.1230004 +00:00',
    ]) {
      expect(normaliseTimestamp(text), text).toBe(moment);
    }
    expect(normaliseTimestamp('2026-11-27')).toBe('2026-11-27T00:00:00.000000Z');
    expect(normaliseTimestamp('2026-12-31 23:59:59.9999996 -01:00')).toBe('2027-01-01T01:00:00.000000Z');
    // Not a timestamp: kept as it is, so it cannot match what PostgreSQL holds.
    expect(normaliseTimestamp('1732695300000')).toBe('1732695300000');
  });

  it('reads 0/1 flags as false/true', () => {
    expect(['1', '0', 'true', 'FALSE', '2'].map(normaliseBoolean)).toEqual(['true', 'false', 'true', 'false', '2']);
  });
});
