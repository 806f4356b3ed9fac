import { test as base, expect, type Page } from '@playwright/test';
import { TEST_ADMIN } from '../support/server';

export { expect, TEST_ADMIN };

/** The URL of the server started by global-setup.ts. */
export function baseUrl(): string {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is not set: run browser tests through tests/playwright.config.ts');
  return url;
}

/**
 * `page` fails the test on any console error or page error (hydration warnings included);
 * a test that expects one can call `allowConsoleErrors(page)` first.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => use(baseUrl()),
  // Collected by the `page` fixture below (a fixture that overrides `page` cannot be used by one it uses).
  consoleErrors: async ({}, use) => use([]),
  page: async ({ page, consoleErrors }, use) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /hydrat/i.test(msg.text())) consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => consoleErrors.push(err.message));
    waitForHydrationOnGoto(page);
    await use(page);
    const unexpected = consoleErrors.filter((e) => !allowed.get(page)?.some((re) => re.test(e)));
    expect(unexpected, 'console errors on the page').toEqual([]);
  },
});

/**
 * `page.goto` of a public page with scripts returns once React Router has hydrated it. Its scripts
 * start only after its first paint and once a part that needs them (`data-needs-scripts`: the
 * contact form, a booking button) enters the view, so this scrolls to that part as a
 * visitor would, waits, and scrolls back to the top (a page without scripts has no
 * `__reactRouterContext` and returns at its load event). A test that looks at the page before that
 * passes its own `waitUntil`.
 */
function waitForHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil && (await page.evaluate(() => '__reactRouterContext' in window))) {
      await page.evaluate(() => document.querySelector('[data-needs-scripts]')?.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      // The router exists before hydration commits; a contact form marks itself once its code runs
      // (a tap before that posts it natively, a different path that site-no-js covers).
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLFormElement>('form.contact-form')).every((form) => form.dataset.ready),
      );
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    }
    return response;
  };
}

const allowed = new WeakMap<Page, RegExp[]>();
/** Lets a test expect console errors matching these patterns (e.g. a 404 it provokes on purpose). */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns]);
}

// What a page's own code can send. The browser's own fetches (the favicon, fetched whenever
// Chromium gets to it) are not the page sending anything, and made a test flaky.
const SENT_BY_PAGE = new Set(['document', 'fetch', 'xhr', 'ping', 'eventsource', 'websocket']);

/** Records the requests the page itself sends from now on, as "METHOD url". */
export function recordRequestsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (SENT_BY_PAGE.has(request.resourceType())) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}
