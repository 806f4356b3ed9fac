import { describe, expect, it } from 'vitest';
import { contactSearchText, normalizeSearchText, phoneSearchKey, searchTerms } from './search-text';

describe('the messages screen search text', () => {
  it('folds the forms of alef, taa marbuta and alef maqsura', () => {
    expect(normalizeSearchText('أحمد')).toBe(normalizeSearchText('احمد'));
    expect(normalizeSearchText('إبراهيم')).toBe('ابراهيم');
    expect(normalizeSearchText('آمنة')).toBe('امنه');
    expect(normalizeSearchText('مصطفى')).toBe('مصطفي');
  });

  it('drops diacritics and tatweel, makes Arabic-Indic digits ASCII, lower-cases Latin', () => {
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد');
    expect(normalizeSearchText('جـــلي')).toBe('جلي');
    expect(normalizeSearchText('فيلا ٣ غرف')).toBe('فيلا 3 غرف');
    expect(normalizeSearchText('  Sarah   AHMED ')).toBe('sarah ahmed');
  });

  it('gives every written form of a phone number the same key', () => {
    for (const form of [
      '0551234567',
      '055 123 4567',
      '+966551234567',
      '+966 55 123 4567',
      '00966551234567',
      '٠٥٥١٢٣٤٥٦٧',
    ]) {
      expect(phoneSearchKey(form), form).toBe('551234567');
    }
  });

  it('turns a query into terms: a phone as its key, words normalized', () => {
    expect(searchTerms('+966 55-123 4567')).toEqual(['551234567']);
    expect(searchTerms('أحمد  الحربي')).toEqual(['احمد', 'الحربي']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('stores the words and the phone key of a message', () => {
    const text = contactSearchText({
      name: 'فاطمة',
      phone: '+966 50 111 2222',
      email: 'F@x.sa',
      service: 'تنظيف',
      message: 'شقّة',
    });
    expect(text).toBe('فاطمه f@x.sa تنظيف شقه 501112222');
  });
});
