import { toAsciiDigits } from './schemas/fields';

/**
 * Text as the messages screen searches it, so that people find what they typed however it was written:
 * Arabic letter forms folded (أ إ آ ٱ → ا, ة → ه, ى → ي), diacritics and tatweel dropped,
 * Arabic-Indic digits made ASCII, Latin letters lower-cased, runs of space made one.
 */
export function normalizeSearchText(text: string): string {
  return toAsciiDigits(text)
    .normalize('NFC')
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A term made only of phone characters (digits, spaces, +, dashes, brackets) with 3+ digits. */
function isPhoneLike(term: string): boolean {
  return /^[+\d\s()-]+$/.test(term) && term.replace(/\D/g, '').length >= 3;
}

/**
 * The digits of a Saudi phone number without its country or trunk prefix: +966 55 123 4567,
 * 00966551234567 and 0551234567 all become 551234567, so any written form finds the others.
 */
export function phoneSearchKey(phone: string): string {
  const digits = toAsciiDigits(phone).replace(/\D/g, '');
  return digits.replace(/^(00966|966|0)/, '');
}

/** The stored search column of a contact message: its words, normalized, and its phone key. */
export function contactSearchText(contact: {
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
}): string {
  const words = [contact.name, contact.email, contact.service, contact.message].map(normalizeSearchText).join(' ');
  return `${words} ${phoneSearchKey(contact.phone)}`.trim();
}

/**
 * What a search box query looks for: each term must appear in the search column. A query that is
 * a phone number is one term, its phone key; otherwise the normalized words.
 */
export function searchTerms(query: string): string[] {
  const ascii = toAsciiDigits(query).trim();
  if (isPhoneLike(ascii)) return [phoneSearchKey(ascii)].filter(Boolean);
  return normalizeSearchText(query).split(' ').filter(Boolean);
}
