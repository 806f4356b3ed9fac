import { describe, expect, it } from 'vitest';
import { companyProfileProblems } from './company-check';
import profile from './company.json' with { type: 'json' };

describe('company profile (shared/company.json)', () => {
  it('is valid as shipped', () => {
    expect(companyProfileProblems()).toEqual([]);
  });

  it('names every problem of a mistyped profile', () => {
    const broken = {
      ...profile,
      phones: ['0500000001', '+966 50', '0500000003'],
      whatsapp: '+966500000001',
      email: 'office',
    };
    expect(companyProfileProblems(broken)).toEqual([
      'phones.1: must be a Saudi mobile number in local form, such as 0551234567',
      'whatsapp: must be an international number without the plus sign, such as 966551234567',
      'email: must be a valid email address',
    ]);
  });
});
