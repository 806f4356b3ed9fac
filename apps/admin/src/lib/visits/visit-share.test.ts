import { describe, expect, it } from 'vitest';
import type { Visit } from '@shared/schemas';
import { confirmationLink, confirmationText, visitCalendarFile } from './visit-share';

const visit: Visit = {
  id: 7,
  customer_id: 3,
  contact_id: 5,
  customer_name: 'سارة',
  phone: '0551234567',
  date: '2026-11-28',
  from: '09:30',
  to: '11:00',
  team: 'فريق 1',
  price: 450,
  address: 'شارع قباء 12',
  district: 'قباء',
  service_key: 'cleaning',
  priority: 'normal',
  status: 'confirmed',
  notes: '',
  created_at: '2026-11-27 10:00:00',
  updated_at: '2026-11-27 10:00:00',
};

describe('a visit shared with the customer and the team', () => {
  it('fills the confirmation with the Arabic day, the window, the service and the address', () => {
    const words = (key: string, values?: object) =>
      key === 'categories.cleaning' ? 'التنظيف' : `${key} ${JSON.stringify(values)}`;
    const text = confirmationText(visit, words, 'ar', 'لمسات');
    expect(text).toContain('"date":"السبت 28 نوفمبر 2026"');
    expect(text).toContain('"from":"09:30","to":"11:00"');
    expect(text).toContain('"service":"التنظيف"');
    expect(text).toContain('"address":"شارع قباء 12، قباء"');
    expect(confirmationLink(visit, 'نص')).toBe(`https://wa.me/966551234567?text=${encodeURIComponent('نص')}`);
  });

  it('makes a calendar file with the window in UTC', async () => {
    const file = await visitCalendarFile(visit, 'زيارة: سارة', 'فريق 1');
    expect(file).toContain('DTSTART:20261128T063000Z');
    expect(file).toContain('DTEND:20261128T080000Z');
    expect(file).toContain('BEGIN:VEVENT');
  });
});
