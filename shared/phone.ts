import { phoneSearchKey } from './search-text';

/**
 * A customer's number in international digits for tel: and WhatsApp links. Saudi numbers written
 * locally (05…), with +966 or 00966 become 9665…; any other number keeps its own digits.
 */
export function internationalDigits(phone: string): string {
  const key = phoneSearchKey(phone);
  if (/^5\d{8}$/.test(key)) return `966${key}`;
  return phone.replace(/\D/g, '').replace(/^00/, '');
}

export function customerTelLink(phone: string): string {
  return `tel:+${internationalDigits(phone)}`;
}

/** A WhatsApp chat with the customer, the greeting already typed. */
export function customerWhatsappLink(phone: string, greeting: string): string {
  return `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(greeting)}`;
}

/**
 * The key that makes one customer of all the ways one number is written (+966 55…, 00966 55…,
 * 055…, Arabic-Indic digits): its international digits.
 */
export const customerPhoneKey = internationalDigits;
