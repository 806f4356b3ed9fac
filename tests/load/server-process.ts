import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_ENTRY } from '../support/server';

export interface ServerProcess {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** The last lines the process printed (for failure messages). */
  tail(): string;
  /** SIGTERM and wait for the exit (no-op when already gone); removes the data folder it created. */
  stop(): Promise<void>;
}

export const LOAD_ADMIN = { email: 'owner@load.example', password: 'plum orchard velvet 2049' };

/**
 * Environment of the load, crash and benchmark servers. The contact rate limit would stop a load
 * test from one address (it protects the public form, not what is measured here). LOG_LEVEL stays
 * at the production default (info: one line per request), so timings include the logging cost.
 */
export const LOAD_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'load-test-session-secret-0123456789abcdef',
  PUBLIC_BASE_URL: 'http://127.0.0.1',
  CONTACT_RATE_LIMIT: '100000000',
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  ADMIN_EMAIL: LOAD_ADMIN.email,
  ADMIN_PASSWORD: LOAD_ADMIN.password,
};

/** A port that was free a moment ago (for servers that do not print the one they got). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function requireBuiltServer(): void {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build:server\` first`);
}

/**
 * Starts the BUILT server (dist/server/index.js) as its own process on port 0 and resolves with
 * its address once it says it listens. A DATA_DIR in `env` is kept; otherwise a temp one is made.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  requireBuiltServer();
  const ownDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'mhs-load-'));
  // Below info the server does not print its address: give it a free port and ask /healthz instead.
  const quiet = ['warn', 'error', 'fatal', 'silent'].includes(env.LOG_LEVEL ?? LOAD_ENV.LOG_LEVEL!);
  const port = quiet ? await freePort() : 0;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...LOAD_ENV, PORT: String(port), HOST: '127.0.0.1', ...env, DATA_DIR: dataDir },
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
    let settled = false;
    const finish = (err: Error | null, value?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(value!);
    };
    const timer = setTimeout(() => finish(new Error(`server did not start in 30 s:\n${output}`)), 30_000);
    const onData = () => {
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) finish(null, match[1]);
    };
    const poll = setInterval(() => {
      if (!quiet) return;
      const candidate = `http://127.0.0.1:${port}`;
      fetch(`${candidate}/healthz`).then(
        (res) => res.ok && finish(null, candidate),
        () => {},
      );
    }, 100);
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
