import type { Language } from './constants';

/**
 * The company profile: every page, link and message takes the company's name, numbers and
 * place from here.
 * SAMPLE VALUES: the phone numbers below are placeholders in the Saudi mobile format; replace them
 * with the company's real numbers before going live.
 */
export const COMPANY = {
  name: { ar: 'شركة لمسة المدينة للخدمات المنزلية', en: 'Lamsat Al-Madinah Home Services' },
  shortName: { ar: 'لمسة المدينة', en: 'Lamsat Al-Madinah' },
  /** Local format, as dialled inside Saudi Arabia. SAMPLE. */
  phones: ['0500000001', '0500000002', '0500000003'],
  /** International number (no plus sign) used for the messaging-app chat. SAMPLE; same line as phones[0]. */
  whatsapp: '966500000001',
  city: { ar: 'المدينة المنورة', en: 'Medina' },
  country: { ar: 'المملكة العربية السعودية', en: 'Saudi Arabia' },
  hours: { ar: 'متاحون 24 ساعة طوال أيام الأسبوع', en: 'Available 24 hours, seven days a week' },
  /** Coordinates of central Medina, used in structured data. */
  geo: { latitude: 24.4672, longitude: 39.6111 },
  foundedYear: 2009,
} as const;

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
