import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './constants';
import { serviceKeyOf } from './service-key';
import { SERVICE_WORDS } from './service-words';

describe('serviceKeyOf', () => {
  it('gives one key for the word of either form, and for the key itself', () => {
    for (const key of CATEGORIES) {
      expect(serviceKeyOf(SERVICE_WORDS.ar[key]), SERVICE_WORDS.ar[key]).toBe(key);
      expect(serviceKeyOf(SERVICE_WORDS.en[key]), SERVICE_WORDS.en[key]).toBe(key);
      expect(serviceKeyOf(key)).toBe(key);
    }
  });

  it('folds how the word was written: case, spaces, Arabic letter forms and diacritics', () => {
    expect(serviceKeyOf('  CLEANING ')).toBe('cleaning');
    expect(serviceKeyOf('اضافية')).toBe('additional');
    expect(serviceKeyOf('تَنْظِيف')).toBe('cleaning');
    expect(serviceKeyOf('التنظيف')).toBe('cleaning');
    expect(serviceKeyOf('الإضافية')).toBe('additional');
  });

  it('knows no service for other text or none', () => {
    expect(serviceKeyOf('')).toBeNull();
    expect(serviceKeyOf('تنظيف خزانات')).toBeNull();
    expect(serviceKeyOf('constructor')).toBeNull();
  });
});
