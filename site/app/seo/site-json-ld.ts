import { internationalPhone, type CompanyProfile } from '@shared/company';
import type { Language } from '@shared/constants';
import {
  contactPoint,
  OPEN_ALL_WEEK,
  organizationId,
  PAYMENT_ACCEPTED,
  phoneNumbers,
  SCHEMA_CONTEXT,
  type JsonLd,
} from './json-ld';

export interface SiteJsonLdInput {
  company: CompanyProfile;
  lang: Language;
  /** Absolute origin (PUBLIC_BASE_URL), without trailing slash. */
  baseUrl: string;
  /** Absolute URL of the page the data is placed on. */
  pageUrl: string;
  description: string;
}

const SLOGAN: Record<Language, string> = {
  ar: 'نخدم المدينة المنورة وأكثر من 30 مدينة على مدار الساعة',
  en: 'Serving Medina and more than 30 cities around the clock',
};

const SERVICE_TYPES: Record<Language, string[]> = {
  ar: ['التنظيف', 'جلي الرخام والسيراميك', 'نقل الأثاث', 'الصيانة العامة', 'تنسيق الحدائق', 'خدمات إضافية'],
  en: [
    'Cleaning',
    'Marble and ceramic polishing',
    'Furniture moving',
    'General maintenance',
    'Gardens and landscaping',
    'Additional services',
  ],
};

function postalAddress(company: CompanyProfile, lang: Language): JsonLd {
  return {
    '@type': 'PostalAddress',
    addressLocality: company.city[lang],
    addressRegion: company.region[lang],
    addressCountry: 'SA',
  };
}

/** The company as an Organization (home, about, contact). */
export function organizationJsonLd({ company, lang, baseUrl, description }: SiteJsonLdInput): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(baseUrl),
    name: company.name[lang],
    alternateName: company.shortName[lang],
    url: `${baseUrl}${lang === 'en' ? '/en' : '/'}`,
    logo: `${baseUrl}/icon-512.png`,
    image: `${baseUrl}/og-image.png`,
    description,
    slogan: SLOGAN[lang],
    foundingDate: String(company.foundedYear),
    telephone: internationalPhone(company.phones[0]),
    email: company.email,
    address: postalAddress(company, lang),
    contactPoint: phoneNumbers(company).map((telephone) => ({ ...contactPoint(company), telephone })),
  };
}

/** The company as a local business (HomeAndConstructionBusiness) at its Medina base (home, about, contact). */
export function localBusinessJsonLd({ company, lang, baseUrl, pageUrl, description }: SiteJsonLdInput): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${baseUrl}/#business`,
    name: company.name[lang],
    description,
    url: pageUrl,
    image: `${baseUrl}/og-image.png`,
    logo: `${baseUrl}/icon-512.png`,
    telephone: internationalPhone(company.phones[0]),
    email: company.email,
    address: postalAddress(company, lang),
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: [OPEN_ALL_WEEK],
    areaServed: { '@type': 'Country', name: company.country[lang] },
    knowsAbout: SERVICE_TYPES[lang],
    priceRange: lang === 'ar' ? 'ابتداءً من 100 ريال' : 'From SAR 100',
    currenciesAccepted: 'SAR',
    paymentAccepted: PAYMENT_ACCEPTED[lang],
    contactPoint: contactPoint(company),
    parentOrganization: { '@id': organizationId(baseUrl) },
  };
}

/** Both nodes for the pages that present the company (home, about, contact). */
export function companyJsonLd(input: SiteJsonLdInput): JsonLd[] {
  return [organizationJsonLd(input), localBusinessJsonLd(input)];
}

/** FAQPage from the question/answer entries shown on the page (home FAQ). */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[], pageUrl: string): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
