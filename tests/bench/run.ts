// `npm run bench`: measures the server against fixed references side by side in one run and prints
// a table (docs/performance.md). Not a test: nothing fails on a missed goal; the table says so.
// Needs the builds: `npm run build:site && npm run build:server` (or `npm run build`).
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../support/server';
import { LOAD_ADMIN, startServerProcess } from '../load/server-process';
import {
  cannon,
  type CannonOptions,
  compare,
  median,
  type Comparison,
  rssMb,
  type Run,
  sequentialLatencies,
  startBareServer,
} from './bench-lib';
import { bulkInsertContacts, photoLikeJpeg, portfolioItem, queryPlan, uploadPhoto } from './seed';
import { messagesMeasures } from './messages';
import { eventLatencies, memoryWithStreams, p95 } from './live-events';
import { cacheMissTimes } from './cache-miss';
import { ADMIN_JS_GOALS, adminJsMeasures } from './admin-js';
import { firstPaintRows } from './first-paint';
import { signedInCalls } from './signed-in';
import { portfolioImageBytes } from './portfolio-images';
import { busyOfficeRows, signInFloodRows } from './sign-in-flood';
import { publishRows } from './publish';
import { reportsRows } from './reports';
import { bookingsRows } from './bookings';
import { backupRows } from './backup';
import { cookieHeaderFor, CookieJar, fetchWithJar } from '../support/cookie-fetch';
import { createScratchDatabase } from '../support/scratch-postgres';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'no-lighthouse': { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(tmpdir(), 'mhs-bench-last-run.md') },
    'log-level': { type: 'string', default: 'info' },
    // Only these groups of rows (comma-separated), on their own servers: `reports`, `bookings`, `backup`, `site`.
    only: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

interface Row {
  measure: string;
  result: string;
  goal: string;
  met: boolean | null;
}
const rows: Row[] = [];
const notes: string[] = [];
const add = (measure: string, result: string, goal: string, met: boolean | null) => {
  rows.push({ measure, result, goal, met });
  console.log(`  ${met === null ? '·' : met ? '✓' : '✗'} ${measure}: ${result} (goal ${goal})`);
};
const fmt = (v: number, digits = 1) => v.toFixed(digits);
const describe = (c: Comparison) =>
  `${fmt(c.ratio, 2)} (${fmt(median(c.ours.map((r) => r.rps)), 0)} vs ${fmt(median(c.reference.map((r) => r.rps)), 0)} req/s); ` +
  `by CPU per request ${fmt(c.cpuRatio, 2)} (${fmt(median(c.ours.map((r) => r.cpuUs)), 0)} vs ${fmt(median(c.reference.map((r) => r.cpuUs)), 0)} µs)`;

// `--only reports` (or `backup`, `site`): those rows alone, on servers of their own (reports and
// backup need only `npm run build:server`, site the whole build).
const ONLY_GROUPS: Record<string, () => Promise<void>> = {
  reports: () => reportsRows(add, rounds, cookieFor),
  bookings: () => bookingsRows(add, rounds),
  backup: () => backupRows(add, cookieFor),
  site: async () => {
    // The demo portfolio, so the gallery and portfolio pages show images as a visitor would see them.
    const site = await startServerProcess({ SEED_DEMO: 'true' });
    try {
      await firstPaintRows(add, notes, site.url, site.dataDir, !values['no-lighthouse']);
    } finally {
      await site.stop();
    }
  },
};
if (values.only !== undefined) {
  const groups = values.only.split(',');
  const unknown = groups.filter((g) => !Object.hasOwn(ONLY_GROUPS, g));
  if (unknown.length > 0)
    throw new Error(`--only: unknown ${unknown.join(', ')} (known: ${Object.keys(ONLY_GROUPS).join(', ')})`);
  for (const group of groups) await ONLY_GROUPS[group]!();
  await writeTable();
  process.exit(0);
}

const siteDir = path.join(ROOT, 'dist/site/client');
if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.log('dist/site/client/index.html is missing: building the site…');
  spawnSync('npm', ['run', 'build:site'], { cwd: ROOT, stdio: 'inherit' });
  spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
}
const homeFile = path.join(siteDir, 'index.html');
if (!existsSync(`${homeFile}.br`))
  throw new Error(`${homeFile}.br is missing: run \`npm run build:site\` (its last step precompresses)`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'mhs-bench-'));
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: values['log-level'] });
const cleanups: (() => Promise<void>)[] = [() => server.stop()];
try {
  console.log(`server ${server.url} (built, SQLite, NODE_ENV=production, LOG_LEVEL=${values['log-level']})`);
  console.log(`each throughput figure: ${rounds} alternating rounds of ${seconds} s, ${connections} connections\n`);

  // Sign in once; the cookie serves the seeding and the admin list measure.
  const cookie = await cookieFor(server.url);
  // Real images through the upload call, so the pages that show the items load no missing files.
  const images: string[] = [];
  for (let i = 0; i < 3; i++) images.push(await uploadPhoto(server.url, cookie, await photoLikeJpeg()));
  const itemIds: number[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${server.url}/backend/admin/portfolio.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...portfolioItem(i), image: images[i % images.length] }),
    });
    if (res.status !== 201) throw new Error(`seeding the portfolio failed: ${res.status} ${await res.text()}`);
    itemIds.push(((await res.json()) as { item: { id: number } }).item.id);
  }

  // 0. Image bytes of the portfolio page on a phone, before the variants (originals) and with them.
  const imageBytes = await portfolioImageBytes(`${server.url}/en/portfolio`);
  const kb = (n: number) => `${fmt(n / 1024, 0)} KB`;
  add(
    `portfolio page images on a phone (412 px, DPR 1.75, scrolled through; ${itemIds.length} items, 3 photos)`,
    `${kb(imageBytes.after.bytes)} (${imageBytes.after.images} files) with variants vs ${kb(imageBytes.before.bytes)} ` +
      `(${imageBytes.before.images} files) before`,
    '≤ half of before',
    imageBytes.after.bytes * 2 <= imageBytes.before.bytes,
  );

  // 1. Portfolio list vs a bare node:http server sending the same bytes.
  const portfolioUrl = `${server.url}/backend/portfolio.php?lang=ar`;
  const json = Buffer.from(await (await fetch(portfolioUrl)).arrayBuffer());
  const jsonFile = path.join(dataDir, 'portfolio.json');
  writeFileSync(jsonFile, json);
  const bareJson = await startBareServer(jsonFile, { 'content-type': 'application/json; charset=utf-8' });
  cleanups.push(() => bareJson.stop());
  const p = await compare(
    { url: portfolioUrl, connections, seconds, pid: server.process.pid },
    { url: bareJson.url, connections, seconds, pid: bareJson.process.pid },
    rounds,
  );
  await bareJson.stop();
  add(
    `GET /backend/portfolio.php?lang=ar (20 items, ${(json.length / 1024).toFixed(1)} KB) vs bare node:http`,
    describe(p),
    '≥ 0.7 by CPU per request',
    p.cpuRatio >= 0.7,
  );

  // 2. Prerendered home page, compressed, vs a bare server sending the same .br file.
  const accept = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const bareHome = await startBareServer(`${homeFile}.br`, {
    'content-type': 'text/html; charset=utf-8',
    'content-encoding': 'br',
  });
  cleanups.push(() => bareHome.stop());
  const h = await compare(
    { url: `${server.url}/`, connections, seconds, headers: accept, pid: server.process.pid },
    { url: bareHome.url, connections, seconds, headers: accept, pid: bareHome.process.pid },
    rounds,
  );
  await bareHome.stop();
  add(
    `GET / (prerendered, brotli ${(statSync(`${homeFile}.br`).size / 1024).toFixed(1)} KB) vs bare node:http`,
    describe(h),
    '≥ 0.8 by CPU per request',
    h.cpuRatio >= 0.8,
  );

  // 2b. The same two answers uncached: right after a change to the portfolio, which drops both caches.
  const misses = await cacheMissTimes(
    server.url,
    async (round) => {
      const res = await fetch(`${server.url}/backend/admin/portfolio.php?id=${itemIds[0]}&_method=PUT`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ...portfolioItem(0), image: images[0], title_en: `Project changed ${round}` }),
      });
      if (!res.ok) throw new Error(`portfolio change failed: ${res.status} ${await res.text()}`);
    },
    200,
  );
  add(
    'cache miss: GET /backend/portfolio.php?lang=ar right after a portfolio change, one connection',
    `p95 ${fmt(p95(misses.list))} ms (p50 ${fmt(median(misses.list))} ms, ${misses.list.length} changes)`,
    'p95 < 20 ms',
    p95(misses.list) < 20,
  );
  add(
    'cache miss: GET / (brotli) right after a portfolio change, one connection',
    `p95 ${fmt(p95(misses.page))} ms (p50 ${fmt(median(misses.page))} ms, ${misses.page.length} changes)`,
    'p95 < 10 ms',
    p95(misses.page) < 10,
  );

  // 2c. The health check: one `SELECT 1` per request, never cached.
  await databaseBoundRow(
    'GET /healthz (one SELECT 1, never cached) vs bare node:http',
    { url: `${server.url}/healthz`, connections, seconds, pid: server.process.pid },
    1000,
  );

  // 3. Signed-in admin calls: contacts page 2 with a session cookie at 20 connections, first on a
  // small table (200 messages), then (3a) on 50,000.
  const dbFile = path.join(dataDir, 'app.sqlite');
  await bulkInsertContacts(dbFile, 200);
  await signedInRow('signed-in GET contacts.php?page=2 (200 messages), 20 connections, vs bare node:http', cookie, {
    rps: 2500,
  });

  // 3a. Admin contacts page 2500 of a 50,000-message table.
  await bulkInsertContacts(dbFile, 50_000 - 200);
  const pageUrl = `${server.url}/backend/admin/contacts.php?page=2500&limit=20`;
  const first = (await (await fetch(pageUrl, { headers: { cookie } })).json()) as { items: unknown[]; total: number };
  if (first.items.length !== 20 || first.total < 50_000)
    throw new Error(`unexpected page: ${JSON.stringify(first).slice(0, 200)}`);
  await sequentialLatencies(pageUrl, 20, { cookie });
  const adminTimes = await sequentialLatencies(pageUrl, 300, { cookie });
  const adminP95 = p95(adminTimes);
  add(
    'admin GET contacts.php?page=2500 (50,000 messages), one connection',
    `p95 ${fmt(adminP95)} ms (p50 ${fmt(median(adminTimes))} ms)`,
    'p95 < 20 ms',
    adminP95 < 20,
  );
  const plans = [
    ...(await queryPlan(
      dbFile,
      'SELECT * FROM contacts WHERE spam = 0 ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 49980',
    )),
    ...(await queryPlan(dbFile, 'SELECT count(*) FROM contacts WHERE spam = 0')),
  ];
  notes.push(`SQLite plans of the admin list: ${plans.join('; ')}`);

  await signedInRow('signed-in GET contacts.php?page=2 (50,000 messages), 20 connections, vs bare node:http', cookie, {
    rps: 1500,
    p95Ms: 20,
  });

  // 3b. The messages screen's calls on the same 50,000 messages: search, a status change, the whole export.
  await messagesRows(server.url, cookie, server.process.pid);

  // 3c. Live events: from the public form's 201 to the event at a listening admin, and memory.
  const latencies = await eventLatencies(server.url, server.url, cookie);
  add(
    'live event: public POST 201 → contact.created at a connected admin (SQLite)',
    `p95 ${fmt(p95(latencies))} ms (p50 ${fmt(median(latencies))} ms, ${latencies.length} messages)`,
    'p95 < 150 ms',
    p95(latencies) < 150,
  );
  const streams = await memoryWithStreams(server.url, cookie, server.process.pid);
  add(
    `server memory with ${streams.open} live streams open`,
    `${fmt(streams.after, 0)} MB (${fmt(streams.after - streams.before, 0)} MB more than before they opened)`,
    'printed',
    null,
  );
  await livePostgresRow(cookieFor);

  // 3d. Visitors while the office's heavy work runs (streams, the export, uploads), then during a
  // sign-in flood on a server of its own (tests/bench/sign-in-flood.ts).
  await busyOfficeRows(add, { url: server.url, dataDir }, cookie, Math.max(seconds, 10));
  await signInFloodRows(add, rounds);
  // 3e. The office publishes the site's content (tests/bench/publish.ts).
  await publishRows(add, cookieFor);
  // 3f. The reports for a year and the bookings' week view, on a server of their own (tests/bench/reports.ts).
  await reportsRows(add, rounds, cookieFor);
  // 3f'. The site's bookings (free windows, booking one) at 10,000 visits, on a server of their own (tests/bench/bookings.ts).
  await bookingsRows(add, rounds);
  // 3g. A backup while the public form is posted, and its restore, on a server of their own (tests/bench/backup.ts).
  await backupRows(add, cookieFor);

  // 4. Contact submissions at 100 connections: a short warm-up (the path's first JIT compilation is
  // not what a running server sees), then `rounds` runs; the median run is reported, every run printed.
  const body = JSON.stringify({ name: 'قياس الأداء', phone: '0551234567', service: 'تنظيف', message: 'bench' });
  const submit = {
    url: `${server.url}/backend/contact_submit.php`,
    connections: 100,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body,
  };
  await cannon({ ...submit, seconds: 2 });
  const posts: Run[] = [];
  for (let round = 0; round < rounds; round++) posts.push(await cannon({ ...submit, seconds: Math.max(seconds, 5) }));
  const post = [...posts].sort((a, b) => a.p99 - b.p99)[Math.floor(posts.length / 2)]!;
  const failed = posts.reduce((n, r) => n + r.non2xx + r.errors, 0);
  add(
    'POST /backend/contact_submit.php at 100 connections (SQLite)',
    `p99 ${fmt(post.p99, 0)} ms (median of ${posts.length} runs: ${posts.map((r) => fmt(r.p99, 0)).join(', ')} ms; ` +
      `p50 ${fmt(post.p50, 0)} ms, ${fmt(post.rps, 0)} req/s; non-2xx or errors in all runs ${failed})`,
    'p99 < 25 ms',
    post.p99 < 25 && failed === 0,
  );

  // 5. Memory after all of the above.
  add('server RSS after the load above', `${fmt(await rssMb(server.process.pid), 0)} MB`, 'printed', null);

  // 6. JavaScript of the home page.
  const html = readFileSync(homeFile, 'utf8');
  const scripts = new Set<string>();
  // Every script the page names: in tags, in its bootstrap's imports and in its list of preloads.
  for (const m of html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) scripts.add(m[1]!);
  let gz = 0;
  for (const src of scripts) {
    const file = path.join(siteDir, src);
    gz += existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
  }
  add(
    `home page JavaScript (${scripts.size} files referenced by index.html), gzip`,
    `${fmt(gz / 1024)} KB`,
    '≤ 150 KB',
    gz <= 150 * 1024,
  );

  // 6a. The admin's first-screen JavaScript in a real Chromium (tests/bench/admin-js.ts), each language.
  const adminJs = await adminJsMeasures(server.url);
  for (const lang of ['ar', 'en'] as const) {
    for (const [screen, label, goal] of [
      ['signIn', 'sign-in screen', ADMIN_JS_GOALS.signIn],
      ['list', 'list screen (contact messages, signed in)', ADMIN_JS_GOALS.list],
    ] as const) {
      const js = adminJs[lang][screen];
      add(
        `admin JavaScript, ${label}, ${lang === 'ar' ? 'Arabic' : 'English'} (${js.files.length} files), gzip`,
        `${fmt(js.bytes / 1024)} KB`,
        `≤ ${goal / 1024} KB`,
        js.bytes <= goal,
      );
    }
  }

  // 6b and 7. The first tap that works and Lighthouse on every page (tests/bench/first-paint.ts).
  await firstPaintRows(add, notes, server.url, dataDir, !values['no-lighthouse']);
} finally {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

await writeTable();

/** Prints the table of the rows measured and writes it, with the notes, to `--out`. */
async function writeTable(): Promise<void> {
  const table = [
    '| measure | result | goal | met |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.measure} | ${r.result} | ${r.goal} | ${r.met === null ? '–' : r.met ? 'yes' : 'no'} |`),
  ].join('\n');
  const load = (await import('node:os'))
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');
  const header = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${(await import('node:os')).cpus().length} CPU(s), load average ${load}.`;
  const markdown = `${header}\n\n${table}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`;
  writeFileSync(values.out, markdown);
  console.log(`\n${table}\n\n${notes.join('\n')}\n\n(written to ${values.out})`);
}

/**
 * A call whose answer needs the database, at `connections` connections, beside a bare node:http
 * server sending the same bytes. The goal is in requests per second and judged by the rate
 * measured: here the server is the limit, not the load generator, and CPU per request would
 * overstate it (the waits on SQLite use no CPU).
 */
async function databaseBoundRow(measure: string, ours: CannonOptions, goalRps: number): Promise<void> {
  const res = await fetch(ours.url, { headers: ours.headers });
  if (res.status !== 200) throw new Error(`${ours.url}: ${res.status}`);
  const bodyFile = path.join(dataDir, 'reference.json');
  writeFileSync(bodyFile, Buffer.from(await res.arrayBuffer()));
  const bare = await startBareServer(bodyFile, { 'content-type': 'application/json; charset=utf-8' });
  cleanups.push(() => bare.stop());
  const c = await compare(ours, { url: bare.url, connections, seconds, pid: bare.process.pid }, rounds);
  await bare.stop();
  const rps = median(c.ours.map((r) => r.rps));
  const cpu = (runs: Run[]) => fmt(median(runs.map((r) => r.cpuUs)), 0);
  const failed = c.ours.reduce((n, r) => n + r.non2xx + r.errors, 0);
  add(
    measure,
    `${fmt(rps, 0)} vs ${fmt(median(c.reference.map((r) => r.rps)), 0)} req/s; CPU per request ${cpu(c.ours)} vs ${cpu(c.reference)} µs; ` +
      `p99 ${fmt(median(c.ours.map((r) => r.p99)), 0)} ms; non-2xx or errors ${failed}`,
    `≥ ${goalRps.toLocaleString('en')} req/s`,
    rps >= goalRps && failed === 0,
  );
}

/**
 * A signed-in admin call (its session, account and the contacts change counter read on every request,
 * the page kept while the counter stands still) at 20 connections in alternating rounds beside a bare
 * node:http server sending the same bytes; goals in req/s (the server is the limit here, not the load
 * generator) and, when given, p95 latency, which autocannon bounds by its p97.5.
 */
async function signedInRow(measure: string, cookie: string, goal: { rps: number; p95Ms?: number }): Promise<void> {
  const r = await signedInCalls({
    url: `${server.url}/backend/admin/contacts.php?page=2&limit=20`,
    cookie,
    pid: server.process.pid,
    scratchDir: dataDir,
    connections: 20,
    seconds,
    rounds,
  });
  const latencyMet = goal.p95Ms === undefined || r.p97_5 < goal.p95Ms;
  add(
    measure,
    `${fmt(r.rps, 0)} vs ${fmt(r.bareRps, 0)} req/s; CPU per request ${fmt(r.cpuUs, 0)} vs ${fmt(r.bareCpuUs, 0)} µs; ` +
      `p97.5 ${fmt(r.p97_5, 0)} ms, p99 ${fmt(r.p99, 0)} ms; non-2xx or errors ${r.failed}`,
    `≥ ${goal.rps.toLocaleString('en')} req/s${goal.p95Ms === undefined ? '' : `, p95 < ${goal.p95Ms} ms`}`,
    r.rps >= goal.rps && latencyMet && r.failed === 0,
  );
}

async function messagesRows(url: string, cookie: string, pid: number | undefined): Promise<void> {
  const m = await messagesMeasures(url, cookie, pid);
  add(
    'messages list with a search (q, 50,000 messages), one connection',
    `p95 ${fmt(m.searchP95)} ms (p50 ${fmt(m.searchP50)} ms)`,
    'p95 < 50 ms',
    m.searchP95 < 50,
  );
  add('message status change, one connection', `p95 ${fmt(m.statusP95)} ms`, 'p95 < 20 ms', m.statusP95 < 20);
  add(
    'messages CSV export of 50,000 rows',
    `${fmt(m.exportSeconds, 2)} s, ${m.exportRows} rows, server memory +${fmt(m.exportRssGrowthMb, 0)} MB at its peak`,
    '< 3 s, < 50 MB',
    m.exportSeconds < 3 && m.exportRssGrowthMb < 50,
  );
}

/** Signs in on a server and returns the Cookie header its session needs (the tests' one jar). */
async function cookieFor(url: string): Promise<string> {
  const jar = new CookieJar();
  const res = await fetchWithJar(jar)(`${url}/backend/admin/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOAD_ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return cookieHeaderFor(jar, url);
}

/** Across two instances on one PostgreSQL (TEST_POSTGRES_URL): POST to one, listen on the other. */
async function livePostgresRow(signIn: (url: string) => Promise<string>): Promise<void> {
  const pgUrl = process.env.TEST_POSTGRES_URL;
  const measure = 'live event across two instances on PostgreSQL (POST to A, listen on B)';
  if (!pgUrl) {
    add(measure, 'not measured: set TEST_POSTGRES_URL (tests/support/postgres-ci.sh starts one)', 'p95 < 300 ms', null);
    return;
  }
  const db = await createScratchDatabase(pgUrl);
  const env = { DATABASE_URL: db.url, LOG_LEVEL: 'warn' };
  const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  try {
    const times = await eventLatencies(a.url, b.url, await signIn(b.url));
    add(measure, `p95 ${fmt(p95(times))} ms (p50 ${fmt(median(times))} ms)`, 'p95 < 300 ms', p95(times) < 300);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await db.drop();
  }
}
