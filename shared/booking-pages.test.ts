import { describe, expect, it } from 'vitest';
import { bookPath } from './booking-pages';

describe('bookPath', () => {
  it('leads to the form of a language, with its service and the page of its button', () => {
    expect(bookPath('ar')).toBe('/book');
    expect(bookPath('en', 'moving')).toBe('/en/book?service=moving');
    expect(bookPath('ar', 'cleaning', '/cities/medina')).toBe('/book?service=cleaning&from=/cities/medina');
    expect(bookPath('en', null, '/en')).toBe('/en/book?from=/en');
  });

  it('keeps any other text within its own parameter', () => {
    expect(bookPath('ar', 'marble', '/a b&service=moving#x')).toBe(
      '/book?service=marble&from=/a%20b%26service%3Dmoving%23x',
    );
  });
});
