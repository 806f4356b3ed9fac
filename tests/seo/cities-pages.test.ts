import { beforeAll, describe, expect, it } from 'vitest';
import {
  alternatesOf,
  assertBuilt,
  attr,
  BASE_URL,
  bodyOf,
  elements,
  headOf,
  jsonLdOf,
  linkHref,
  metaContent,
  ofType,
  readPage,
  textOf,
  type Json,
  type JsonObject,
} from './built-site';
import { COMPANY, internationalPhone } from '@shared/company';
import { CITIES } from './fixtures/city-expectations';

/**
 * Every figure the city and district pages must show, checked in the prerendered HTML (no JavaScript)
 * against the values written out in fixtures/city-expectations.ts.
 */
const obj = (value: Json | undefined): JsonObject => {
  expect(value, 'expected a JSON object').toBeTypeOf('object');
  return value as JsonObject;
};

/** The local-business fields (name, description, url, phone, address, geo, hours, rating, offers, review,
 * contact point), present and well-formed. */
function expectLocalBusiness(node: JsonObject, pageUrl: string, rating: number, reviewCount: number, prices: number[]) {
  expect(node['@context']).toBe('https://schema.org');
  expect(node.name).toEqual(expect.stringContaining('لمسة المدينة'));
  expect(String(node.description).length).toBeGreaterThan(50);
  expect(node.url).toBe(pageUrl);
  expect(node.telephone).toBe(internationalPhone(COMPANY.phones[0]));
  expect(node.email, 'the business e-mail of shared/company.json').toBe(COMPANY.email);
  const address = obj(node.address);
  expect(address['@type']).toBe('PostalAddress');
  expect(address.streetAddress).toBeTruthy();
  expect(address.addressLocality).toBeTruthy();
  expect(address.addressRegion).toBeTruthy();
  expect(address.addressCountry).toBe('SA');
  const geo = obj(node.geo);
  expect(geo.latitude).toBeTypeOf('number');
  expect(geo.longitude).toBeTypeOf('number');
  expect(Number(geo.latitude)).toBeGreaterThan(16);
  expect(Number(geo.latitude)).toBeLessThan(33);
  const hours = (node.openingHoursSpecification as JsonObject[])[0];
  expect(hours?.dayOfWeek).toHaveLength(7);
  const aggregate = obj(node.aggregateRating);
  expect(aggregate.ratingValue).toBe(rating);
  expect(aggregate.reviewCount).toBe(reviewCount);
  expect(aggregate.bestRating).toBe(5);
  const offers = node.makesOffer as JsonObject[];
  expect(offers.map((offer) => offer.price).sort()).toEqual([...prices].sort());
  for (const offer of offers) {
    expect(offer.priceCurrency).toBe('SAR');
    expect(obj(offer.itemOffered).name).toBeTruthy();
  }
  const review = (node.review as JsonObject[])[0] as JsonObject;
  expect(obj(review.author).name).toBeTruthy();
  expect(obj(review.reviewRating).ratingValue).toBe(5);
  expect(String(review.reviewBody).length).toBeGreaterThan(20);
  expect(obj(node.contactPoint).telephone).toMatch(/^\+9665\d{8}$/);
  expect(obj(node.contactPoint).email).toBe(COMPANY.email);
}

/** Head of an Arabic-only page: canonical, ar + x-default alternates and no English one, OG/Twitter. */
function expectArabicOnlyHead(html: string, path: string) {
  const head = headOf(html);
  expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
  expect(linkHref(head, 'canonical')).toBe(`${BASE_URL}${path}`);
  expect(alternatesOf(head)).toEqual({ ar: `${BASE_URL}${path}`, 'x-default': `${BASE_URL}${path}` });
  expect(metaContent(head, 'property', 'og:locale')).toBe('ar_SA');
  expect(metaContent(head, 'property', 'og:locale:alternate')).toBeUndefined();
  expect(metaContent(head, 'property', 'og:url')).toBe(`${BASE_URL}${path}`);
  expect(metaContent(head, 'property', 'og:image')).toBe(`${BASE_URL}/og-image.png`);
  expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(metaContent(head, 'name', 'description')?.length).toBeGreaterThan(70);
  // The structured data sits in <head>.
  expect(head).toContain('<script type="application/ld+json">');
}

beforeAll(assertBuilt);

describe('prerendered city pages', () => {
  const titles = new Set<string>();

  for (const [slug, city] of Object.entries(CITIES)) {
    describe(`/cities/${slug}`, () => {
      const path = `/cities/${slug}`;
      const html = () => readPage(path);

      it('has its own title, description, canonical and only Arabic alternates', () => {
        const page = html();
        expectArabicOnlyHead(page, path);
        const title = /<title>([^<]+)<\/title>/.exec(page)?.[1] ?? '';
        expect(title).toContain(city.name);
        expect(titles.has(title), `title repeated: ${title}`).toBe(false);
        titles.add(title);
      });

      it('shows six service cards, each with its starting price, features and a booking button', () => {
        const cards = elements(bodyOf(html()), 'article', 'data-service="');
        expect(cards.map((card) => attr(card.attrs, 'data-service')).sort()).toEqual(Object.keys(city.cards).sort());
        for (const card of cards) {
          const id = attr(card.attrs, 'data-service') ?? '';
          const expected = city.cards[id];
          const text = textOf(card.inner);
          expect(text, `${slug}/${id}`).toContain(expected?.title);
          expect(text, `${slug}/${id}`).toContain(`ابتداءً من ${expected?.price} ريال`);
          expect(text).toContain('المميزات');
          expect(elements(card.inner, 'li', '').length).toBeGreaterThanOrEqual(3);
          // A link to the booking form (no script needed), with the card's service chosen when it has
          // one, and the city's page as where the booking comes from.
          const booking = new RegExp(
            `<a class="city-btn city-btn-primary" href="/book\\?(service=[a-z]+&amp;)?from=/cities/${slug}"[^>]*>احجز الآن</a>`,
          );
          expect(card.inner).toMatch(booking);
        }
      });

      it(`shows rating ${city.rating} and ${city.badgeClients} clients in the hero`, () => {
        const hero = textOf(elements(html(), 'header', 'class="city-hero"')[0]?.inner ?? '');
        expect(hero).toContain(`تقييم ${city.rating} من 5`);
        expect(hero).toContain(`+${city.badgeClients} عميل`);
        expect(hero).toContain('خبرة 15 عاماً منذ 2009');
      });

      it(`lists ${city.neighbourhoods} real neighbourhoods${city.arrivalTimes ? ' with arrival times of 20 to 45 minutes' : ''}`, () => {
        const page = bodyOf(html());
        const items = elements(page, 'li', 'class="city-neighbourhood"');
        expect(items).toHaveLength(city.neighbourhoods);
        expect(textOf(page)).toContain(`${city.neighbourhoods} ${city.neighbourhoods <= 10 ? 'أحياء' : 'حياً'} نغطيها`);
        const names = items.map((item) =>
          textOf(/class="city-neighbourhood-name">([\s\S]*?)<\/span>/.exec(item.inner)?.[1] ?? ''),
        );
        expect(new Set(names).size).toBe(city.neighbourhoods);
        expect(names.every((name) => /^[\u0600-\u06FF ]{2,}$/.test(name))).toBe(true);
        const minutes = items.map((item) => /الوصول خلال (\d+) دقيقة/.exec(textOf(item.inner))?.[1]);
        if (city.arrivalTimes) {
          const values = minutes.map(Number);
          expect(values.every((m) => m >= 20 && m <= 45)).toBe(true);
          expect(Math.min(...values)).toBe(20);
          expect(Math.max(...values)).toBe(45);
          expect(items.every((item) => textOf(item.inner).includes('جميع الخدمات'))).toBe(true);
        } else {
          expect(minutes.every((m) => m === undefined)).toBe(true);
        }
      });

      it(city.arrivalTimes ? 'gives the feature and benefit lists' : 'has a why-us section', () => {
        const page = bodyOf(html());
        const highlights = elements(page, 'div', 'class="city-card city-highlight"');
        if (city.arrivalTimes) {
          expect(highlights).toHaveLength(2);
          for (const block of highlights) expect(elements(block.inner, 'li', '').length).toBeGreaterThanOrEqual(4);
        } else {
          expect(highlights).toHaveLength(0);
        }
        expect(page).toContain('id="city-why"');
        expect(page).toContain('id="city-closing"');
        expect(page).toMatch(/href="tel:\+9665\d{8}"/);
      });

      it('carries LocalBusiness data with the same prices, rating and review count', () => {
        const nodes = jsonLdOf(headOf(html()));
        const [business] = ofType(nodes, 'HomeAndConstructionBusiness');
        expect(business, 'HomeAndConstructionBusiness JSON-LD').toBeDefined();
        const prices = Object.values(city.cards).map((card) => card.price);
        expectLocalBusiness(business as JsonObject, `${BASE_URL}${path}`, city.rating, city.reviewCount, prices);
        for (const offer of (business as JsonObject).makesOffer as JsonObject[]) {
          const name = String(obj(offer.itemOffered).name);
          const card = Object.values(city.cards).find((c) => name.includes(c.title));
          expect(card?.price, name).toBe(offer.price);
        }
        const [crumbs] = ofType(nodes, 'BreadcrumbList');
        expect((crumbs?.itemListElement as JsonObject[]).map((item) => item.item)).toEqual([
          `${BASE_URL}/`,
          `${BASE_URL}/cities`,
          `${BASE_URL}${path}`,
        ]);
      });
    });
  }

  it('Dammam: 1550 clients in the badge, 1650 reviews in the metadata', () => {
    const page = readPage('/cities/dammam');
    const hero = textOf(elements(page, 'header', 'class="city-hero"')[0]?.inner ?? '');
    expect(hero).toContain('+1550 عميل');
    expect(hero).not.toContain('1650');
    const [business] = ofType(jsonLdOf(headOf(page)), 'HomeAndConstructionBusiness');
    expect(obj(business?.aggregateRating).reviewCount).toBe(1650);
  });
});

describe('prerendered district page /cities/medina/aziziyah', () => {
  const path = '/cities/medina/aziziyah';
  const SERVICES = [
    { price: 200, time: '2-4 ساعات', title: 'تنظيف المنازل' },
    { price: 150, time: '1-3 ساعات', title: 'تنظيف الشقق' },
    { price: 300, time: '3-5 ساعات', title: 'جلي الرخام' },
    { price: 400, time: 'حسب الحجم', title: 'نقل العفش' },
    { price: 100, time: '1-2 ساعة', title: 'الصيانة' },
  ];

  it('has a breadcrumb home › cities › Medina › Aziziyah', () => {
    const nav = elements(readPage(path), 'nav', 'class="city-breadcrumb"')[0]?.inner ?? '';
    const items = elements(nav, 'li', '');
    expect(items.map((item) => textOf(item.inner))).toEqual(['الرئيسية', 'المدن', 'المدينة المنورة', 'العزيزية']);
    expect([...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/', '/cities', '/cities/medina']);
    expect(nav).toContain('aria-current="page"');
  });

  it('lists five services with starting price and duration', () => {
    const cards = elements(bodyOf(readPage(path)), 'article', 'class="city-card city-service-card"');
    expect(cards).toHaveLength(5);
    cards.forEach((card, index) => {
      const expected = SERVICES[index];
      const text = textOf(card.inner);
      expect(text).toContain(expected?.title);
      expect(text).toContain(`ابتداءً من ${expected?.price} ريال`);
      expect(text).toContain('المدة:');
      // The duration as read, each number of a range isolated so that it reads from its first number.
      const duration = elements(card.inner, 'dd', 'class="city-duration"')[0]?.inner ?? '';
      expect(duration.replace(/<[^>]+>/g, '')).toBe(expected?.time);
      expect(duration.match(/<bdi>\d+<\/bdi>/g) ?? []).toHaveLength((expected?.time.match(/\d+/g) ?? []).length);
    });
  });

  it('lists five neighbouring districts, the 30-minute promise and rating 4.9 with 320 clients', () => {
    const page = readPage(path);
    const body = bodyOf(page);
    expect(elements(body, 'li', 'class="city-neighbourhood"')).toHaveLength(5);
    const text = textOf(body);
    expect(text).toContain('الوصول خلال 30 دقيقة');
    expect(text).toContain('وعد الوصول خلال 30 دقيقة');
    expect(text).toContain('تقييم 4.9 من 5');
    expect(text).toContain('+320 عميل');
  });

  it('has an Arabic-only head and LocalBusiness data (4.9, 320 reviews, five offers)', () => {
    const page = readPage(path);
    expectArabicOnlyHead(page, path);
    const nodes = jsonLdOf(headOf(page));
    const [business] = ofType(nodes, 'HomeAndConstructionBusiness');
    expectLocalBusiness(
      business as JsonObject,
      `${BASE_URL}${path}`,
      4.9,
      320,
      SERVICES.map((s) => s.price),
    );
    expect(ofType(nodes, 'BreadcrumbList')[0]?.itemListElement).toHaveLength(4);
  });
});

describe('prerendered cities index', () => {
  const MAIN = [
    { slug: 'medina', ar: 'المدينة المنورة', en: 'Medina', rating: '4.9', clients: 1250 },
    { slug: 'makkah', ar: 'مكة المكرمة', en: 'Makkah', rating: '4.9', clients: 2100 },
    { slug: 'jeddah', ar: 'جدة', en: 'Jeddah', rating: '4.8', clients: 1850 },
    { slug: 'riyadh', ar: 'الرياض', en: 'Riyadh', rating: '4.9', clients: 3200 },
  ];

  for (const lang of ['ar', 'en'] as const) {
    const path = lang === 'ar' ? '/cities' : '/en/cities';
    describe(path, () => {
      it('shows the four main city cards with rating, clients, four specialties and a link to the city page', () => {
        const page = bodyOf(readPage(path));
        const cards = elements(page, 'article', 'class="city-card city-main-card"');
        expect(cards.map((card) => attr(card.attrs, 'data-city'))).toEqual(MAIN.map((c) => c.slug));
        cards.forEach((card, index) => {
          const expected = MAIN[index];
          const text = textOf(card.inner);
          const clients = lang === 'en' ? expected?.clients.toLocaleString('en-US') : String(expected?.clients);
          expect(text).toContain(lang === 'ar' ? expected?.ar : expected?.en);
          expect(text).toContain(expected?.rating);
          expect(text).toContain(lang === 'ar' ? `${clients} عميل` : `${clients} clients`);
          expect(elements(card.inner, 'li', '')).toHaveLength(4);
          expect(attr(card.attrs, 'style')).toMatch(/--card-accent:#[0-9a-f]{6}/);
          expect(card.inner).toContain('<svg');
          expect(card.inner).toContain(`href="/cities/${expected?.slug}"`);
        });
      });

      it('links only the four main cities (not Dammam or Khobar)', () => {
        const main = /<main[\s\S]*<\/main>/.exec(readPage(path))?.[0] ?? '';
        const cityLinks = [...main.matchAll(/href="(\/cities\/[^"]+)"/g)].map((m) => m[1]);
        expect(new Set(cityLinks)).toEqual(new Set(MAIN.map((c) => `/cities/${c.slug}`)));
      });

      it('lists 26 other cities with name and region, the reach-every-city line, a phone call and three commitments', () => {
        const page = bodyOf(readPage(path));
        const others = elements(page, 'li', 'class="city-other"');
        expect(others).toHaveLength(26);
        const names = others.map((item) => textOf(/class="city-other-name">([^<]+)</.exec(item.inner)?.[1] ?? ''));
        const regions = others.map((item) => textOf(/class="city-other-region">([^<]+)</.exec(item.inner)?.[1] ?? ''));
        expect(new Set(names).size).toBe(26);
        expect(regions.every((region) => region.length > 3)).toBe(true);
        for (const main of MAIN) expect(names).not.toContain(lang === 'ar' ? main.ar : main.en);
        expect(names).toEqual(
          expect.arrayContaining(
            lang === 'ar' ? ['الدمام', 'الخبر', 'الطائف', 'تبوك'] : ['Dammam', 'Khobar', 'Taif', 'Tabuk'],
          ),
        );
        expect(others.some((item) => item.inner.includes('href='))).toBe(false);
        expect(textOf(page)).toContain(
          lang === 'ar' ? 'نصل إلى أي مدينة في المملكة' : 'we reach every city in the Kingdom',
        );
        expect(page).toMatch(/href="tel:\+9665\d{8}"/);
        expect(elements(page, 'article', 'class="city-card city-why-card"')).toHaveLength(3);
      });

      it('has reciprocal ar/en/x-default alternates and a breadcrumb in its structured data', () => {
        const html = readPage(path);
        const head = headOf(html);
        expect(html).toContain(lang === 'ar' ? '<html lang="ar" dir="rtl"' : '<html lang="en" dir="ltr"');
        expect(linkHref(head, 'canonical')).toBe(`${BASE_URL}${path}`);
        expect(alternatesOf(head)).toEqual({
          ar: `${BASE_URL}/cities`,
          en: `${BASE_URL}/en/cities`,
          'x-default': `${BASE_URL}/cities`,
        });
        expect(metaContent(head, 'property', 'og:locale')).toBe(lang === 'ar' ? 'ar_SA' : 'en_US');
        expect(ofType(jsonLdOf(head), 'BreadcrumbList')).toHaveLength(1);
      });
    });
  }
});
