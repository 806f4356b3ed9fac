import { describe, expect, it } from 'vitest';
import { visitSchema, windowsOverlap } from './visits';

const valid = {
  contact_id: 7,
  date: '2026-12-05',
  from: '09:00',
  to: '11:30',
  team: 'فريق التنظيف ١',
  price: 450,
  address: 'شارع الملك فهد، عمارة 12',
  district: 'قباء',
  service_key: 'cleaning',
};

const problems = (body: Record<string, unknown>) =>
  visitSchema.safeParse(body).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('a visit’s body', () => {
  it('takes a day, a window in Saudi time, a team, a price in whole riyals; priority and status default', () => {
    expect(visitSchema.parse(valid)).toMatchObject({
      ...valid,
      priority: 'normal',
      status: 'pending',
      notes: '',
      confirm_overlap: false,
    });
    expect(visitSchema.parse({ ...valid, from: '٠٨:٣٠', to: '١٠:٠٠' })).toMatchObject({ from: '08:30', to: '10:00' });
  });

  it('refuses a window that ends before it starts, impossible times and dates, a price out of range', () => {
    expect(problems({ ...valid, from: '11:00', to: '11:00' })).toEqual(['to: ends_before_start']);
    expect(problems({ ...valid, from: '24:00' })).toContain('from: invalid_time');
    expect(problems({ ...valid, to: '9:30' })).toContain('to: invalid_time');
    expect(problems({ ...valid, date: '2026-02-30' })).toEqual(['date: invalid_date']);
    expect(problems({ ...valid, price: -1 })).toEqual(['price: out_of_range']);
    expect(problems({ ...valid, price: 99.5 })).toEqual(['price: invalid_number']);
    expect(problems({ ...valid, service_key: 'تنظيف' })).toEqual(['service_key: invalid_choice']);
    expect(problems({ ...valid, status: 'done' })).toEqual(['status: invalid_choice']);
    expect(problems({ ...valid, team: ' ' })).toEqual(['team: required']);
  });
});

describe('windowsOverlap', () => {
  it('is true when each window starts before the other ends; touching ends are no overlap', () => {
    expect(windowsOverlap({ from: '09:00', to: '11:00' }, { from: '10:30', to: '12:00' })).toBe(true);
    expect(windowsOverlap({ from: '10:30', to: '12:00' }, { from: '09:00', to: '11:00' })).toBe(true);
    expect(windowsOverlap({ from: '09:00', to: '13:00' }, { from: '10:00', to: '11:00' })).toBe(true);
    expect(windowsOverlap({ from: '09:00', to: '11:00' }, { from: '11:00', to: '12:00' })).toBe(false);
    expect(windowsOverlap({ from: '13:00', to: '14:00' }, { from: '09:00', to: '11:00' })).toBe(false);
  });
});
