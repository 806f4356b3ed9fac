import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/index.js');

export const TEST_ADMIN = { email: 'admin@test.example', password: 'e2e staff passphrase 7391' };
/** TEST_ADMIN's name (ADMIN_NAME), as colleagues see it. */
export const TEST_ADMIN_NAME = 'مشرف الاختبارات';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** The last lines the process printed (for failure messages). */
  tail(): string;
  /** SIGTERM and wait for the exit (no-op when already gone); removes the data folder it made. */
  stop(): Promise<void>;
}

/** Settings of the browser tests' servers; `env` of startBuiltServer overrides any of them. */
const BROWSER_TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  // Named, as an office would name it: a nameless account is asked for its name on every screen.
  ADMIN_NAME: TEST_ADMIN_NAME,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  // Browser tests send many messages and a few wrong passwords from one address.
  CONTACT_RATE_LIMIT: '100000',
  // Playwright fills a form faster than a person; the fill-time check is tested in the API suite.
  CONTACT_MIN_FILL_SECONDS: '0',
  // The layout checks and the screenshots open private booking pages many times from one address.
  BOOKING_PAGE_RATE_LIMIT: '100000',
  LOGIN_MAX_FAILURES: '1000',
  LOGIN_DELAY_BASE_MS: '0',
  // The owner signs in with the password alone; the second factor's tests turn the policy on.
  MFA_POLICY_DEFAULT: 'optional',
};

export function requireBuiltServer(): void {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build:server\` first`);
}

/**
 * The one way tests start the BUILT server (dist/server/index.js): its own process on port 0, a
 * fresh data folder unless `env.DATA_DIR` names one (then it is kept), resolved once it prints the
 * address it listens on. API tests that need the app in-process use server/test/harness.ts.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  requireBuiltServer();
  const ownDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'mhs-server-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      // No settings file: a developer's .env (a real DATABASE_URL, NODE_ENV) must not reach a test server.
      ENV_FILE: devNull,
      ...BROWSER_TEST_ENV,
      ...env,
      PORT: env.PORT ?? '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Only the end of the output is kept: a long load test logs a line per request.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = await new Promise<string>((resolve, reject) => {
    const finish = (err: Error | null, value?: string) => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(value!);
    };
    // A start on another address than the build's renders every page first, and the demo's seed
    // draws its pictures: on a busy machine that is well over the few seconds it takes calm.
    const timer = setTimeout(() => finish(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    // The address line is printed at every log level (server/src/index.ts).
    const onData = () => {
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) finish(null, match[1]);
    };
    const onExit = (code: number | null) => finish(new Error(`server exited with code ${code}:\n${output}`));
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
  return {
    url,
    dataDir,
    process: child,
    tail: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
