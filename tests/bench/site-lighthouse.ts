/**
 * Lighthouse (mobile, default settings of Lighthouse 12) on the built public site served by the real
 * server: `npm run bench:site` after `npm run build`. Prints one row per page (every prerendered page
 * in both languages); the quality bar is performance ≥ 98, accessibility, best practices and SEO 100,
 * first and largest contentful paint ≤ 1.5 s. Not part of `npm test`. Pages: set
 * SITE_BENCH_PAGES=/,/en,… to change the list, SITE_BENCH_RUNS for the runs per page (median; 3);
 * BASE_URL to measure a server already running.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { startBuiltServer, type RunningServer } from '../support/server';
import { ARABIC_ONLY_PATHS, BILINGUAL_PATHS, englishPath } from '../../site/app/route-paths';

/** First contentful paint and largest contentful paint, at most, in Lighthouse's simulated phone. */
const PAINT_BAR_MS = 1500;

/** Every prerendered page in both languages (the city pages are Arabic only), unless chosen otherwise. */
const PAGES = process.env.SITE_BENCH_PAGES?.split(',') ?? [
  ...BILINGUAL_PATHS.flatMap((page) => [page, englishPath(page)]),
  ...ARABIC_ONLY_PATHS,
];
/** Lighthouse's own advice: performance varies run to run, so report the median of several runs. */
const RUNS = Number(process.env.SITE_BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Full JSON reports are kept here for a closer look. */
const REPORT_DIR = path.join(tmpdir(), 'site-lighthouse');
const BARS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Runs Lighthouse RUNS times (retrying runs that failed to record) and keeps the median by performance. */
async function medianRun(url: string, port: number): Promise<Result> {
  const runs: Result[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (result && !result.lhr.runtimeError) runs.push(result.lhr);
    else console.warn(`${url}: ${result?.lhr.runtimeError?.code ?? 'no result'}, measuring again`);
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return runs[Math.floor(runs.length / 2)]!;
}

async function main(): Promise<void> {
  let server: RunningServer | undefined;
  let base = process.env.BASE_URL;
  if (!base) {
    // A throw-away admin: the bench never signs in, but the server requires one at start.
    server = await startBuiltServer({
      ADMIN_EMAIL: 'bench@bench.example',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      LOG_LEVEL: 'info',
      // The demo portfolio, so the gallery and portfolio pages show images as a visitor would see them.
      SEED_DEMO: 'true',
    });
    base = server.url;
  }
  mkdirSync(REPORT_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows: Record<string, string | number>[] = [];
  const failures: string[] = [];
  try {
    for (const page of PAGES) {
      const lhr = await medianRun(`${base}${page}`, chrome.port);
      writeFileSync(path.join(REPORT_DIR, `${page.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(lhr));
      const row: Record<string, string | number> = { page };
      for (const category of CATEGORIES) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        row[category] = score;
        if (score < BARS[category]) {
          const audits = Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                a.scoreDisplayMode !== 'informative' &&
                a.scoreDisplayMode !== 'notApplicable',
            )
            .filter((a) => lhr.categories[category]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
            .map((a) => a.id);
          failures.push(`${page} ${category} ${score} < ${BARS[category]}: ${audits.join(', ')}`);
        }
      }
      for (const metric of ['first-contentful-paint', 'largest-contentful-paint']) {
        const ms = lhr.audits[metric]?.numericValue ?? Infinity;
        if (ms > PAINT_BAR_MS) failures.push(`${page} ${metric} ${Math.round(ms)} ms > ${PAINT_BAR_MS} ms`);
      }
      row.FCP = lhr.audits['first-contentful-paint']?.displayValue ?? '';
      row.LCP = lhr.audits['largest-contentful-paint']?.displayValue ?? '';
      row.TBT = lhr.audits['total-blocking-time']?.displayValue ?? '';
      row.CLS = lhr.audits['cumulative-layout-shift']?.displayValue ?? '';
      rows.push(row);
    }
  } finally {
    chrome.kill();
    await server?.stop();
  }
  console.table(rows);
  console.log(`Reports: ${REPORT_DIR}`);
  if (failures.length) {
    console.log(`Below the bar:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
