import { COMPANY } from '@shared/company';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, placeBusinessJsonLd } from './place-business-json-ld';
import { companyJsonLd, faqPageJsonLd } from './site-json-ld';

describe('structured data builders', () => {
  it('builds a place business with rating, review count, priced offers, review and contact point', () => {
    const node = placeBusinessJsonLd({
      company: COMPANY,
      baseUrl: 'https://example.sa',
      pageUrl: 'https://example.sa/cities/x',
      placeName: 'س',
      description: 'وصف',
      address: { streetAddress: 'ش', locality: 'م', region: 'ر', postalCode: '12345' },
      geo: { latitude: 24.5, longitude: 39.6 },
      rating: { value: 4.8, count: 1650 },
      offers: [
        { name: 'أ', description: 'd', price: 150 },
        { name: 'ب', description: 'd', price: 450 },
      ],
      review: { author: 'ع', rating: 5, body: 'ممتاز', datePublished: '2025-01-01' },
    });
    expect(node['@type']).toBe('HomeAndConstructionBusiness');
    expect(node.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 1650 });
    expect(node.priceRange).toBe('150 - 450 SAR');
    expect(node.makesOffer).toHaveLength(2);
    expect(node.contactPoint).toMatchObject({ '@type': 'ContactPoint', contactType: 'customer service' });
    expect(node.parentOrganization).toEqual({ '@id': 'https://example.sa/#organization' });
  });

  it('numbers breadcrumb items from 1', () => {
    const list = breadcrumbJsonLd([
      { name: 'a', url: 'u1' },
      { name: 'b', url: 'u2' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'a', item: 'u1' },
      { '@type': 'ListItem', position: 2, name: 'b', item: 'u2' },
    ]);
  });

  it('describes the company as an Organization and a local business that point at each other', () => {
    const [organization, business] = companyJsonLd({
      company: COMPANY,
      lang: 'en',
      baseUrl: 'https://example.sa',
      pageUrl: 'https://example.sa/en',
      description: 'd',
    });
    expect(organization?.['@type']).toBe('Organization');
    expect(business?.['@type']).toBe('HomeAndConstructionBusiness');
    expect(business?.parentOrganization).toEqual({ '@id': organization?.['@id'] });
  });

  it('turns FAQ entries into Question/Answer pairs', () => {
    const faq = faqPageJsonLd([{ question: 'q?', answer: 'a.' }], 'https://example.sa/');
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'q?', acceptedAnswer: { '@type': 'Answer', text: 'a.' } },
    ]);
  });
});
