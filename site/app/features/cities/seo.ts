import type { MetaDescriptor } from 'react-router';
import type { CompanyProfile } from '@shared/company';
import type { Language } from '@shared/constants';
import type { RootData } from '@/lib/company';
import { jsonLdMeta } from '@/seo/json-ld';
import { breadcrumbJsonLd, placeBusinessJsonLd } from '@/seo/place-business-json-ld';
import { absoluteUrl, pageMeta } from '@/lib/seo';
import { CITY_UI } from './data/city-ui-text';
import type { DistrictPage } from './data/district-aziziyah';
import type { CityPage } from './data/types';

/** Page titles carry the brand after the page's own words. */
function withBrand(company: CompanyProfile, title: string, lang: Language): string {
  return `${title} | ${company.shortName[lang]}`;
}

/** Head of the cities index in one language; `seo` is its loader's (the page's own words). */
export function citiesIndexMeta(
  site: RootData,
  lang: Language,
  seo: { title: string; description: string },
): MetaDescriptor[] {
  const { company, publicBaseUrl } = site;
  const url = (path: string) => absoluteUrl(publicBaseUrl, path);
  const path = lang === 'en' ? '/en/cities' : '/cities';
  return pageMeta({
    site,
    lang,
    path,
    title: withBrand(company, seo.title, lang),
    description: seo.description,
    extra: [
      jsonLdMeta(
        breadcrumbJsonLd([
          { name: lang === 'en' ? 'Home' : CITY_UI.home, url: url(lang === 'en' ? '/en' : '/') },
          { name: lang === 'en' ? 'Cities' : CITY_UI.cities, url: url(path) },
        ]),
      ),
    ],
  });
}

/** Head of a city page: Arabic only (no English alternate), LocalBusiness and breadcrumb data. */
export function cityMeta(site: RootData, city: CityPage): MetaDescriptor[] {
  const { company, publicBaseUrl } = site;
  const url = (path: string) => absoluteUrl(publicBaseUrl, path);
  const path = `/cities/${city.slug}`;
  const pageUrl = url(path);
  return pageMeta({
    site,
    lang: 'ar',
    path,
    bilingual: false,
    title: withBrand(company, city.seo.title, 'ar'),
    description: city.seo.description,
    extra: [
      { name: 'keywords', content: city.seo.keywords.join('، ') },
      jsonLdMeta(
        placeBusinessJsonLd({
          company,
          baseUrl: publicBaseUrl,
          pageUrl,
          placeName: city.name,
          description: city.seo.description,
          address: {
            streetAddress: city.business.streetAddress,
            locality: city.business.locality,
            region: city.business.region,
            postalCode: city.business.postalCode,
          },
          geo: city.business.geo,
          rating: { value: city.business.ratingValue, count: city.business.reviewCount },
          offers: city.services.cards.map((card) => ({
            name: card.title,
            description: card.description,
            price: card.price,
          })),
          review: city.business.sampleReview,
        }),
      ),
      jsonLdMeta(
        breadcrumbJsonLd([
          { name: CITY_UI.home, url: url('/') },
          { name: CITY_UI.cities, url: url('/cities') },
          { name: city.name, url: pageUrl },
        ]),
      ),
    ],
  });
}

export function districtMeta(site: RootData, district: DistrictPage): MetaDescriptor[] {
  const { company, publicBaseUrl } = site;
  const url = (path: string) => absoluteUrl(publicBaseUrl, path);
  const cityPath = `/cities/${district.citySlug}`;
  const path = `${cityPath}/${district.slug}`;
  const pageUrl = url(path);
  return pageMeta({
    site,
    lang: 'ar',
    path,
    bilingual: false,
    title: withBrand(company, district.seo.title, 'ar'),
    description: district.seo.description,
    extra: [
      jsonLdMeta(
        placeBusinessJsonLd({
          company,
          baseUrl: publicBaseUrl,
          pageUrl,
          placeName: `حي ${district.name}، ${district.cityName}`,
          description: district.seo.description,
          address: {
            streetAddress: district.business.streetAddress,
            locality: district.business.locality,
            region: district.business.region,
            postalCode: district.business.postalCode,
          },
          geo: district.business.geo,
          rating: { value: district.business.ratingValue, count: district.business.reviewCount },
          offers: district.services.items.map((item) => ({
            name: item.title,
            description: item.description,
            price: item.price,
          })),
          review: district.business.sampleReview,
        }),
      ),
      jsonLdMeta(
        breadcrumbJsonLd([
          { name: CITY_UI.home, url: url('/') },
          { name: CITY_UI.cities, url: url('/cities') },
          { name: district.cityName, url: url(cityPath) },
          { name: district.name, url: pageUrl },
        ]),
      ),
    ],
  });
}
