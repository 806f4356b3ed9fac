import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from './server-process';
import { contactBody, integrityCheck, isAck, submitContacts, verify, type Verdict } from './load-lib';

const runId = (name: string) => `${name}-${Date.now().toString(36)}-${process.pid}`;
const dbFile = (dataDir: string) => path.join(dataDir, 'app.sqlite');

export interface LoadReport extends Verdict {
  n: number;
  c: number;
  seconds: number;
  rssMb: number;
  integrity: string;
}

/** Resident memory of a process in MB, read from /proc (Linux), or NaN elsewhere. */
async function rssMb(pid: number | undefined): Promise<number> {
  if (!pid) return NaN;
  try {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** N submissions from C connections against the built server on SQLite; then checks the database. */
export async function loadScenario(n: number, c: number): Promise<LoadReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhs-load-'));
  const run = runId('load');
  const server = await startServerProcess({ DATA_DIR: dataDir });
  try {
    const started = performance.now();
    const results = await submitContacts({ url: server.url, n, c, run });
    const seconds = (performance.now() - started) / 1000;
    const rss = await rssMb(server.process.pid);
    await server.stop();
    const file = dbFile(dataDir);
    return { n, c, seconds, rssMb: rss, ...(await verify(file, run, results)), integrity: await integrityCheck(file) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface CrashReport extends Verdict {
  /** Acknowledged before the kill (all of them must be stored). */
  ackedBeforeKill: number;
  /** Sent but unanswered because of the kill (each may or may not be stored, never twice). */
  unanswered: number;
  integrity: string;
  restartedOk: boolean;
}

/**
 * Submissions flow from `c` connections; after `killAfter` acknowledgements the server is killed with
 * SIGKILL, restarted on the same data folder, and every acknowledged submission must be there.
 */
export async function crashScenario(c: number, killAfter: number): Promise<CrashReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhs-crash-'));
  const run = runId('crash');
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  try {
    first = await startServerProcess({ DATA_DIR: dataDir });
    const victim = first.process;
    const exited = new Promise<void>((resolve) => victim.once('exit', () => resolve()));
    let killed = false;
    let acked = 0;
    const results = await submitContacts({
      url: first.url,
      n: Infinity,
      c,
      run,
      until: exited,
      onResult: (s) => {
        if (isAck(s)) acked += 1;
        // A 5xx already fails the scenario; killing then ends it (and its server) instead of
        // waiting forever for acknowledgements that will not come.
        if (!killed && (acked >= killAfter || s.status >= 500)) {
          killed = true;
          victim.kill('SIGKILL');
        }
      },
    });
    await exited;
    // Every answer was received before the process was gone, so every 2xx came before the kill.
    second = await startServerProcess({ DATA_DIR: dataDir });
    const health = await fetch(`${second.url}/healthz`);
    const restartedOk = health.ok;
    await second.stop();
    const file = dbFile(dataDir);
    const verdict = await verify(file, run, results);
    return {
      ...verdict,
      ackedBeforeKill: verdict.acked,
      unanswered: results.filter((s) => s.status === 0).length,
      integrity: await integrityCheck(file),
      restartedOk,
    };
  } finally {
    await first?.stop();
    await second?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface GracefulReport {
  /** Status of each request whose body was only half sent when SIGTERM arrived (201 expected). */
  inFlightStatuses: number[];
  exitCode: number | null;
  /** Milliseconds from SIGTERM to the exit. */
  exitMs: number;
  /** How many of the in-flight submissions are in the database after the exit. */
  stored: number;
  /** Whether a new connection after SIGTERM was refused (the server stopped accepting). */
  refusedNew: boolean;
}

/** Starts a POST and sends only the first half of its body; `finish()` sends the rest. */
export function halfSentSubmission(url: URL, marker: string) {
  const body = contactBody(marker);
  const half = Math.floor(body.length / 2);
  let finish!: () => void;
  let started!: () => void;
  const isStarted = new Promise<void>((r) => (started = r));
  const status = new Promise<number>((resolve) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.write(body.slice(0, half), () => started());
    finish = () => req.end(body.slice(half));
  });
  return { status, isStarted, finish: () => finish() };
}

/**
 * SIGTERM while requests are in flight (their bodies half sent): the server must stop accepting new
 * connections, answer them normally once their bodies arrive, store them, then exit with code 0.
 */
export async function gracefulScenario(inFlight = 5): Promise<GracefulReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhs-term-'));
  const run = runId('term');
  const server = await startServerProcess({ DATA_DIR: dataDir });
  try {
    const url = new URL('/backend/contact_submit.php', server.url);
    const requests = Array.from({ length: inFlight }, (_, i) => halfSentSubmission(url, `${run}-${i}`));
    await Promise.all(requests.map((r) => r.isStarted));
    // Let the server read the headers and the first half of every body.
    await new Promise((r) => setTimeout(r, 150));
    const exit = new Promise<number | null>((r) => server.process.once('exit', (code) => r(code)));
    const termAt = performance.now();
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 150));
    const refusedNew = await fetch(`${server.url}/healthz`).then(
      () => false,
      () => true,
    );
    for (const r of requests) r.finish();
    const inFlightStatuses = await Promise.all(requests.map((r) => r.status));
    const exitCode = await exit;
    const exitMs = performance.now() - termAt;
    const verdict = await verify(
      dbFile(dataDir),
      run,
      inFlightStatuses.map((status, i) => ({ marker: `${run}-${i}`, status, ms: 0 })),
    );
    return { inFlightStatuses, exitCode, exitMs, stored: verdict.acked - verdict.missing.length, refusedNew };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
