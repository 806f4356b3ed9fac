import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';

export interface PageImageBytes {
  /** Bytes of every image the page loaded while scrolled from top to bottom. */
  bytes: number;
  images: number;
}

/** Lighthouse's phone: Moto G Power, 412 × 823 CSS px at 1.75 device pixels per CSS px. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * The image bytes of `url` on a phone, scrolled through so every lazy image loads: `after` as the
 * page is, `before` with the `<source>` variants taken out of the page's HTML, which gives the markup
 * the pages had before the variants (each card's original in its `<img>`). The cards are in the
 * served HTML, so both are measured without the page's script files (hydrating would put the
 * variants back), scripting itself on: with scripting off a browser loads lazy images at once.
 */
export async function portfolioImageBytes(url: string): Promise<{ before: PageImageBytes; after: PageImageBytes }> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const measure = async (withoutVariants: boolean): Promise<PageImageBytes> => {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await page.route('**/*.js', (route) => route.abort());
      if (withoutVariants) {
        await page.route(url, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: (await response.text()).replace(/<source [^>]*>/g, '') });
        });
      }
      const sizes = new Map<string, number>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'image') return;
        void response.body().then(
          (body) => sizes.set(response.url(), body.length),
          () => {},
        );
      });
      await page.goto(url);
      await page.locator('.portfolio-card').first().waitFor();
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      await context.close();
      return { bytes: [...sizes.values()].reduce((a, b) => a + b, 0), images: sizes.size };
    };
    return { before: await measure(true), after: await measure(false) };
  } finally {
    await browser.close();
  }
}

async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; ; y += 600) {
    const height = await page.evaluate((to) => {
      window.scrollTo(0, to);
      return document.documentElement.scrollHeight;
    }, y);
    await page.waitForTimeout(50);
    if (y > height) return;
  }
}
