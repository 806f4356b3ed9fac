import { allowConsoleErrors, expect, test } from './fixtures';
import { COMPANY, internationalPhone } from '@shared/company';
import { SHIPPED_CONTENT } from '@shared/content/shipped';
import { asHtml, pageTexts, seoEntries, SITE_PAGES, textStrings } from './site-support';
import { arabicPath, languageOfPath, pageNeedsScripts, SERVICE_SLUGS } from '../../site/app/route-paths';

/** The text stands on its own in the HTML: a one-word text ("Name") is not found inside a key ("shortName"). */
const containsWhole = (html: string, text: string) =>
  new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(html);

test.describe('public pages: prerendered HTML', () => {
  test('every page is a complete document with its text, a unique title, description, canonical and hreflang', async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    // What every page of a language shows around its own part (menus, footer): the 404 page's.
    const shell = {
      ar: await (await request.get('/no-such-page')).text(),
      en: await (await request.get('/en/no-such-page')).text(),
    };
    for (const { path, lang } of SITE_PAGES) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, `${path} title`).toBeTruthy();
      expect(titles.get(title!), `title of ${path} is unique`).toBeUndefined();
      titles.set(title!, path);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path === '/' ? '/' : path}"`));
      for (const hreflang of ['ar', 'en', 'x-default']) {
        expect(html, `${path} hreflang ${hreflang}`).toMatch(
          new RegExp(`<link rel="alternate" hrefLang="${hreflang}" href="https?://[^"]+"`),
        );
      }
      expect(html).toContain(`<meta property="og:locale" content="${lang === 'ar' ? 'ar_SA' : 'en_US'}"`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      // Its own texts in its language, none of the other's: its title and description are one of
      // its texts' (a service page's, its group's), and its body shows their words beyond the shell's.
      const texts = await pageTexts(arabicPath(path));
      const other = lang === 'ar' ? 'en' : 'ar';
      const seo = seoEntries(texts[lang]).find((entry) => asHtml(entry.title) === title);
      expect(seo, `${path}: its title is its texts' own`).toBeDefined();
      expect(html).toContain(`<meta name="description" content="${asHtml(seo!.description)}"`);
      const own = new Set(textStrings(texts[lang]));
      const foreign = textStrings(texts[other]).filter((text) => !own.has(text));
      const body = html.slice(html.indexOf('<body'));
      const shown = [...own].filter((text) => body.includes(asHtml(text)) && !shell[lang].includes(asHtml(text)));
      expect(shown.length, `${path} shows its texts`).toBeGreaterThan(0);
      expect(
        foreign.filter((text) => containsWhole(html, asHtml(text))),
        `${path} carries no text of the other language`,
      ).toEqual([]);
      expect(html, 'no antd on public pages').not.toMatch(/antd|ant-btn/);
    }
  });
});

test.describe('public pages in the browser', () => {
  for (const { path, lang } of SITE_PAGES) {
    test(`${path} works in ${lang} without console errors, with scripts only if it needs them`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.locator('footer.footer a[href^="tel:+966"]')).toHaveCount(3);
      if (pageNeedsScripts(path)) {
        await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      } else {
        // Its HTML and the head script do everything: no framework, no other script.
        expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
        expect(await page.locator('script[src], script[type="module"]').count()).toBe(0);
      }
      const slug = SERVICE_SLUGS.find((service) => path.endsWith(`/services/${service}`));
      if (slug) {
        // Every service of its group, as shipped.
        await expect(page.locator('.items-grid > li')).toHaveCount(SHIPPED_CONTENT.services.groups[slug].items.length);
        // Booking: the form with this service chosen and this page named, and WhatsApp with a ready message beside it.
        await expect(page.locator('a[data-booking]').first()).toHaveAttribute(
          'href',
          `${lang === 'en' ? '/en' : ''}/book?service=${slug}&from=${path}`,
        );
        const whatsapp = page.locator('a[data-whatsapp]').first();
        await expect(whatsapp).toHaveAttribute('target', '_blank');
        const href = (await whatsapp.getAttribute('href')) ?? '';
        expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
        const text = decodeURIComponent(href.split('?text=')[1] ?? '');
        expect(text).toMatch(lang === 'ar' ? /السلام عليكم/ : /^Hello/);
        await expect(page.locator('[data-visual]')).toHaveAttribute(
          'data-visual',
          ['gardens', 'additional'].includes(slug) ? 'icon' : 'image',
        );
      }
    });
  }

  test('on a phone, a page downloads and runs its scripts only once the part they are for enters the view', async ({
    browser,
  }) => {
    for (const [path, part] of [
      ['/', 'form.contact-form'],
      ['/en/contact', 'form.contact-form'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: 'load' });
      // Read the top for a while: nothing of the framework is fetched, the form is a plain form.
      await page.waitForTimeout(1500);
      expect(scripts, `${path}: scripts before the part is in view`).toEqual([]);
      expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);
      // A screen above it, still out of view: nothing yet.
      const scrollToScreensAbove = (screens: number) =>
        page
          .locator(part)
          .first()
          .evaluate((el, screens) => {
            const top = el.getBoundingClientRect().top + window.scrollY;
            window.scrollTo({ top: top - screens * window.innerHeight, behavior: 'instant' });
          }, screens);
      await scrollToScreensAbove(1.5);
      await page.waitForTimeout(500);
      const away = await page
        .locator(part)
        .first()
        .evaluate((el) => ({ top: el.getBoundingClientRect().top, screen: window.innerHeight, y: window.scrollY }));
      expect(away.top, `${path}: the part is still below the view`).toBeGreaterThan(away.screen);
      expect(scripts, `${path}: scripts while the part is a screen away (${JSON.stringify(away)})`).toEqual([]);
      // Its top enters the view: the scripts load and the page hydrates.
      await scrollToScreensAbove(0.9);
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      expect(scripts.length, `${path}: scripts once in view`).toBeGreaterThan(5);
      if (part === 'form.contact-form') await expect(page.locator(part)).toHaveAttribute('data-ready', 'true');
      await context.close();
    }
  });

  test('scripts are requested after the first frame, and every page that has them hydrates with its scripts cached', async ({
    page,
  }) => {
    // When the page's first frame is rendered (its paint is presented a little later).
    await page.addInitScript(() =>
      requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() })),
    );
    // One tab, page after page: from the second on the scripts come from the cache and are ready at
    // once, which must not start hydration before the page's route modules are registered.
    // The pages with scripts (PATHS_WITH_SCRIPTS); a city page's booking buttons are links, with none.
    for (const path of ['/', '/book', '/en/contact', '/en/book', '/contact']) {
      await page.goto(path);
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      const { firstFrameAt, scripts } = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(firstFrameAt, `${path}: first frame`).toBeGreaterThan(0);
      expect(scripts.length, `${path}: scripts`).toBeGreaterThan(3);
      expect(Math.min(...scripts), `${path}: first script request`).toBeGreaterThanOrEqual(firstFrameAt!);
    }
  });

  test('the services overview lists six groups with their first 6 items and +N more', async ({ page }) => {
    await page.goto('/en/services');
    const groups = page.locator('.service-group');
    await expect(groups).toHaveCount(6);
    await expect(groups.nth(0).locator('.bullet-list li')).toHaveCount(6);
    await expect(groups.nth(0)).toContainText('+6 more services');
    await expect(groups.nth(3)).toContainText('+2 more services');
    await expect(groups.nth(1).locator('.more-note')).toHaveCount(0);
    await groups
      .nth(1)
      .getByRole('link', { name: /View details/ })
      .click();
    await expect(page).toHaveURL(/\/en\/services\/marble$/);
    await expect(page.locator('h1')).toHaveText('Marble & Ceramic Polishing');
  });

  test('each page shows its own claimed figures', async ({ page }) => {
    const { figures } = SHIPPED_CONTENT;
    for (const [path, claimed] of [
      ['/about', figures.about],
      ['/en/services/cleaning', figures.services],
      ['/en/portfolio', figures.portfolio],
      ['/en/contact', figures.contact],
    ] as const) {
      await page.goto(path);
      const lang = languageOfPath(path);
      for (const figure of claimed) await expect(page.locator('.stats')).toContainText(figure.value[lang]);
    }
  });

  test('the about and contact messaging links carry a URL-encoded greeting', async ({ page }) => {
    await page.goto('/about');
    const href = await page.locator('.section.cta a[href^="https://wa.me/"]').getAttribute('href');
    expect(decodeURIComponent(href!.split('?text=')[1]!)).toContain('السلام عليكم');
    await page.goto('/en/contact');
    await expect(page.locator('.quick-actions a[href^="https://wa.me/"]')).toHaveCount(4);
  });
});

test.describe('404', () => {
  test('an unknown Arabic path answers 404 with the Arabic page, and logs the path', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    // The document itself is a 404 response, which Chromium reports on the console.
    allowConsoleErrors(page, /status of 404/);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('h1')).toHaveText('404');
    await expect(page.getByRole('heading', { level: 2, name: 'عذراً! الصفحة غير موجودة' })).toBeVisible();
    await expect.poll(() => warnings.join('\n')).toContain('/no/such/page');
    await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home')).toBeVisible();
  });

  test('an unknown English path answers 404 with the English page', async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    const res = await page.goto('/en/missing-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  test('a client-side navigation to an unknown path renders the same page', async ({ page }) => {
    await page.goto('/en/contact');
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      return router.navigate('/en/gone');
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Oops! Page not found' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('the privacy page opens from the footer in each language, its text in that language only', async ({ page }) => {
    for (const [start, link, heading, other] of [
      ['/', 'الخصوصية', 'ما الذي نحفظه', 'What we keep'],
      ['/en/contact', 'Privacy', 'What we keep', 'ما الذي نحفظه'],
    ] as const) {
      await page.goto(start);
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      // A client-side navigation: the page's text comes from its prerendered data file.
      const data = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('privacy.data'));
      await page.locator('footer.footer').getByRole('link', { name: link, exact: true }).click();
      expect((await data).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
      await expect(page.locator('main')).not.toContainText(other);
      expect(await page.title()).toMatch(start === '/' ? /^الخصوصية/ : /^Privacy/);
    }
  });

  test('the company details come from shared/company.json, with each language its own comma', async ({ page }) => {
    await page.goto('/en');
    const footer = page.locator('footer.footer');
    await expect(footer.getByText('Medina, Saudi Arabia', { exact: true })).toBeVisible();
    await expect(footer.locator(`a[href="mailto:${COMPANY.email}"]`)).toHaveText(COMPANY.email);
    for (const phone of COMPANY.phones)
      await expect(footer.locator(`a[href="tel:${internationalPhone(phone)}"]`)).toHaveCount(1);
    await page.goto('/');
    await expect(footer.getByText('المدينة المنورة، المملكة العربية السعودية', { exact: true })).toBeVisible();
  });
});
