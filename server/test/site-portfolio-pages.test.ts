import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtSiteDir, startSignedInServer, type Client, type TestServer } from './harness';
import { validPortfolio } from './fixtures';

// The home gallery and the portfolio page carry the work in their HTML (so it shows, filters and
// opens without scripts): the server renders those pages again when the portfolio changes, and
// answers a change only once they show it. On SQLite with `npm test`, on PostgreSQL with `npm run test:pg`.
const SITE_DIR = builtSiteDir();
vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer({ SITE_DIR }));
});
afterAll(() => server.close());

const page = async (p: string) => (await fetch(server.url + p)).text();
/** Whether a page is the build's own file, byte for byte. */
const isBuilt = async (p: string, file: string) => (await page(p)) === readFileSync(path.join(SITE_DIR, file), 'utf8');
/** Whether a page holds a text (a yes or no: a failure names the page, not its 60 KB). */
const shows = async (p: string, text: string) => (await page(p)).includes(text);
const GALLERY_PAGES = ['/', '/en', '/portfolio', '/en/portfolio', '/_.data', '/en/portfolio.data'];
const work = {
  ...validPortfolio,
  category: 'gardens',
  title_ar: 'حديقة فيلا في قباء',
  title_en: 'A villa garden in Quba',
};

describe('the pages that show the portfolio', () => {
  let id = 0;

  it("are the build's own while there is no work, with the line that says so", async () => {
    for (const p of ['/', '/en/portfolio']) {
      const file = p === '/' ? 'index.html' : 'en/portfolio/index.html';
      expect(await isBuilt(p, file), p).toBe(true);
    }
    expect(await shows('/en', 'No work in this category yet')).toBe(true);
  });

  it('show new work, in each language, as soon as the save has answered', async () => {
    const res = await admin.post('/backend/admin/portfolio.php', work);
    expect(res.status).toBe(201);
    id = res.data.item.id;
    for (const p of GALLERY_PAGES)
      expect(await shows(p, p.startsWith('/en') ? work.title_en : work.title_ar), p).toBe(true);
    const home = await page('/en');
    // The filter and the viewer work from the HTML: radios, the item's category, a dialog opened
    // by the browser's invoker command.
    expect(home).toMatch(/<input type="radio" name="work-filter" value="gardens"/);
    expect(home).toContain('data-category="gardens"');
    expect(home).toContain(`command="show-modal" commandfor="work-${id}"`);
    expect(home).toMatch(new RegExp(`<dialog id="work-${id}"[^>]*closedby="any"`));
    expect(home).toMatch(/<p class="status-line work-empty"[^>]* hidden=""/);
    // Pages that do not show the work are still the build's, the 404 page too.
    expect(await isBuilt('/en/about', 'en/about/index.html')).toBe(true);
    const missing = await fetch(`${server.url}/en/nothing-here`);
    expect(missing.status).toBe(404);
    expect((await missing.text()) === readFileSync(path.join(SITE_DIR, 'en/404.html'), 'utf8')).toBe(true);
  });

  it('follow an edit and a delete at once', async () => {
    const renamed = { ...work, title_en: 'A palm courtyard in Quba' };
    expect((await admin.post(`/backend/admin/portfolio.php?id=${id}&_method=PUT`, renamed)).status).toBe(200);
    expect(await shows('/en/portfolio', 'A palm courtyard in Quba')).toBe(true);
    expect(await shows('/en/portfolio', work.title_en)).toBe(false);

    expect((await admin.post(`/backend/admin/portfolio.php?id=${id}&_method=DELETE`)).status).toBe(200);
    expect(await shows('/en/portfolio', 'A palm courtyard in Quba')).toBe(false);
    expect(await isBuilt('/en', 'en/index.html')).toBe(true);
  });

  it('carry the work from the first request after a restart', async () => {
    expect((await admin.post('/backend/admin/portfolio.php', work)).status).toBe(201);
    await server.restart();
    expect(await shows('/portfolio', work.title_ar)).toBe(true);
    expect(await shows('/en', work.title_en)).toBe(true);
  });
});

describe('a server without the site (the API alone)', () => {
  it('saves work and starts again with it, having no pages to show it in', async () => {
    const { server: api, admin: office } = await startSignedInServer();
    try {
      expect((await office.post('/backend/admin/portfolio.php', work)).status).toBe(201);
      await api.restart();
      const list = await fetch(`${api.url}/backend/portfolio.php?lang=en`);
      expect(((await list.json()) as { title: string }[]).map((item) => item.title)).toEqual([work.title_en]);
    } finally {
      await api.close();
    }
  });
});
