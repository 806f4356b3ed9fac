import type { Language } from '@shared/constants';
import { CITIES_INDEX_CONTENT, type CitiesIndexContent } from './index-content';
import { MAIN_CITIES } from './main-cities';
import { OTHER_CITIES } from './other-cities';
import type { MainCityCard } from './types';

/** A main city card in one language, its labels written out. */
export interface MainCityCardIn extends Pick<MainCityCard, 'slug' | 'icon' | 'rating' | 'clients' | 'color'> {
  name: string;
  description: string;
  specialties: readonly string[];
  /** "1,250 clients", with the count as the language writes it. */
  clientsLabel: string;
  /** The card's link text, naming the city. */
  cta: string;
}

/**
 * The cities index (/cities, /en/cities) in one language, as its loader gives it: plain data (no
 * functions) and nothing of the other language, so the page's browser code carries neither.
 */
export interface CitiesIndexPage extends Omit<CitiesIndexContent, 'main' | 'others'> {
  main: Pick<CitiesIndexContent['main'], 'title' | 'subtitle' | 'ratingLabel'> & { cities: MainCityCardIn[] };
  others: CitiesIndexContent['others'] & { cities: { name: string; region: string }[] };
}

function formatCount(value: number, lang: Language): string {
  return lang === 'en' ? value.toLocaleString('en-US') : String(value);
}

export function citiesIndexPage(lang: Language): CitiesIndexPage {
  const { main, others, ...content } = CITIES_INDEX_CONTENT[lang];
  return {
    ...content,
    main: {
      title: main.title,
      subtitle: main.subtitle,
      ratingLabel: main.ratingLabel,
      cities: MAIN_CITIES.map(({ slug, icon, rating, clients, color, ...city }) => ({
        slug,
        icon,
        rating,
        clients,
        color,
        name: city.name[lang],
        description: city.description[lang],
        specialties: city.specialties[lang],
        clientsLabel: main.clientsLabel(formatCount(clients, lang)),
        cta: main.cta(city.name[lang]),
      })),
    },
    others: {
      ...others,
      cities: OTHER_CITIES.map((city) => ({ name: city.name[lang], region: city.region[lang] })),
    },
  };
}
