import { describe, expect, it } from 'vitest';
import { companyProfileProblems } from './company-check';
import profile from './company.json' with { type: 'json' };

describe('company profile (shared/company.json)', () => {
  it('is valid as shipped', () => {
    expect(companyProfileProblems()).toEqual([]);
  });

  it('names every problem of a mistyped profile', () => {
    const broken = { ...profile, phones: ['0500000001', '+966 50'], whatsapp: '+966500000001', email: 'office' };
    expect(companyProfileProblems(broken)).toEqual([
      'phones.1: a Saudi mobile number such as 0551234567',
      'whatsapp: an international number such as 966551234567, without a plus sign',
      'email: an e-mail address such as info@example.sa',
    ]);
  });
});
