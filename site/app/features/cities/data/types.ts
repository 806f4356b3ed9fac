import type { Language } from '@shared/constants';

/** Every city that has its own page. City and district pages exist in Arabic only. */
export const CITY_SLUGS = ['medina', 'makkah', 'jeddah', 'riyadh', 'dammam', 'khobar'] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

/** The four cities the index links to; Dammam and Khobar have pages but no index card. */
export const MAIN_CITY_SLUGS = ['medina', 'makkah', 'jeddah', 'riyadh'] as const;
export type MainCitySlug = (typeof MAIN_CITY_SLUGS)[number];

export type Localized<T = string> = Record<Language, T>;

/** Names of the inline SVG icons the cities feature draws (components/city-icon.tsx). */
export type CityIconName =
  | 'mosque'
  | 'kaaba'
  | 'waves'
  | 'tower'
  | 'home'
  | 'sparkle'
  | 'truck'
  | 'wrench'
  | 'building'
  | 'leaf'
  | 'shield'
  | 'facade'
  | 'snowflake'
  | 'star'
  | 'users'
  | 'clock'
  | 'phone'
  | 'pin'
  | 'award'
  | 'check';

/** A main city card of the index. */
export interface MainCityCard {
  slug: MainCitySlug;
  name: Localized;
  description: Localized;
  icon: CityIconName;
  rating: number;
  clients: number;
  specialties: Localized<readonly [string, string, string, string]>;
  /** Accent colour of the card (hex), readable on light and dark backgrounds as a border/icon tint. */
  color: string;
}

/** One of the 26 other cities of the index grid: name and region. */
export interface OtherCity {
  name: Localized;
  region: Localized;
}

/** A service card's own part; its name, price and lists are published content (`cities` section). */
export interface CityServiceTexts {
  id: string;
  icon: CityIconName;
  description: string;
}

/** A service card on a city page; `price` is the starting price in riyals ('from N riyals'). */
export interface CityServiceCard extends CityServiceTexts {
  title: string;
  price: number;
  features: readonly string[];
  benefits?: readonly string[];
}

/** A neighbourhood on a city page; Medina, Makkah and Khobar give an arrival time in minutes. */
export interface Neighbourhood {
  name: string;
  arrivalMinutes?: number;
}

export interface TextBlock {
  title: string;
  text: string;
}

/** Static structured-data content of a city (schema.org LocalBusiness), see site/app/seo. */
export interface CityBusinessData {
  /** Locality and region as written in the postal address. */
  locality: string;
  region: string;
  streetAddress: string;
  postalCode: string;
  geo: { latitude: number; longitude: number };
  ratingValue: number;
  /** Review count given in the structured data (Dammam: 1650, while its badge says 1550). */
  reviewCount: number;
  sampleReview: { author: string; rating: number; body: string; datePublished: string };
}

/** A city page's own texts (the build's); the services' names, prices and lists and the neighbourhoods are published. */
export interface CityTexts {
  slug: CitySlug;
  name: string;
  /** Accent colour of the page (hero, icons); white text on it passes WCAG AA. */
  color: string;
  seo: { title: string; description: string; keywords: readonly string[] };
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    /** Short badges under the hero title (rating, clients, 24/7, experience...). */
    badges: readonly { icon: CityIconName; label: string }[];
  };
  rating: number;
  /** Client count shown on the page (Dammam's badge: 1550). */
  clients: number;
  intro: TextBlock;
  /** Local substance: landmarks, climate and housing, each with its own paragraph. */
  local: {
    title: string;
    blocks: readonly (TextBlock & { icon: CityIconName })[];
  };
  services: { title: string; subtitle: string; cards: readonly CityServiceTexts[] };
  /** Page-level feature and benefit lists (Medina, Makkah, Khobar). */
  highlights?: { featuresTitle: string; features: readonly string[]; benefitsTitle: string; benefits: readonly string[] };
  neighbourhoods: { title: string; subtitle: string };
  whyUs: { title: string; items: readonly (TextBlock & { icon: CityIconName })[] };
  closing: { title: string; text: string };
  business: CityBusinessData;
}

/** Everything a city page shows; all visitor text is Arabic, whatever the chosen language. */
export interface CityPage extends Omit<CityTexts, 'services' | 'neighbourhoods'> {
  services: { title: string; subtitle: string; cards: readonly CityServiceCard[] };
  neighbourhoods: { title: string; subtitle: string; items: readonly Neighbourhood[] };
}
