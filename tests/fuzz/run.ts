// `npm run test:fuzz [-- --database postgres://…]`: an outside tool walks every operation of the
// OpenAPI document against the BUILT server, signed in as an owner. Portman (Apideck) turns the
// document into a Postman collection — each operation with its example, plus fuzzed variations
// (required fields left out, numbers and lengths past their limits) — and Newman sends it. After
// every request the check of contract-check.ts runs: no 5xx the document does not list, a status it
// lists, an answer of the documented shape. Prints the counts and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenApiDocument } from '@shared/schemas/openapi';
import { fetchWithJar, CookieJar, cookieHeaderFor } from '../support/cookie-fetch';
import { createScratchDatabase } from '../support/scratch-postgres';
import { ROOT, startBuiltServer, TEST_ADMIN } from '../support/server';
import { portmanConfig } from './portman-config';
import { seedFirstRows } from './seed';

const database = process.argv.includes('--database') ? process.argv[process.argv.indexOf('--database') + 1] : undefined;
const engine = database ? 'PostgreSQL' : 'SQLite';
const scratch = database ? await createScratchDatabase(database, 'mhs_fuzz') : undefined;
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
const work = mkdtempSync(path.join(tmpdir(), 'mhs-fuzz-'));
const server = await startBuiltServer({
  ...(scratch && { DATABASE_URL: scratch.url }),
  // The office's e-mail goes to a closed port of this machine: the calls that send or change it
  // answer (502, 409) without any traffic leaving it.
  SMTP_URL: 'smtp://127.0.0.1:9',
  NOTIFY_EMAIL_TO: 'office@example.com',
});

/** A new session of the test owner: the Cookie header that carries it. */
async function signIn(): Promise<string> {
  const jar = new CookieJar();
  const res = await fetchWithJar(jar)(`${server.url}/backend/admin/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (res.status !== 200) throw new Error(`the owner could not sign in: ${res.status}`);
  return cookieHeaderFor(jar, `${server.url}/backend/admin/`);
}

interface NewmanReport {
  run: {
    executions: { request: { method: string; url: { path: string[] } }; response?: { code: number } }[];
    failures: { error: { test?: string; message: string }; source?: { name?: string } }[];
    stats: { requests: { total: number }; assertions: { total: number; failed: number } };
  };
}

let failed = 1;
try {
  const session = await signIn();
  // Signing out ends a session: that operation gets its own, so the others keep theirs.
  const leaving = await signIn();
  await seedFirstRows(server.url, session);
  const doc = (await (await fetch(`${server.url}/backend/openapi.json`)).json()) as OpenApiDocument;
  writeFileSync(path.join(work, 'openapi.json'), JSON.stringify(doc));
  const config = portmanConfig(doc, session, leaving);
  writeFileSync(path.join(work, 'portman.json'), JSON.stringify(config));
  const report = path.join(work, 'newman.json');
  const newman = {
    abortOnFailure: false,
    timeoutRequest: 15_000,
    reporters: ['json'],
    reporter: { json: { export: report } },
  };
  console.log(`server up and seeded in ${seconds(started)}`);
  const walking = Date.now();
  const portman = spawnSync(
    path.join(ROOT, 'node_modules/.bin/portman'),
    [
      '-l',
      'openapi.json',
      '-b',
      server.url,
      '-c',
      'portman.json',
      '-o',
      'collection.json',
      '--runNewman',
      '--newmanRunOptions',
      JSON.stringify(newman),
    ],
    { cwd: work, encoding: 'utf8', env: { ...process.env, CI: 'true' }, input: '' },
  );
  console.log(`Portman and Newman took ${seconds(walking)}`);
  writeFileSync(path.join(work, 'portman.log'), `${portman.stdout}\n${portman.stderr}`);
  if (!existsSync(report))
    throw new Error(`Portman did not run Newman:\n${portman.stdout.slice(-3000)}\n${portman.stderr}`);
  const { run } = JSON.parse(readFileSync(report, 'utf8')) as NewmanReport;
  const operations = new Set(
    run.executions.map((e) => `${e.request.method} /${e.request.url.path.join('/')}`).filter((op) => op.includes('/')),
  );
  const documented = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
  for (const failure of run.failures.slice(0, 40)) {
    console.log(`  ✗ ${failure.source?.name ?? '?'}: ${failure.error.test ?? ''} — ${failure.error.message}`);
  }
  failed = run.stats.assertions.failed + (operations.size < documented ? 1 : 0);
  console.log(
    `Portman + Newman on ${engine}: ${operations.size} of ${documented} operations, ${run.stats.requests.total} cases, ` +
      `${run.stats.assertions.total} checks, ${run.stats.assertions.failed} failures`,
  );
  console.log(
    `fuzz: ${run.stats.assertions.total - run.stats.assertions.failed} passed, ${run.stats.assertions.failed} failed`,
  );
} finally {
  await server.stop();
  await scratch?.drop();
  if (failed === 0) rmSync(work, { recursive: true, force: true });
  else console.log(`the collection, its report and the log: ${work}`);
}
process.exit(failed === 0 ? 0 : 1);
