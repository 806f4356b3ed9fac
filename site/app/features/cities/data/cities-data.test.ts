import { describe, expect, it } from 'vitest';
import { MEDINA_PRICED_SERVICES, startingPrices } from '@shared/content/cities';
import { SHIPPED_CITIES } from '@shared/content/seed/cities';
import { CITY_PAGES } from './city-pages';
import { AZIZIYAH } from './district-aziziyah';
import { CITIES_INDEX_CONTENT } from './index-content';
import { MAIN_CITIES } from './main-cities';
import { OTHER_CITIES } from './other-cities';
import { cityPage, districtPage } from './with-published';

describe('cities data', () => {
  it('has four main cities and 26 other, distinct cities with a region in both languages', () => {
    expect(MAIN_CITIES.map((c) => c.slug)).toEqual(['medina', 'makkah', 'jeddah', 'riyadh']);
    expect(OTHER_CITIES).toHaveLength(26);
    expect(new Set(OTHER_CITIES.map((c) => c.name.ar)).size).toBe(26);
    expect(new Set(OTHER_CITIES.map((c) => c.name.en)).size).toBe(26);
    for (const city of OTHER_CITIES) expect(city.region.ar && city.region.en).toBeTruthy();
    for (const city of MAIN_CITIES) expect(city.specialties.ar).toHaveLength(4);
  });

  it('gives every city page six service cards and distinct neighbourhoods, as shipped', () => {
    for (const texts of Object.values(CITY_PAGES)) {
      const page = cityPage(texts, SHIPPED_CITIES[texts.slug]);
      expect(page.services.cards, page.slug).toHaveLength(6);
      const names = page.neighbourhoods.items.map((n) => n.name);
      expect(new Set(names).size, page.slug).toBe(names.length);
      const timed = page.neighbourhoods.items.filter((n) => n.arrivalMinutes !== undefined);
      expect(timed.length === 0 || timed.length === names.length, page.slug).toBe(true);
      for (const n of timed) expect(n.arrivalMinutes).toBeGreaterThanOrEqual(20);
      for (const n of timed) expect(n.arrivalMinutes).toBeLessThanOrEqual(45);
      // Medina, Makkah and Khobar are the pages with arrival times and lists.
      const special = ['medina', 'makkah', 'khobar'].includes(page.slug);
      expect(timed.length > 0, page.slug).toBe(special);
      expect(Boolean(page.highlights), page.slug).toBe(special);
    }
  });

  it('names the service of each priced card of the Medina page, whose prices the admin shows', () => {
    const ids = CITY_PAGES.medina.services.cards.map((card) => card.id);
    expect(ids.map((id, index) => [id, MEDINA_PRICED_SERVICES[index]])).toEqual([
      ['home-cleaning', 'cleaning'],
      ['apartments-offices', 'cleaning'],
      ['marble', 'marble'],
      ['moving', 'moving'],
      ['maintenance', 'maintenance'],
      ['gardens', 'gardens'],
    ]);
    const shipped = SHIPPED_CITIES.medina.services.map((service) => service.price);
    expect(startingPrices(SHIPPED_CITIES.medina)).toEqual({
      cleaning: Math.min(shipped[0]!, shipped[1]!),
      marble: shipped[2],
      moving: shipped[3],
      maintenance: shipped[4],
      gardens: shipped[5],
    });
  });

  it('main card figures agree with their city pages', () => {
    for (const card of MAIN_CITIES) {
      expect(card.rating).toBe(CITY_PAGES[card.slug].rating);
      expect(card.clients).toBe(CITY_PAGES[card.slug].clients);
    }
  });

  it('the district page has five services and five neighbours, as shipped', () => {
    const district = districtPage(AZIZIYAH, SHIPPED_CITIES.aziziyah);
    expect(district.services.items).toHaveLength(5);
    expect(district.neighbours.items).toHaveLength(5);
    expect(AZIZIYAH.arrivalMinutes).toBe(30);
  });

  it('has three commitment blocks in each language', () => {
    expect(CITIES_INDEX_CONTENT.ar.commitments.items).toHaveLength(3);
    expect(CITIES_INDEX_CONTENT.en.commitments.items).toHaveLength(3);
  });
});
