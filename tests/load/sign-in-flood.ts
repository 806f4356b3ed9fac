import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_ADMIN } from './server-process';
import { describeVisitor, visitWhile, type VisitorReport } from './visitor';

const FLOOD_CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sign-in-flood-client.mjs');
const OFFICE_ADDRESS = '192.0.2.10';

/** What the attacker's process counted (tests/load/sign-in-flood-client.mjs). */
export interface FloodCounts {
  requests: number;
  errors: number;
  timeouts: number;
  /** Answers by HTTP status: 503 and 429 are refusals without a hash, 401 a hashed guess. */
  byStatus: Record<string, number>;
  latency: { p50: number; p90: number; p99: number; max: number };
}

export interface FloodReport {
  connections: number;
  seconds: number;
  flood: FloodCounts;
  visitor: VisitorReport;
  /** A sign-in from a device that signed in before, sent half-way through the flood (ms), and its status. */
  knownDevice: { ms: number; status: number };
}

/** Runs the attacker process and resolves with its counts. */
function flood(url: string, connections: number, seconds: number): Promise<FloodCounts> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FLOOD_CLIENT, url, String(connections), String(seconds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as FloodCounts)
        : reject(new Error(`flood client exited ${code}`)),
    );
  });
}

const signIn = (url: string, cookie = '') =>
  fetch(new URL('/backend/admin/login.php', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': OFFICE_ADDRESS, cookie },
    body: JSON.stringify(LOAD_ADMIN),
  });

/** Signs in as the load admin from a new device and returns the device cookie it was given. */
export async function deviceCookie(url: string): Promise<string> {
  let res = await signIn(url);
  // Right after an earlier flood the hashes it had admitted are still draining: wait as told.
  for (let i = 0; i < 10 && res.status === 503; i++) {
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
    res = await signIn(url);
  }
  if (res.status !== 200) throw new Error(`the office's first sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .filter((c) => c.startsWith('mhs_device'))
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * A botnet's sign-in flood against the built server (TRUST_PROXY=true, so X-Forwarded-For is each
 * request's address): `connections` connections from as many addresses for `seconds`, while a
 * visitor loads `/`, the portfolio call and posts the contact form every 50 ms (visitor.ts), and,
 * half-way through, the office signs in from a device it used before: `officeCookie` (deviceCookie),
 * or a device that signs in just before. Several floods in a row share one device: after two, the
 * account's limit refuses a new device (429), as it should.
 */
export async function signInFlood(
  server: { url: string; dataDir: string },
  connections: number,
  seconds: number,
  officeCookie?: string,
): Promise<FloodReport> {
  const cookie = officeCookie ?? (await deviceCookie(server.url));
  const attack = flood(server.url, connections, seconds);
  // The attack's connections are up before the visitor starts measuring.
  await new Promise((r) => setTimeout(r, 1000));
  const office = (async () => {
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 2 - 1000));
    const started = performance.now();
    const res = await signIn(server.url, cookie);
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  })();
  const [counts, visitor, knownDevice] = await Promise.all([attack, visitWhile(server, attack), office]);
  return { connections, seconds, flood: counts, visitor, knownDevice };
}

/** The report as the lines the test and the bench print. */
export function describeFlood(r: FloodReport): string {
  const statuses = Object.entries(r.flood.byStatus)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  return [
    `sign-in flood: ${r.connections} connections from ${r.connections} addresses for ${r.seconds} s — ` +
      `${r.flood.requests} attempts (${statuses}; errors ${r.flood.errors}), attacker p50 ${r.flood.latency.p50} ms`,
    describeVisitor(r.visitor),
    `  known device's sign-in     ${r.knownDevice.ms.toFixed(1)} ms (status ${r.knownDevice.status})`,
  ].join('\n');
}
