import { internationalPhone, type CompanyProfile } from '@shared/company';
import { contactPoint, OPEN_ALL_WEEK, organizationId, PAYMENT_ACCEPTED, SCHEMA_CONTEXT, type JsonLd } from './json-ld';

export interface PlaceBusinessInput {
  company: CompanyProfile;
  baseUrl: string;
  pageUrl: string;
  /** Place served, e.g. 'المدينة المنورة' or 'حي العزيزية، المدينة المنورة'. */
  placeName: string;
  description: string;
  address: { streetAddress: string; locality: string; region: string; postalCode: string };
  geo: { latitude: number; longitude: number };
  rating: { value: number; count: number };
  offers: readonly { name: string; description: string; price: number }[];
  review: { author: string; rating: number; body: string; datePublished: string };
}

/**
 * schema.org HomeAndConstructionBusiness for one city or district page (Arabic): name, description,
 * url, telephone, address, geo, opening hours, aggregate rating with review count, offers (one per
 * service card, starting price in SAR), a sample review and a contact point.
 */
export function placeBusinessJsonLd(input: PlaceBusinessInput): JsonLd {
  const prices = input.offers.map((offer) => offer.price);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${input.pageUrl}#business`,
    name: `${input.company.name.ar} - ${input.placeName}`,
    description: input.description,
    url: input.pageUrl,
    telephone: internationalPhone(input.company.phones[0]),
    email: input.company.email,
    image: `${input.baseUrl}/og-image.png`,
    logo: `${input.baseUrl}/icon-512.png`,
    priceRange: `${Math.min(...prices)} - ${Math.max(...prices)} SAR`,
    currenciesAccepted: 'SAR',
    paymentAccepted: PAYMENT_ACCEPTED.ar,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address.streetAddress,
      addressLocality: input.address.locality,
      addressRegion: input.address.region,
      postalCode: input.address.postalCode,
      addressCountry: 'SA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: input.geo.latitude, longitude: input.geo.longitude },
    openingHoursSpecification: [OPEN_ALL_WEEK],
    areaServed: { '@type': 'City', name: input.address.locality },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: input.rating.value,
      reviewCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    makesOffer: input.offers.map((offer) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: offer.name, description: offer.description },
      price: offer.price,
      priceCurrency: 'SAR',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: offer.price, priceCurrency: 'SAR' },
      areaServed: input.address.locality,
    })),
    review: [
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: input.review.author },
        reviewRating: { '@type': 'Rating', ratingValue: input.review.rating, bestRating: 5, worstRating: 1 },
        reviewBody: input.review.body,
        datePublished: input.review.datePublished,
      },
    ],
    contactPoint: contactPoint(input.company),
    parentOrganization: { '@id': organizationId(input.baseUrl) },
  };
}

/** BreadcrumbList for a trail of (name, absolute URL) items. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
