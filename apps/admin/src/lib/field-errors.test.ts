import { describe, expect, it } from 'vitest';
import { adminContactSchema, portfolioItemSchema } from '@shared/schemas';
import { fieldErrors } from './field-errors';

/** The labels the forms show above their fields. */
const labels: Record<string, { ar: string; en: string }> = {
  phone: { ar: 'الجوال', en: 'Mobile' },
  email: { ar: 'البريد الإلكتروني', en: 'Email' },
  title_ar: { ar: 'العنوان بالعربية', en: 'Title in Arabic' },
  date: { ar: 'التاريخ', en: 'Date' },
  rating: { ar: 'التقييم', en: 'Rating' },
};
const ar = (field: string) => labels[field]?.ar ?? field;
const en = (field: string) => labels[field]?.en ?? field;

describe('field-errors', () => {
  it('gives one Arabic message per field of a failed contact', () => {
    const parsed = adminContactSchema.safeParse({ name: 'سعد', phone: 'abc', email: 'nope' });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!, ar);
    expect(errors.get('phone')).toBe('الجوال: رقم غير صحيح');
    expect(errors.get('email')).toBe('البريد الإلكتروني: عنوان غير صحيح');
    expect(errors.has('name')).toBe(false);
  });

  it('names each field by the label its form shows, in English when the admin is', () => {
    const parsed = adminContactSchema.safeParse({ name: 'Saad', phone: 'abc' });
    expect(fieldErrors(parsed.error!, en, 'en').get('phone')).toBe('Mobile: must be a phone number');
  });

  it('words length, date and rating problems of the portfolio schema', () => {
    const parsed = portfolioItemSchema.safeParse({ title_ar: 'x'.repeat(201), date: '2025-02-30', rating: 9 });
    const errors = fieldErrors(parsed.error!, ar);
    expect(errors.get('title_ar')).toBe('العنوان بالعربية: أطول من المسموح');
    expect(errors.get('date')).toBe('التاريخ: تاريخ غير صحيح (yyyy-mm-dd)');
    expect(errors.get('rating')).toBe('التقييم: يجب أن يكون رقمًا صحيحًا من 1 إلى 5');
  });
});
