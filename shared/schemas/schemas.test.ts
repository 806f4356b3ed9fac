import { describe, expect, it } from 'vitest';
import { totalPages } from '../constants';
import { adminContactSchema, contactSubmitSchema } from './contact';
import { pagingSchema } from './paging';
import { portfolioItemSchema, REQUIRED_PORTFOLIO_FIELDS } from './portfolio';

const firstIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error ? `${String(r.error.issues[0]!.path[0])}:${r.error.issues[0]!.message}` : 'ok';

describe('contactSubmitSchema', () => {
  it('fills defaults for the optional fields', () => {
    expect(contactSubmitSchema.parse({ name: ' Ali ', phone: '0551234567' })).toEqual({
      name: 'Ali',
      phone: '0551234567',
      service: '',
      message: '',
      email: '',
      preferredTime: '',
      urgency: 'normal',
    });
  });

  it.each([
    [{ phone: '0551234567' }, 'name:invalid_type'],
    [{ name: 'Ali', phone: '' }, 'phone:required'],
    [{ name: 'Ali', phone: '12' }, 'phone:invalid_phone'],
    [{ name: 'Ali', phone: '0551234567x' }, 'phone:invalid_phone'],
    [{ name: 'Ali', phone: '0551234567', email: 'a@' }, 'email:invalid_email'],
    [{ name: 'Ali', phone: '0551234567', urgency: 'later' }, 'urgency:invalid_choice'],
    [{ name: 'x'.repeat(101), phone: '0551234567' }, 'name:too_long'],
  ])('refuses %j (%s)', (input, expected) => {
    expect(firstIssue(contactSubmitSchema.safeParse(input))).toBe(expected);
  });

  it('accepts international and Arabic-Indic phone numbers', () => {
    expect(contactSubmitSchema.parse({ name: 'A', phone: '+966 (55) 123-4567' }).phone).toBe('+966 (55) 123-4567');
    expect(contactSubmitSchema.parse({ name: 'A', phone: '۰۵۵۱۲۳۴۵۶۷' }).phone).toBe('0551234567');
  });

  it('uses snake_case preferred_time for the admin schema', () => {
    expect(adminContactSchema.parse({ name: 'A', phone: '0551234567', preferred_time: 'evening' }).preferred_time).toBe(
      'evening',
    );
  });
});

describe('portfolioItemSchema', () => {
  const valid = Object.fromEntries(REQUIRED_PORTFOLIO_FIELDS.map((f) => [f, 'x'])) as Record<string, unknown>;
  Object.assign(valid, { category: 'gardens', date: '2026-01-31', image: '/uploads/a.png', rating: 3 });

  it('requires every field except before_after, which defaults to 0', () => {
    const parsed = portfolioItemSchema.parse(valid);
    expect(parsed.before_after).toBe(0);
    expect(REQUIRED_PORTFOLIO_FIELDS).not.toContain('before_after');
    expect(REQUIRED_PORTFOLIO_FIELDS).toHaveLength(16);
  });

  it.each([
    [{ rating: 0 }, 'rating:invalid_rating'],
    [{ rating: 2.5 }, 'rating:invalid_rating'],
    [{ category: 'all' }, 'category:invalid_choice'],
    [{ date: '2026-13-01' }, 'date:invalid_date'],
    [{ image: 'data:image/png;base64,AAAA' }, 'image:invalid_image_path'],
    [{ before_after: 'yes' }, 'before_after:invalid_flag'],
  ])('refuses %j', (change, expected) => {
    expect(firstIssue(portfolioItemSchema.safeParse({ ...valid, ...change }))).toBe(expected);
  });
});

describe('paging', () => {
  it('defaults to page 1 of 20 and bounds limit to 100', () => {
    expect(pagingSchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pagingSchema.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
    expect(pagingSchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(pagingSchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('counts total pages as ceiling(total / 20), at least 1', () => {
    expect([0, 1, 20, 21, 45].map((n) => totalPages(n))).toEqual([1, 1, 1, 2, 3]);
  });
});

describe('text rule: control characters and lone surrogates are refused, everything else kept', () => {
  const base = { name: 'A', phone: '0551234567' };
  it.each([
    [{ name: 'A\u0000' }, 'name:control_character'],
    [{ name: 'A\nB' }, 'name:control_character'],
    [{ name: '\u000BA' }, 'name:control_character'],
    [{ name: 'A\u0085' }, 'name:control_character'],
    [{ phone: '055\n1234567' }, 'phone:control_character'],
    [{ email: 'a\u0000@b.co' }, 'email:control_character'],
    [{ message: 'a\u0007b' }, 'message:control_character_multiline'],
    [{ name: 'A\uD83D' }, 'name:unpaired_surrogate'],
  ])('refuses %j (%s)', (change, expected) => {
    expect(firstIssue(contactSubmitSchema.safeParse({ ...base, ...change }))).toBe(expected);
  });

  it('keeps Arabic, direction marks, emoji, combining marks, tabs and (in messages) line breaks', () => {
    const name = 'مرحبا\u200F \u200Eبكم\u061C 👨‍👩‍👧 e\u0301\tx';
    const message = 'one\ntwo\r\nthree\tfour 😀';
    expect(contactSubmitSchema.parse({ ...base, name, message })).toMatchObject({ name, message });
  });
});
