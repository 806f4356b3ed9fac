import { spawn } from 'node:child_process';
import { generateSync } from 'otplib';
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
  /**
   * A sign-in from a device that signed in before, sent half-way through the flood: both steps (the
   * password, then the authenticator app's code) in ms, the last status, and the password step's ms.
   */
  knownDevice: { ms: number; status: number; passwordMs: number; secondStep: boolean };
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

const OFFICE_HEADERS = { 'content-type': 'application/json', 'x-forwarded-for': OFFICE_ADDRESS };

const post = (url: string, path: string, cookie: string, body: unknown = {}) =>
  fetch(new URL(path, url), { method: 'POST', headers: { ...OFFICE_HEADERS, cookie }, body: JSON.stringify(body) });
const signIn = (url: string, cookie = '') => post(url, '/backend/admin/login.php', cookie, LOAD_ADMIN);

/** The `name=value` pairs of an answer's cookies (those whose name starts with `prefix`), for a Cookie header. */
const cookiesOf = (res: Response, prefix = '') =>
  res.headers
    .getSetCookie()
    .filter((c) => c.startsWith(prefix))
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * The office's device: its known-device cookie, the key of the authenticator app linked to the
 * account, and the last 30-second step a code of it was accepted for (each step's code works once).
 */
interface OfficeDevice {
  cookie: string;
  secret: string;
  lastStep: number;
}
const STEP_SECONDS = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
/** The app's code for the earliest step the server takes now (one either side of its clock) that is not spent. */
function nextCode(office: OfficeDevice): string {
  const step = Math.max(stepNow() - 1, office.lastStep + 1);
  office.lastStep = step;
  return generateSync({ secret: office.secret, epoch: step * STEP_SECONDS });
}
const offices = new Map<string, OfficeDevice>();

/**
 * Signs in as the load admin from a new device once per server and links an authenticator app to
 * the account, so that its later sign-ins take both steps: the password, then a code.
 */
async function officeDevice(url: string): Promise<OfficeDevice> {
  const known = offices.get(url);
  if (known) return known;
  let res = await signIn(url);
  // Right after an earlier flood the hashes it had admitted are still draining: wait as told.
  for (let i = 0; i < 10 && res.status === 503; i++) {
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
    res = await signIn(url);
  }
  if (res.status !== 200) throw new Error(`the office's first sign-in failed: ${res.status}`);
  const session = cookiesOf(res);
  const started = await post(url, '/backend/admin/mfa-totp.php', session);
  const { secret } = (await started.json()) as { secret: string };
  const lastStep = stepNow();
  const confirmed = await post(url, '/backend/admin/mfa-totp.php?action=confirm', session, {
    code: generateSync({ secret, epoch: lastStep * STEP_SECONDS }),
  });
  if (confirmed.status !== 200) throw new Error(`linking the office's authenticator app failed: ${confirmed.status}`);
  const office = { cookie: cookiesOf(res, 'mhs_device'), secret, lastStep };
  offices.set(url, office);
  return office;
}

/**
 * The office's sign-in from its known device, in two steps: the password (the device cookie gives it
 * the hasher's own lane), then the app's code.
 */
async function officeSignIn(url: string, office: OfficeDevice): Promise<FloodReport['knownDevice']> {
  const started = performance.now();
  const password = await signIn(url, office.cookie);
  const first = (await password.json()) as { mfa_required?: boolean };
  const passwordMs = performance.now() - started;
  if (password.status !== 200 || !first.mfa_required) {
    return { ms: passwordMs, status: password.status, passwordMs, secondStep: false };
  }
  const pending = cookiesOf(password, 'mhs_mfa_pending');
  const second = await post(url, '/backend/admin/login-mfa.php', `${office.cookie}; ${pending}`, {
    code: nextCode(office),
  });
  await second.arrayBuffer();
  return { ms: performance.now() - started, status: second.status, passwordMs, secondStep: true };
}

/**
 * A botnet's sign-in flood against the built server (TRUST_PROXY=true, so X-Forwarded-For is each
 * request's address): `connections` connections from as many addresses for `seconds`, while a
 * visitor loads `/`, the portfolio call and posts the contact form every 50 ms (visitor.ts), and,
 * half-way through, the office signs in from a device it used before, in two steps (its account has
 * an authenticator app).
 */
export async function signInFlood(
  server: { url: string; dataDir: string },
  connections: number,
  seconds: number,
): Promise<FloodReport> {
  const office = await officeDevice(server.url);
  const attack = flood(server.url, connections, seconds);
  // The attack's connections are up before the visitor starts measuring.
  await new Promise((r) => setTimeout(r, 1000));
  const known = (async () => {
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 2 - 1000));
    return officeSignIn(server.url, office);
  })();
  const [counts, visitor, knownDevice] = await Promise.all([attack, visitWhile(server, attack), known]);
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
    `  known device's sign-in     ${r.knownDevice.ms.toFixed(1)} ms (status ${r.knownDevice.status}; ` +
      `password ${r.knownDevice.passwordMs.toFixed(1)} ms${r.knownDevice.secondStep ? ', then the code' : ''})`,
  ].join('\n');
}
