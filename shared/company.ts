import type { Language } from './constants';
import profile from './company.json' with { type: 'json' };

/**
 * The company profile lives in shared/company.json, the one file a business owner edits (see the
 * docs/configuration.md, "Company details"): every page, link, message and structured-data block takes the
 * company's name, numbers, e-mail and place from it. company-check.ts checks it when the site and
 * the admin are built, so a mistyped number stops the build with the reason (zod stays out of the
 * pages' first load this way).
 */
export interface CompanyProfile {
  name: Record<Language, string>;
  shortName: Record<Language, string>;
  /** Local format, as dialled inside Saudi Arabia (05xxxxxxxx); the first is the main line. */
  phones: [string, ...string[]];
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

export const COMPANY = profile as CompanyProfile;

/** A phone number in international form for tel: links (+9665…). */
export function internationalPhone(localNumber: string): string {
  return `+966${localNumber.replace(/^0/, '')}`;
}

export function telLink(localNumber: string): string {
  return `tel:${internationalPhone(localNumber)}`;
}

/** Messaging-app chat link to the company number with an optional prefilled, URL-encoded text. */
export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${COMPANY.whatsapp}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function companyName(lang: Language): string {
  return COMPANY.name[lang];
}

export function mailtoLink(): string {
  return `mailto:${COMPANY.email}`;
}
