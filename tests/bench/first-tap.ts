// The first tap that works on a public page, as a mid-range phone meets it: Lighthouse's mobile
// profile (390 px, CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down) with the page's scripts held
// back 3 s, so only the HTML can answer. The menu button's place is tapped again and again from the
// navigation on; the time the menu first opens is compared with the page's first contentful paint. Alone: `npx tsx --tsconfig tests/tsconfig.json tests/bench/first-tap.ts URL`
// against a running built server.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';

export interface FirstTap {
  /** Milliseconds from navigation start. */
  firstContentfulPaint: number;
  firstWorkingTap: number;
}

const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** One load of `url` from an empty cache. */
async function oneLoad(url: string): Promise<FirstTap> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    // Where the button is, from a load at full speed.
    const warm = await browser.newContext(PHONE);
    const warmPage = await warm.newPage();
    await warmPage.goto(url);
    const box = await warmPage.locator('.menu-button').boundingBox();
    await warm.close();
    if (!box) throw new Error(`${url}: no menu button`);

    const context = await browser.newContext(PHONE);
    await context.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    // The measuring instrument (not the page's code): when the menu first opened.
    await context.addInitScript(() => {
      document.addEventListener(
        'toggle',
        (event) => {
          const w = window as unknown as { __menuOpenedAt?: number };
          if ((event.target as Element).id === 'site-menu') w.__menuOpenedAt ??= performance.now();
        },
        true,
      );
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const tapping = (async () => {
      // Taps from the navigation on, as an impatient visitor's, until the menu has opened.
      for (let i = 0; i < 2000; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }).catch(() => {});
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => {});
        const opened = await cdp
          .send('Runtime.evaluate', { expression: 'window.__menuOpenedAt ?? null', returnByValue: true })
          .catch(() => null);
        if (typeof opened?.result.value === 'number') return opened.result.value as number;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`${url}: the menu never opened`);
    })();
    await page.goto(url, { waitUntil: 'commit' });
    const firstWorkingTap = await tapping;
    const firstContentfulPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return { firstContentfulPaint, firstWorkingTap };
  } finally {
    await browser.close();
  }
}

/** The median run of `runs` (by the tap's lag behind the paint), with every run's lag. */
export async function firstTapMeasure(url: string, runs = 3): Promise<FirstTap & { lags: number[] }> {
  const results: FirstTap[] = [];
  for (let i = 0; i < runs; i++) results.push(await oneLoad(url));
  const lag = (r: FirstTap) => r.firstWorkingTap - r.firstContentfulPaint;
  results.sort((a, b) => lag(a) - lag(b));
  return { ...results[Math.floor(results.length / 2)]!, lags: results.map(lag) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await firstTapMeasure(process.argv[2] ?? 'http://127.0.0.1:4100/'));
}
