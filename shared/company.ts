import type { Language } from './constants';
import profile from './company.json' with { type: 'json' };

/**
 * The company's details: name, numbers, e-mail, place, hours. shared/company.json holds the shipped
 * values, the first published version of the site's `company` section; after that the office edits
 * them in the admin and publishes them (server/src/content). The public pages take the published
 * details from their root loader (site/app/lib/company.ts), never from this file directly.
 */
export interface CompanyProfile {
  name: Record<Language, string>;
  shortName: Record<Language, string>;
  /** Local format, as dialled inside Saudi Arabia (05xxxxxxxx); the first is the main line. */
  phones: [string, string, string];
  /** International number without the plus sign, for the messaging-app chat link (9665xxxxxxxx). */
  whatsapp: string;
  email: string;
  city: Record<Language, string>;
  region: Record<Language, string>;
  country: Record<Language, string>;
  hours: Record<Language, string>;
  /** Coordinates of the office, used in structured data. */
  geo: { latitude: number; longitude: number };
  foundedYear: number;
}

/** The shipped details (the first published version). */
export const COMPANY = profile as CompanyProfile;

/** A phone number in international form for tel: links (+9665…). */
export function internationalPhone(localNumber: string): string {
  return `+966${localNumber.replace(/^0/, '')}`;
}

export function telLink(localNumber: string): string {
  return `tel:${internationalPhone(localNumber)}`;
}

/** Messaging-app chat link to the company number with an optional prefilled, URL-encoded text. */
export function whatsappLink(company: CompanyProfile, text?: string): string {
  const base = `https://wa.me/${company.whatsapp}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function mailtoLink(company: CompanyProfile): string {
  return `mailto:${company.email}`;
}

/**
 * True while the details still hold the samples the product ships with (numbers 05000000xx, the
 * sample WhatsApp number or e-mail): the admin and /healthz say so, so nobody goes live with them.
 */
export function hasSampleDetails(company: { phones: readonly string[]; whatsapp: string; email: string }): boolean {
  return (
    company.phones.some((phone) => phone.startsWith('05000000')) ||
    company.whatsapp === '966500000001' ||
    company.email === 'info@lamsat-almadinah.sa'
  );
}
