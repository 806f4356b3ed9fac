import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch } from './search';

describe('search', () => {
  it('ignores hamza forms, taa marbuta, alef maqsura, harakat and tatweel', () => {
    expect(normalizeSearch('أحمد')).toBe(normalizeSearch('احمد'));
    expect(matchesSearch('فاطمه', 'فاطمة أحمد الحربي')).toBe(true);
    expect(matchesSearch('مُحَمَّد', 'محمد علي')).toBe(true);
    expect(matchesSearch('علـــي', 'محمد علي')).toBe(true);
    expect(matchesSearch('مصطفي', 'مصطفى')).toBe(true);
  });

  it('matches Latin text case-insensitively, numbers, and everything for an empty query', () => {
    expect(matchesSearch('KHALID', 'khalid.juhani@example.com')).toBe(true);
    expect(matchesSearch('1051', 1051)).toBe(true);
    expect(matchesSearch('  ', 'x')).toBe(true);
    expect(matchesSearch('قباء', 'العزيزية', 'سلطانة')).toBe(false);
  });
});
