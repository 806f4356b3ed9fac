import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECTION_NAMES, type ContentSection } from '@shared/content/sections';
import { SHIPPED_CONTENT } from '@shared/content/shipped';
import { builtSiteDir, type Client, startSignedInServer, type TestServer } from './harness';
import { AR } from './staff-support';

// The sections described field by field (shared/content/fields.ts): every kind of field is checked
// with its reason and limit, in the person's language, and what is published reaches the pages as
// text. On SQLite with `npm test`, on PostgreSQL with `npm run test:pg`.
const SITE_DIR = builtSiteDir();
vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer({ SITE_DIR }));
});
afterAll(() => server.close());

const read = async (section: ContentSection) => (await admin.get(`/backend/admin/content.php?section=${section}`)).data;
const save = (section: ContentSection, version: number, draft: unknown, headers?: Record<string, string>) =>
  admin.post(`/backend/admin/content.php?section=${section}`, { version, draft }, headers);
const html = async (path: string) => (await fetch(server.url + path)).text();

describe('every section', () => {
  it('starts as its shipped content, published and drafted alike', async () => {
    for (const section of CONTENT_SECTION_NAMES) {
      const state = await read(section);
      expect(state.draft, section).toEqual(SHIPPED_CONTENT[section]);
      expect(state.published, section).toEqual(SHIPPED_CONTENT[section]);
    }
  });
});

describe('a draft with a bad field', () => {
  /** A copy of the section's draft with one change, the field the Arabic and English errors name. */
  // The changes make what the types forbid (a price as text), so the draft is untyped here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const cases: [ContentSection, (draft: any) => void, string, string][] = [
    [
      'cities',
      (draft) => (draft.medina.services[0].price = '250'),
      'المدينة المنورة › الخدمات › خدمة 1 › السعر يبدأ من: يجب أن يكون رقمًا صحيحًا موجبًا',
      'Medina › Services › Service 1 › Price from: must be a positive whole number',
    ],
    [
      'cities',
      (draft) => (draft.jeddah.services[2].price = 150.5),
      'جدة › الخدمات › خدمة 3 › السعر يبدأ من:',
      'Jeddah › Services › Service 3 › Price from: must be a positive whole number',
    ],
    [
      'cities',
      (draft) => (draft.aziziyah.services[1].price = 0),
      'حي العزيزية (المدينة المنورة) › الخدمات › خدمة 2 › السعر يبدأ من: خارج الحدود المسموحة (من 1 إلى 100000)',
      'Aziziyah district (Medina) › Services › Service 2 › Price from: is out of range (from 1 to 100000)',
    ],
    [
      'cities',
      (draft) => draft.riyadh.services.pop(),
      'الرياض › الخدمات: عدد أقل من المطلوب (6 على الأقل)',
      'Riyadh › Services: has too few entries (at least 6)',
    ],
    [
      'home',
      (draft) => (draft.hero.title.en = 'x'.repeat(61)),
      'أعلى الصفحة › العنوان بالإنجليزية: أطول من المسموح (60 حرفًا على الأكثر)',
      'Top of the page › Title in English: is too long (at most 60 characters)',
    ],
    [
      'home',
      (draft) => (draft.testimonials = Array.from({ length: 13 }, () => draft.testimonials[0])),
      'آراء العملاء: عدد أكبر من المسموح (12 على الأكثر)',
      'Testimonials: has too many entries (12 at most)',
    ],
    [
      'home',
      (draft) => (draft.testimonials[1].rating = 6),
      'آراء العملاء › رأي 2 › التقييم: خارج الحدود المسموحة (من 1 إلى 5)',
      'Testimonials › Testimonial 2 › Rating: is out of range (from 1 to 5)',
    ],
    [
      'about',
      (draft) => (draft.values[0].icon = 'skull'),
      'قيمنا › قيمة 1 › الأيقونة: قيمة غير مسموحة',
      'Our values › Value 1 › Icon: is not one of the allowed values',
    ],
    [
      'services',
      (draft) => (draft.groups.cleaning.features[2].ar = '  '),
      'مجموعات الخدمات › التنظيف › المزايا › ميزة 3 بالعربية: مطلوب',
      'Service groups › Cleaning › Features › Feature 3 in Arabic: is required',
    ],
    [
      'figures',
      (draft) => draft.contact.push(draft.contact[0]),
      'أرقام صفحة التواصل: عدد أكبر من المسموح (2 على الأكثر)',
      'Contact page figures: has too many entries (2 at most)',
    ],
  ];

  it.each(cases)(
    'of %s is refused, naming it and its limit in both languages, and nothing is saved',
    async (section, change, ar, en) => {
      const { version, draft } = await read(section);
      const bad = structuredClone(draft);
      change(bad);
      const arabic = await save(section, version, bad, AR);
      expect(arabic.status).toBe(400);
      expect(arabic.data.error).toContain(ar);
      expect((await save(section, version, bad)).data.error).toBe(en);
      expect(await read(section)).toMatchObject({ version, draft });
    },
  );
});

describe('publishing the sections', () => {
  it('puts a new price, a neighbourhood without a time, a testimonial and a figure on their pages, markup as text', async () => {
    const cities = await read('cities');
    const medina = structuredClone(cities.draft);
    medina.medina.services[0].price = 275;
    medina.medina.neighbourhoods.push({ name: 'حي <b>الجديد</b>', arrivalMinutes: null });
    expect((await save('cities', cities.version, medina)).status).toBe(200);

    const home = await read('home');
    const said = structuredClone(home.draft);
    said.testimonials.unshift({
      name: { ar: 'عميل جديد', en: 'A new customer' },
      service: { ar: 'تنظيف', en: 'Cleaning' },
      rating: 4,
      comment: { ar: 'خدمة ممتازة', en: '<img src=x onerror=alert(1)> Great work' },
      location: { ar: 'قباء', en: 'Quba' },
    });
    expect((await save('home', home.version, said)).status).toBe(200);

    const figures = await read('figures');
    const counted = structuredClone(figures.draft);
    counted.about[0].value = { ar: '9000+', en: '9000+' };
    expect((await save('figures', figures.version, counted)).status).toBe(200);

    expect((await admin.post('/backend/admin/content-publish.php')).status).toBe(200);

    const city = await html('/cities/medina');
    expect(city).toContain('data-price="275"');
    // The structured data's offer has the new price too.
    expect(city).toMatch(/application\/ld\+json[^<]*"price":"?275/);
    expect(city).toContain('حي &lt;b&gt;الجديد&lt;/b&gt;');
    const english = await html('/en');
    expect(english).toContain('&lt;img src=x onerror=alert(1)&gt; Great work');
    expect(english).not.toContain('<img src=x');
    expect(await html('/en/about')).toContain('9000+');
    // Each page keeps its own figures: the home page's are unchanged.
    expect(english).not.toContain('9000+');
  });
});

describe('the preview', () => {
  const preview = (path: string, headers?: Record<string, string>) =>
    admin.get(`/backend/admin/content-preview.php?path=${encodeURIComponent(path)}`, headers);

  it('shows a page with the saved drafts to signed-in staff only, not indexed, without scripts, while the site is unchanged', async () => {
    // With every draft published, the bar says the page is the one visitors see.
    expect((await preview('/cities/khobar', AR)).data.html).toContain('لا مسودة تنتظر النشر');
    const { version, draft } = await read('cities');
    const priced = structuredClone(draft);
    priced.khobar.services[0].price = 345;
    expect((await save('cities', version, priced)).status).toBe(200);

    const res = await preview('/cities/khobar', AR);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.data.path).toBe('/cities/khobar');
    expect(res.data.pages).toEqual(expect.arrayContaining(['/', '/en', '/cities/khobar', '/services/cleaning']));
    expect(res.data.pages).not.toContain('/404');
    const page: string = res.data.html;
    expect(page).toContain('data-price="345"');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain('معاينة المسودة: هذه الصفحة لم تُنشر');
    expect(page).not.toMatch(/<script\b/);
    // Its addresses are absolute: the desktop app's frame is not on the server's origin.
    expect(page).not.toMatch(/\s(src|href)="\/(?!\/)/);
    expect((await preview('/cities/khobar')).data.html).toContain('Draft preview');

    expect(await html('/cities/khobar')).not.toContain('data-price="345"');
    expect((await fetch(`${server.url}/backend/admin/content-preview.php?path=/`)).status).toBe(401);
  });

  it('says so for a path the site has not, and for one that is not a path', async () => {
    const missing = await preview('/cities/tabuk', AR);
    expect(missing.status).toBe(404);
    expect(missing.data.error).toBe('لا توجد صفحة بهذا العنوان في الموقع');
    const bad = await preview('../etc/passwd');
    expect(bad.status).toBe(400);
    expect(bad.data.error).toBe('page: must be a path such as /cities/medina');
  });
});
