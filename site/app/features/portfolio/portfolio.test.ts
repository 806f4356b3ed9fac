import { describe, expect, it } from 'vitest';
import { formatServiceDate } from './format-date';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('keeps absolute http(s) URLs and relative paths, prefixes site paths', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg', '/base')).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrl('HTTP://x.example/a.png', '/base')).toBe('HTTP://x.example/a.png');
    expect(imageUrl('images/a.jpg', '/base')).toBe('images/a.jpg');
    expect(imageUrl('/uploads/a.jpg', '/base')).toBe('/base/uploads/a.jpg');
    expect(imageUrl('/uploads/a.jpg')).toBe('/uploads/a.jpg');
  });
});

describe('formatServiceDate', () => {
  it('shows Gregorian dates in Saudi Arabic and US English', () => {
    expect(formatServiceDate('2024-03-05', 'en')).toBe('March 5, 2024');
    const ar = formatServiceDate('2024-03-05', 'ar');
    expect(ar).toContain('مارس');
    expect(ar).toContain('٢٠٢٤');
  });

  it('leaves an unreadable date as it is', () => {
    expect(formatServiceDate('soon', 'en')).toBe('soon');
  });
});
