import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { ROOT } from '../support/server';
import { startServerProcess } from '../load/server-process';
import { createScratchDatabase } from '../support/scratch-postgres';
import { median } from './bench-lib';
import { p95 } from './live-events';

type Add = (measure: string, result: string, goal: string, met: boolean | null) => void;
const PUBLISHES = 10;
const GOAL_MS = 5_000;
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One admin call with the session's cookie. */
async function call(url: string, cookie: string, method: 'GET' | 'POST', pathAndQuery: string, json?: unknown) {
  const res = await fetch(url + pathAndQuery, {
    method,
    headers: { cookie, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${pathAndQuery}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Waits until the page of `url` carries `text`, polling every 25 ms; returns when it did. */
async function servedAt(url: string, text: string): Promise<number> {
  for (;;) {
    if ((await (await fetch(`${url}/en/contact`)).text()).includes(text)) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Publishes a new WhatsApp number `PUBLISHES` times on `publishOn` and times, for each, from the
 * publish call to the moment `servedBy` serves the new page; also how long the call itself took
 * (rendering every page and committing).
 */
async function publishTimes(publishOn: string, servedBy: string, cookie: string) {
  const served: number[] = [];
  const calls: number[] = [];
  for (let i = 0; i < PUBLISHES; i++) {
    const whatsapp = `9665${String(51000000 + i)}`;
    const state = await call(publishOn, cookie, 'GET', '/backend/admin/content.php?section=company');
    await call(publishOn, cookie, 'POST', '/backend/admin/content.php?section=company', {
      version: state.version,
      draft: { ...(state.draft as Record<string, unknown>), whatsapp },
    });
    const started = performance.now();
    await call(publishOn, cookie, 'POST', '/backend/admin/content-publish.php');
    calls.push(performance.now() - started);
    served.push((await servedAt(servedBy, `https://wa.me/${whatsapp}`)) - started);
  }
  return { served, calls };
}

/** The scripts a page loads (the preloads its bootstrap adds), for comparing two renderings. */
const scriptsOf = (html: string) => [...html.matchAll(/"\/assets\/[^"]+\.js"/g)].map((m) => m[0]).sort();
const brotliBytes = (html: string) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The publishing rows: publish → page served on one instance (SQLite) and across two on one
 * PostgreSQL (when TEST_POSTGRES_URL is set), the time to render every page, and a page rendered
 * after a publish against the build's own (size and scripts).
 */
export async function publishRows(add: Add, signIn: (url: string) => Promise<string>): Promise<void> {
  const server = await startServerProcess({ LOG_LEVEL: 'warn' });
  try {
    const cookie = await signIn(server.url);
    const built = readFileSync(path.join(ROOT, 'dist/site/client/en/contact/index.html'), 'utf8');
    const { served, calls } = await publishTimes(server.url, server.url, cookie);
    add(
      `publish → the new page served (one instance, SQLite), ${PUBLISHES} publishes`,
      `p95 ${fmt(p95(served))} (median ${fmt(median(served))})`,
      `p95 ≤ ${GOAL_MS / 1000} s`,
      p95(served) <= GOAL_MS,
    );
    add(
      'rendering every public page after a company-details change (the publish call: render, finish, commit)',
      `median ${fmt(median(calls))} (runs ${calls.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s)`,
      'printed',
      null,
    );
    const rendered = await (await fetch(`${server.url}/en/contact`)).text();
    const sameScripts = JSON.stringify(scriptsOf(rendered)) === JSON.stringify(scriptsOf(built));
    const [after, before] = [brotliBytes(rendered), brotliBytes(built)];
    add(
      '/en/contact rendered after a publish vs the build’s: HTML (brotli) and scripts',
      `${after} vs ${before} bytes; ${sameScripts ? 'the same scripts' : 'other scripts'}`,
      'size within 1%, the same scripts',
      Math.abs(after - before) / before <= 0.01 && sameScripts,
    );
  } finally {
    await server.stop();
  }

  const measure = `publish on instance A → the new page served by B (two instances, PostgreSQL), ${PUBLISHES} publishes`;
  const pgUrl = process.env.TEST_POSTGRES_URL;
  if (!pgUrl) {
    add(measure, 'not measured: set TEST_POSTGRES_URL (tests/support/postgres-ci.sh starts one)', 'p95 ≤ 5 s', null);
    return;
  }
  const db = await createScratchDatabase(pgUrl);
  const env = { DATABASE_URL: db.url, LOG_LEVEL: 'warn' };
  const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  try {
    const { served } = await publishTimes(a.url, b.url, await signIn(a.url));
    add(
      measure,
      `p95 ${fmt(p95(served))} (median ${fmt(median(served))})`,
      `p95 ≤ ${GOAL_MS / 1000} s`,
      p95(served) <= GOAL_MS,
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await db.drop();
  }
}
