import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { contactBody, markerCounts, percentile, querySqlite } from '../load/load-lib';
import { startServerProcess } from '../load/server-process';
import { ROOT } from '../support/server';
import { median } from './bench-lib';
import { bulkInsertContacts, uploadPhoto } from './seed';

type Add = (measure: string, result: string, goal: string, met: boolean | null) => void;
const fmt = (v: number, digits = 1) => v.toFixed(digits);
const p95 = (xs: number[]) => percentile(xs, 95);

const MESSAGES = 50_000;
const IMAGES = 200;
/** The public form's steady stream: CLIENTS visitors, each posting every CLIENTS / RATE seconds. */
const RATE = 25;
const CLIENTS = 5;
const BASELINE_SECONDS = 10;
const POST_GOAL_MS = 50;
/** How long the automatic backup's row waits for it to start (within 60 s) and finish. */
const AUTOMATIC_LIMIT_MS = 15 * 60_000;

/**
 * A small real JPEG (640×427, about 60 KB) numbered i: the upload call checks it and makes its
 * variants (AVIF and WebP at 400 and 640 px) as for a phone's photo, at a fraction of the time.
 */
function smallJpeg(i: number): Promise<Buffer> {
  const raw = Buffer.alloc(64 * 43 * 3);
  for (let p = 0; p < raw.length; p++) raw[p] = (p * 31 + i * 97 + ((p / 192) | 0) * 7) & 0xff;
  return sharp(raw, { raw: { width: 64, height: 43, channels: 3 } })
    .resize(640, 427, { kernel: 'cubic' })
    .jpeg({ quality: 82 })
    .toBuffer();
}

interface Stream {
  /** Latencies (ms) of the contact POSTs sent and answered while it ran. */
  times: number[];
  /** Answers other than 201. */
  failures: number;
  acknowledged: string[];
}

/**
 * CLIENTS visitors posting the contact form at RATE requests a second in all (each on its own
 * schedule, offset from the others) until `stop` settles; a request slower than its interval
 * delays that client's next one, it is not sent twice. Only the requests sent while `counting()` are
 * timed.
 */
async function contactStream(
  url: string,
  run: string,
  stop: Promise<unknown>,
  counting: () => boolean = () => true,
): Promise<Stream> {
  let going = true;
  void stop.finally(() => (going = false)).catch(() => {});
  const stream: Stream = { times: [], failures: 0, acknowledged: [] };
  const every = (CLIENTS * 1000) / RATE;
  const client = async (c: number) => {
    await new Promise((r) => setTimeout(r, (c * every) / CLIENTS));
    for (let n = 0; going; n++) {
      const tick = performance.now();
      const counted = counting();
      const marker = `${run}-${c}-${n}`;
      const res = await fetch(`${url}/backend/contact_submit.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: contactBody(marker),
      });
      await res.arrayBuffer();
      const ms = performance.now() - tick;
      if (res.status === 201) stream.acknowledged.push(marker);
      else stream.failures++;
      if (!going) break; // the last one may straddle the end: it does not count
      if (counted) stream.times.push(ms);
      await new Promise((r) => setTimeout(r, Math.max(0, every - (performance.now() - tick))));
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return stream;
}

/** Runs one of the server's CLI commands (server/src/cli) with tsx, as `npm run backup` does. */
function cli(script: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // Only the folder given: never a DATABASE_URL or a bucket of the environment running the bench.
  for (const name of ['DATABASE_URL', 'STORAGE_URL']) delete childEnv[name];
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'server/tsconfig.json', `server/src/cli/${script}.ts`, ...args],
    { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise<{ seconds: number; output: string }>((resolve, reject) =>
    child.once('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, output });
      else reject(new Error(`${script} exited with ${code}:\n${output}`));
    }),
  );
}

/** Whether the server's automatic backup runs now (backups.php), and how the last one went. */
async function backupStatus(url: string, cookie: string): Promise<{ running: boolean; last: { ok: boolean } | null }> {
  const res = await fetch(`${url}/backend/admin/backups.php`, { headers: { cookie } });
  return (await res.json()) as { running: boolean; last: { ok: boolean } | null };
}

/**
 * The server's own automatic backup (the low-priority process it starts) while it serves, the form
 * posted as for the row before: its runs are forgotten (as if a day had passed), so its next check (every 60 s) makes
 * one; the POSTs sent while backups.php says it runs are the ones timed.
 */
async function automaticBackupRow(
  add: Add,
  server: { url: string; dataDir: string },
  cookie: string,
  run: string,
  baseline: Stream,
): Promise<void> {
  await querySqlite(path.join(server.dataDir, 'app.sqlite'), 'DELETE FROM backup_runs');
  let began = 0;
  let ended = 0;
  // At low priority on a busy machine a backup waits for idle CPU (the CLI's took 268 s beside two
  // CPU-bound processes): a generous limit, and a row that says so when it is passed.
  const done = (async () => {
    for (const deadline = performance.now() + AUTOMATIC_LIMIT_MS; performance.now() < deadline;) {
      const status = await backupStatus(server.url, cookie);
      if (!began && status.running) began = performance.now();
      if (began && !status.running) {
        ended = performance.now();
        return status;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return null;
  })();
  const stream = await contactStream(server.url, `${run}-auto`, done, () => began > 0);
  const status = await done;
  const load = loadavg();
  const stored = await markerCounts(path.join(server.dataDir, 'app.sqlite'), `${run}-auto`);
  const lost = stream.acknowledged.filter((m) => stored.get(m) !== 1).length;
  const made = status?.last?.ok === true;
  const outcome = status
    ? `backup ${fmt((ended - began) / 1000)} s, ${made ? 'made and verified' : 'failed'}`
    : `backup ${began ? 'not finished' : 'not started'} within ${AUTOMATIC_LIMIT_MS / 60_000} min`;
  add(
    `automatic backup while serving: the server's own (BACKUP_EVERY_HOURS, in the low-priority process it starts), ` +
      `of the same ${MESSAGES.toLocaleString('en')} messages and ${IMAGES} images, the form posted as above`,
    `POST p95 ${fmt(p95(stream.times))} ms during it (p50 ${fmt(median(stream.times))} ms, ${stream.times.length} ` +
      `requests) vs ${fmt(p95(baseline.times))} ms without; ${outcome}; messages lost ${lost}, non-201 ` +
      `${stream.failures}; load average ${load.map((v) => fmt(v)).join(' ')}`,
    `POST p95 < ${POST_GOAL_MS} ms`,
    p95(stream.times) < POST_GOAL_MS && lost === 0 && stream.failures === 0 && made,
  );
}

/**
 * The backup's rows, on a server of its own (built, SQLite) with 50,000 messages (bulkInsertContacts)
 * and 200 images uploaded through the admin's upload call: the contact form posted by 5 clients at 25
 * requests a second in all, first for 10 s alone (the baseline), then while `npm run backup` (the
 * CLI, a process of its own, tsx's start included) makes an archive of the server's DATA_DIR, then
 * while the server makes its own automatic backup; then `npm run restore` of the CLI's archive into
 * an empty folder.
 */
export async function backupRows(add: Add, signIn: (url: string) => Promise<string>): Promise<void> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mhs-bench-backup-'));
  // Its automatic backups on, daily: the first, at its start, is of an empty office; the row below
  // makes the next one due once the office is full.
  const server = await startServerProcess({ BACKUP_EVERY_HOURS: '24', BACKUP_DIR: path.join(scratch, 'automatic') });
  const archive = path.join(scratch, 'bench.tar.gz');
  const run = `backup-bench-${Date.now().toString(36)}`;
  try {
    const cookie = await signIn(server.url);
    const seeding = performance.now();
    await bulkInsertContacts(path.join(server.dataDir, 'app.sqlite'), MESSAGES);
    const seeded = (performance.now() - seeding) / 1000;
    const uploading = performance.now();
    for (let i = 0; i < IMAGES; i += 4) {
      await Promise.all(
        Array.from({ length: Math.min(4, IMAGES - i) }, async (_, k) =>
          uploadPhoto(server.url, cookie, await smallJpeg(i + k)),
        ),
      );
    }
    console.log(
      `  seeded ${MESSAGES} messages in ${fmt(seeded)} s, uploaded ${IMAGES} images in ` +
        `${fmt((performance.now() - uploading) / 1000)} s`,
    );

    // Warm-up (the path's first JIT compilation), then the baseline, then the same during the backup.
    await contactStream(server.url, `${run}-warm`, new Promise((r) => setTimeout(r, 2000)));
    const baseline = await contactStream(
      server.url,
      `${run}-base`,
      new Promise((r) => setTimeout(r, BASELINE_SECONDS * 1000)),
    );
    const load = loadavg();
    const backup = cli('backup', ['--to', archive], { DATA_DIR: server.dataDir });
    const during = await contactStream(server.url, `${run}-during`, backup);
    const { seconds: backupSeconds, output: backupOutput } = await backup;
    const cliSeconds = Number(/checked in ([\d.]+) s/.exec(backupOutput)?.[1] ?? NaN);
    const files = Number(/(\d+) files checked/.exec(backupOutput)?.[1] ?? NaN);
    const bytes = statSync(archive).size;

    const stored = await markerCounts(path.join(server.dataDir, 'app.sqlite'), run);
    const lost = [...baseline.acknowledged, ...during.acknowledged].filter((m) => stored.get(m) !== 1).length;
    const failures = baseline.failures + during.failures;
    console.log(
      `  baseline POST p95 ${fmt(p95(baseline.times))} ms (${baseline.times.length} requests); during the backup ` +
        `p95 ${fmt(p95(during.times))} ms (${during.times.length} requests); backup ${fmt(backupSeconds)} s`,
    );
    add(
      `backup while serving: \`npm run backup\` of ${MESSAGES.toLocaleString('en')} messages and ${IMAGES} images ` +
        `(SQLite), the contact form posted at ${RATE} req/s by ${CLIENTS} clients`,
      `POST p95 ${fmt(p95(during.times))} ms during the backup (p50 ${fmt(median(during.times))} ms, ` +
        `${during.times.length} requests) vs ${fmt(p95(baseline.times))} ms without (p50 ` +
        `${fmt(median(baseline.times))} ms, ${baseline.times.length} requests, ${BASELINE_SECONDS} s just before); ` +
        `backup ${fmt(backupSeconds)} s (the CLI's own count ${fmt(cliSeconds)} s, tsx's start aside), archive ` +
        `${fmt(bytes / 1024 / 1024)} MB, ${files} files; messages lost ${lost}, non-201 ${failures}; load average ` +
        `${load.map((v) => fmt(v)).join(' ')}`,
      `POST p95 < ${POST_GOAL_MS} ms`,
      p95(during.times) < POST_GOAL_MS && lost === 0 && failures === 0,
    );

    await automaticBackupRow(add, server, cookie, run, baseline);

    // Restore into an empty folder, the server still running (it reads only the archive).
    const target = path.join(scratch, 'restored');
    const restored = await cli('restore', [archive, '--data-dir', target], {});
    const contacts = Number(/contacts\s+(\d+) rows/.exec(restored.output)?.[1] ?? NaN);
    const uploads = Number(/uploads: (\d+) files/.exec(restored.output)?.[1] ?? NaN);
    add(
      'restore: `npm run restore` of that archive into an empty DATA_DIR',
      `${fmt(restored.seconds)} s (tsx's start included); ${contacts.toLocaleString('en')} messages, ` +
        `${uploads} upload files restored`,
      'printed (no goal)',
      null,
    );
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
