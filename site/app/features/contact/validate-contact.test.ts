import { describe, expect, it } from 'vitest';
import { checkContact } from './validate-contact';

const valid = { name: 'سارة', phone: '0551234567', email: '', service: '', message: '', preferredTime: '' };

describe('checkContact (the server rule, on the page)', () => {
  it('accepts a Saudi mobile, an international number and Arabic-Indic digits', () => {
    expect(checkContact(valid)).toEqual({});
    expect(checkContact({ ...valid, phone: '+966 55-123-4567' })).toEqual({});
    expect(checkContact({ ...valid, phone: '٠٥٥١٢٣٤٥٦٧' })).toEqual({});
  });

  it('refuses a phone with too few or too many digits, or letters', () => {
    expect(checkContact({ ...valid, phone: '12345' })).toEqual({ phone: 'invalid_phone' });
    expect(checkContact({ ...valid, phone: '1234567890123456' })).toEqual({ phone: 'invalid_phone' });
    expect(checkContact({ ...valid, phone: '05abc1234' })).toEqual({ phone: 'invalid_phone' });
  });

  it('refuses an invisible control character as the server does', () => {
    expect(checkContact({ ...valid, name: 'سارة\u0000' })).toEqual({ name: 'control_character' });
    expect(checkContact({ ...valid, message: 'سطر\nسطر' })).toEqual({});
  });

  it('names empty required fields and a malformed email', () => {
    expect(checkContact({ ...valid, name: '  ', phone: '' })).toEqual({ name: 'required', phone: 'required' });
    expect(checkContact({ ...valid, email: 'not-an-address' })).toEqual({ email: 'invalid_email' });
  });
});
