import type { CitiesSection } from '@shared/content/cities';
import type { CitySlug, CityPage, CityTexts } from './types';
import type { DistrictPage, DistrictTexts } from './district-aziziyah';

export type PublishedCity = CitiesSection[CitySlug];
export type PublishedDistrict = CitiesSection['aziziyah'];

/** A city page's own texts joined with what the office published (its loader gives it). */
export function cityPage(texts: CityTexts, city: PublishedCity): CityPage {
  return {
    ...texts,
    services: {
      ...texts.services,
      cards: texts.services.cards.map((card, index) => {
        const { benefits, ...published } = city.services[index]!;
        return { ...card, ...published, benefits: benefits.length > 0 ? benefits : undefined };
      }),
    },
    neighbourhoods: {
      ...texts.neighbourhoods,
      items: city.neighbourhoods.map(({ name, arrivalMinutes }) =>
        arrivalMinutes == null ? { name } : { name, arrivalMinutes },
      ),
    },
  };
}

export function districtPage(texts: DistrictTexts, district: PublishedDistrict): DistrictPage {
  return {
    ...texts,
    services: {
      ...texts.services,
      items: texts.services.items.map((service, index) => ({ ...service, ...district.services[index]! })),
    },
    neighbours: { ...texts.neighbours, items: district.neighbours },
  };
}
