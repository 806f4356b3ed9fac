import { internationalPhone, type CompanyProfile } from '@shared/company';
import type { Language } from '@shared/constants';

/** A JSON-LD value; the same shape React Router's `script:ld+json` meta descriptor accepts. */
export type JsonLdValue = string | number | boolean | null | JsonLd | readonly JsonLdValue[];
export interface JsonLd {
  [key: string]: JsonLdValue | undefined;
}

/** React Router renders this meta descriptor as <script type="application/ld+json"> in <head>. */
export function jsonLdMeta(data: JsonLd): { 'script:ld+json': JsonLd } {
  return { 'script:ld+json': data };
}

export const SCHEMA_CONTEXT = 'https://schema.org';

/** Open every day, all day: the company serves 24/7, seven days a week. */
export const OPEN_ALL_WEEK: JsonLd = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: '00:00',
  closes: '23:59',
};

export const PAYMENT_ACCEPTED: Record<Language, string> = {
  ar: 'نقداً عند الإنجاز، تحويل بنكي، دفع إلكتروني',
  en: 'Cash on delivery, bank transfer, electronic payment',
};

export function phoneNumbers(company: CompanyProfile): string[] {
  return company.phones.map(internationalPhone);
}

/** Customer-service contact point: the company's first number, Arabic and English spoken. */
export function contactPoint(company: CompanyProfile): JsonLd {
  return {
    '@type': 'ContactPoint',
    telephone: internationalPhone(company.phones[0]),
    email: company.email,
    contactType: 'customer service',
    areaServed: 'SA',
    availableLanguage: ['Arabic', 'English'],
    hoursAvailable: OPEN_ALL_WEEK,
  };
}

/** The site-wide identifiers other nodes point at (@id), so search engines join them into one entity. */
export function organizationId(baseUrl: string): string {
  return `${baseUrl}/#organization`;
}
