import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '@shared/company';
import { CONTENT_SECTION_NAMES } from '@shared/content/sections';
import { inlineScriptHashes } from '../src/site/csp-manifest';
import { builtSiteDir, Client, startSignedInServer, type TestServer } from './harness';
import { AR } from './staff-support';

// On SQLite with `npm test`, on PostgreSQL with `npm run test:pg`. The pages are rendered with the
// built site, as the server does in production.
const SITE_DIR = builtSiteDir();
vi.setConfig({ testTimeout: 60_000 });
/** The first start publishes each section's shipped content as a version of its own. */
const SEEDED = CONTENT_SECTION_NAMES.length;

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer({ SITE_DIR: SITE_DIR }));
});
afterAll(() => server.close());

const read = () => admin.get('/backend/admin/content.php?section=company');
const save = (version: number, draft: unknown, headers?: Record<string, string>) =>
  admin.post('/backend/admin/content.php?section=company', { version, draft }, headers);
const publish = () => admin.post('/backend/admin/content-publish.php');
const page = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(server.url + p, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

describe('the company section', () => {
  it('starts as the shipped details, published and drafted alike', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ section: 'company', version: 1, draft: COMPANY, published: COMPANY });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('needs a session, and a known section', async () => {
    expect((await new Client(server.url).get('/backend/admin/content.php?section=company')).status).toBe(401);
    expect((await admin.get('/backend/admin/content.php?section=prices')).status).toBe(400);
  });

  it('refuses a draft with a bad field, naming it in the language asked for, and keeps the draft', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...COMPANY, whatsapp: '+966 55 123 4567' }, 'رقم الواتساب:', 'WhatsApp number:'],
      [{ ...COMPANY, phones: ['0551234567', '12345', '0551234568'] }, 'رقم الجوال 2:', 'phone 2:'],
      [{ ...COMPANY, name: { ...COMPANY.name, en: '  ' } }, 'اسم الشركة بالإنجليزية:', 'company name in English:'],
      [{ ...COMPANY, email: 'office at example' }, 'البريد الإلكتروني:', 'email:'],
      [{ ...COMPANY, geo: { latitude: 'north', longitude: 39.6 } }, 'خط العرض:', 'latitude:'],
    ];
    for (const [draft, ar, en] of cases) {
      const arabic = await save(1, draft, AR);
      expect(arabic.status).toBe(400);
      expect(arabic.data.error).toContain(ar);
      expect((await save(1, draft)).data.error).toContain(en);
    }
    expect((await read()).data).toMatchObject({ version: 1, draft: COMPANY });
  });

  it('refuses a save from a stale version with 409 and loses nothing', async () => {
    const first = await save(1, { ...COMPANY, hours: { ...COMPANY.hours, en: 'Open every day' } });
    expect(first.status).toBe(200);
    expect(first.data.version).toBe(2);
    const stale = await save(1, { ...COMPANY, hours: { ...COMPANY.hours, en: 'Someone else' } }, AR);
    expect(stale.status).toBe(409);
    expect(stale.data.error).toMatch(/شخص آخر/);
    const now = await read();
    expect(now.data.version).toBe(2);
    expect(now.data.draft.hours.en).toBe('Open every day');
    // The live site is unchanged by a draft.
    expect(now.data.published).toEqual(COMPANY);
    expect((await page('/en')).text).not.toContain('Open every day');
  });
});

describe('publishing', () => {
  const NEW_WHATSAPP = '966551112233';
  const MARKUP = '<script>alert(1)</script><b>Lamsat</b>';

  it('renders every page with the draft and serves them, with their CSP and compressed copies', async () => {
    const { version, draft: saved } = (await read()).data;
    const draft = { ...saved, whatsapp: NEW_WHATSAPP, shortName: { ...COMPANY.shortName, en: MARKUP } };
    expect((await save(version, draft)).status).toBe(200);
    const res = await publish();
    expect(res.status).toBe(200);
    // The versions before are the shipped sections'.
    expect(res.data.version).toBe(SEEDED + 1);

    for (const p of ['/', '/en', '/en/contact', '/services/cleaning', '/cities/medina']) {
      const html = await page(p);
      expect(html.status, p).toBe(200);
      expect(html.text, p).toContain(`https://wa.me/${NEW_WHATSAPP}`);
      expect(html.text, p).not.toContain(`https://wa.me/${COMPANY.whatsapp}`);
      // The page's own inline scripts, and only they, are allowed by its policy.
      const csp = html.headers.get('content-security-policy') ?? '';
      for (const hash of inlineScriptHashes(html.text)) expect(csp, p).toContain(hash);
    }
    // Markup typed into a field is text on the page.
    const english = await page('/en');
    expect(english.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;Lamsat&lt;/b&gt;');
    expect(english.text).not.toContain(MARKUP);
    // The compressed copy is of the new page, and the client-side navigation's data too.
    const br = await fetch(`${server.url}/en/contact`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain(NEW_WHATSAPP); // fetch decodes it
    const gzip = await fetch(`${server.url}/en/contact`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain(NEW_WHATSAPP);
    expect((await page('/en/contact.data')).text).toContain(NEW_WHATSAPP);
    // The sitemap says when the pages changed.
    expect((await page('/sitemap.xml')).text).toContain(`<lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`);
    // The 404 page and the assets are still served.
    expect((await page('/no/such/page')).status).toBe(404);
    expect((await page('/no/such/page')).text).toContain(NEW_WHATSAPP);
    const asset = readdirSync(path.join(SITE_DIR, 'assets')).find((name) => name.endsWith('.js'))!;
    expect((await page(`/assets/${asset}`)).status).toBe(200);
  });

  it('keeps every version with who, when and what changed; each publish is audited', async () => {
    const res = await admin.get('/backend/admin/content-versions.php');
    expect(res.status).toBe(200);
    const [newest, ...shipped] = res.data.items;
    expect(shipped.map((version: { section: string }) => version.section).reverse()).toEqual(CONTENT_SECTION_NAMES);
    expect(shipped.at(-1)).toMatchObject({ version: 1, section: 'company', published_by: null, changes: [] });
    expect(newest).toMatchObject({ version: SEEDED + 1, section: 'company', restored_from: null });
    expect(newest.published_by).toMatchObject({ id: expect.any(Number) });
    expect(newest.changes).toEqual(
      expect.arrayContaining([
        { field: 'whatsapp', before: COMPANY.whatsapp, after: NEW_WHATSAPP },
        { field: 'hours.en', before: COMPANY.hours.en, after: 'Open every day' },
      ]),
    );
    const audit = await admin.get('/backend/admin/audit.php?action=content.published');
    expect(audit.data.items[0]).toMatchObject({
      action: 'content.published',
      target: { type: 'content', id: String(SEEDED + 1) },
    });
  });

  it('publishing with nothing waiting publishes nothing', async () => {
    expect((await publish()).data.version).toBe(SEEDED + 1);
    expect((await admin.get('/backend/admin/content-versions.php')).data.items).toHaveLength(SEEDED + 1);
  });

  it('serves the published pages after a restart', async () => {
    await server.restart();
    admin = new Client(server.url);
    expect((await admin.login()).status).toBe(200);
    expect((await page('/en/about')).text).toContain(NEW_WHATSAPP);
  });

  it('restores an older version as a new publish, the draft with it', async () => {
    const res = await admin.post('/backend/admin/content-restore.php?version=1');
    expect(res.status).toBe(200);
    expect(res.data.version).toBe(SEEDED + 2);
    expect((await page('/en')).text).toContain(`https://wa.me/${COMPANY.whatsapp}`);
    expect((await page('/en')).text).not.toContain(NEW_WHATSAPP);
    const now = await read();
    expect(now.data.draft).toEqual(COMPANY);
    expect(now.data.published).toEqual(COMPANY);
    const [restored] = (await admin.get('/backend/admin/content-versions.php')).data.items;
    expect(restored).toMatchObject({ version: SEEDED + 2, restored_from: 1 });
    expect((await admin.post('/backend/admin/content-restore.php?version=99')).status).toBe(404);
    expect((await admin.post('/backend/admin/content-restore.php?version=x')).status).toBe(400);
  });
});

describe('going live', () => {
  it('says on /healthz while the company details are the samples, and stops once real ones are published', async () => {
    expect((await page('/healthz')).text).toBe(JSON.stringify({ ok: true, sampleCompanyDetails: true }));
    const { version, draft } = (await read()).data;
    const real = {
      ...draft,
      phones: ['0551230001', '0551230002', '0551230003'],
      whatsapp: '966551230001',
      email: 'office@example.sa',
    };
    expect((await save(version, real)).status).toBe(200);
    expect((await publish()).status).toBe(200);
    const health = await page('/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ ok: true });
  });
});

describe('the home page questions (faq section)', () => {
  const readFaq = () => admin.get('/backend/admin/content.php?section=faq');
  const saveFaq = (version: number, draft: unknown, headers?: Record<string, string>) =>
    admin.post('/backend/admin/content.php?section=faq', { version, draft }, headers);

  it('names the question and language at fault, and keeps the draft', async () => {
    const { version, draft } = (await readFaq()).data;
    const items = structuredClone(draft.items);
    items[1].answer.en = '';
    const res = await saveFaq(version, { items }, AR);
    expect(res.status).toBe(400);
    expect(res.data.error).toBe('الأسئلة › سؤال 2 › الجواب بالإنجليزية: مطلوب');
    expect((await saveFaq(version, { items: [] })).data.error).toBe('Questions: has too few entries (at least 1)');
    expect((await readFaq()).data.version).toBe(version);
  });

  it('publishes a new first question in both languages, on the page and in its FAQ data', async () => {
    const { version, draft } = (await readFaq()).data;
    const asked = {
      question: { ar: 'هل تنظفون الخزانات؟', en: 'Do you clean water tanks?' },
      answer: { ar: 'نعم، مع التعقيم.', en: 'Yes, and we disinfect them.' },
    };
    expect((await saveFaq(version, { items: [asked, ...draft.items] })).status).toBe(200);
    expect((await admin.post('/backend/admin/content-publish.php?section=faq')).status).toBe(200);
    const arabic = (await page('/')).text;
    const english = (await page('/en')).text;
    expect(arabic.indexOf('هل تنظفون الخزانات؟')).toBeLessThan(arabic.indexOf(draft.items[0].question.ar));
    expect(english).toContain('Do you clean water tanks?');
    expect(english).not.toContain('هل تنظفون الخزانات؟');
    expect(english).toMatch(/application\/ld\+json[^<]*FAQPage[^<]*Do you clean water tanks\?/);
    const [newest] = (await admin.get('/backend/admin/content-versions.php')).data.items;
    expect(newest).toMatchObject({ section: 'faq' });
  });
});

describe('two publishes at once', () => {
  it('of different sections, both end up on the pages', async () => {
    const company = (await read()).data;
    const faq = (await admin.get('/backend/admin/content.php?section=faq')).data;
    const items = [{ ...faq.draft.items[0], question: { ar: 'سؤال متزامن؟', en: 'A question at the same time?' } }];
    await save(company.version, { ...company.draft, whatsapp: '966554443322' });
    await admin.post('/backend/admin/content.php?section=faq', { version: faq.version, draft: { items } });
    const [a, b] = await Promise.all([
      admin.post('/backend/admin/content-publish.php?section=company'),
      admin.post('/backend/admin/content-publish.php?section=faq'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const home = (await page('/en')).text;
    expect(home).toContain('https://wa.me/966554443322');
    expect(home).toContain('A question at the same time?');
  });
});

describe('a publish whose pages cannot be rendered', () => {
  it('publishes nothing, keeps the draft and says why, in the language asked for', async () => {
    // A server without the site's server bundle (the harness's default: no site at all).
    const { server: bare, admin: office } = await startSignedInServer();
    try {
      const { version, draft } = (await office.get('/backend/admin/content.php?section=company')).data;
      await office.post('/backend/admin/content.php?section=company', {
        version,
        draft: { ...draft, whatsapp: '966559998877' },
      });
      const res = await office.post('/backend/admin/content-publish.php', undefined, AR);
      expect(res.status).toBe(500);
      expect(res.data.error).toContain('بقيت الصفحات الحالية كما هي');
      expect(res.data.error).toContain('npm run build:site');
      const after = (await office.get('/backend/admin/content.php?section=company')).data;
      expect(after.published).toEqual(COMPANY);
      expect(after.draft.whatsapp).toBe('966559998877');
      expect((await office.get('/backend/admin/content-versions.php')).data.items).toHaveLength(SEEDED);
    } finally {
      await bare.close();
    }
  });
});
