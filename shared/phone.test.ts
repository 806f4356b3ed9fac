import { describe, expect, it } from 'vitest';
import { customerTelLink, customerWhatsappLink, internationalDigits } from './phone';

describe('customer phone links', () => {
  it('writes a Saudi number internationally however it was typed', () => {
    for (const typed of ['0551234567', '+966 55 123 4567', '00966551234567', '٠٥٥١٢٣٤٥٦٧']) {
      expect(internationalDigits(typed), typed).toBe('966551234567');
    }
    expect(internationalDigits('+971 50 123 4567')).toBe('971501234567');
  });

  it('makes tel: and wa.me links with the greeting encoded', () => {
    expect(customerTelLink('0551234567')).toBe('tel:+966551234567');
    expect(customerWhatsappLink('0551234567', 'السلام عليكم سارة')).toBe(
      `https://wa.me/966551234567?text=${encodeURIComponent('السلام عليكم سارة')}`,
    );
  });
});
