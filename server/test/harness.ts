import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { createApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createHttpServer } from '../src/lifecycle';
import { cookieHeaderFor, CookieJar, fetchWithJar } from '../../tests/support/cookie-fetch';
import { createScratchDatabase } from '../../tests/support/scratch-postgres';

export const ADMIN = { email: 'admin@example.com', password: 'a long test passphrase' };

/**
 * The built site, for suites that publish the site's content (the server renders its pages with the
 * build's server bundle, as in production). `npm test` and CI build it first.
 */
export function builtSiteDir(): string {
  const dir = path.resolve(import.meta.dirname, '../../dist/site/client');
  if (!existsSync(path.join(dir, '../server/index.js'))) {
    throw new Error('This suite publishes the site, which renders the built site: run npm run build:site first');
  }
  return dir;
}

export interface TestServer {
  url: string;
  app: App;
  dataDir: string;
  /** Stops the app and starts a new one on the same database and data folder (a restart); `url` and `app` change. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL=postgres://… (npm run test:pg) each server gets its own fresh PostgreSQL
 * database, dropped on close; otherwise a SQLite file in its temp folder. TEST_POSTGRES_URL alone
 * leaves the servers on SQLite: a test that restores what a server made follows this, not that.
 */
export const SERVERS_POSTGRES_URL = process.env.TEST_DATABASE_URL;

async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  return SERVERS_POSTGRES_URL ? createScratchDatabase(SERVERS_POSTGRES_URL) : { drop: async () => {} };
}

/** Builds the app and serves it on port 0 of the loopback address. */
async function serve(
  config: Config,
  options: AppOptions,
  log: Logger,
): Promise<{ app: App; url: string; stop(): Promise<void> }> {
  const app = await createApp(config, log, options);
  const server: Server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

/**
 * The real app on port 0 with a fresh database and temp folder (one per test file). Abuse limits
 * are relaxed so suites can send many requests; the security tests set their own.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: AppOptions = {},
  log: Logger = pino({ level: 'silent' }),
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhs-api-'));
  const db = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    SITE_DIR: path.join(dataDir, 'no-site'),
    ADMIN_DIR: path.join(dataDir, 'no-admin'),
    CONTACT_RATE_LIMIT: '100000',
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_DELAY_BASE_MS: '0',
    // Suites sign the owner in with the password alone; the second factor's own suite turns the policy on.
    MFA_POLICY_DEFAULT: 'optional',
    ...env,
  });
  let running = await serve(config, options, log);
  const server: TestServer = {
    url: running.url,
    app: running.app,
    dataDir,
    async restart() {
      await running.stop();
      running = await serve(config, options, log);
      server.url = running.url;
      server.app = running.app;
    },
    async close() {
      await running.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** The file names in a server's uploads folder right now. */
export function uploadedFiles(server: TestServer): string[] {
  return readdirSync(path.join(server.dataDir, 'uploads'));
}

/** A test file's server (as startTestServer) with its admin signed in: the set-up most API suites share. */
export async function startSignedInServer(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<{ server: TestServer; admin: Client }> {
  const server = await startTestServer(env, options);
  const admin = new Client(server.url);
  const res = await admin.login();
  if (res.status !== 200) throw new Error(`the test admin could not sign in: ${res.status}`);
  return { server, admin };
}

/** A fetch client that keeps cookies like a browser would (one jar per client). */
export class Client {
  private jar = new CookieJar();
  constructor(private readonly base: string) {}

  /** The Cookie header this client sends to its server ('' when it holds none). */
  get cookieHeader(): string {
    return cookieHeaderFor(this.jar, this.base);
  }

  /** The value of one cookie this client holds for its server. */
  cookie(name: string): string | undefined {
    return this.jar.getCookiesSync(this.base).find((c) => c.key === name)?.value;
  }

  /** Another client holding a copy of this one's cookies now: a stolen or replayed cookie. */
  withSameCookies(): Client {
    const copy = new Client(this.base);
    copy.jar = this.jar.cloneSync() ?? new CookieJar();
    return copy;
  }

  /** Puts a cookie in the jar as if the server had set it (a forged or replayed one). */
  setCookie(name: string, value: string): void {
    this.jar.setCookieSync(`${name}=${value}`, this.base);
  }

  async request(
    method: string,
    pathAndQuery: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetchWithJar(this.jar)(this.base + pathAndQuery, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, data: data as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  get(p: string, headers?: Record<string, string>) {
    return this.request('GET', p, { headers });
  }
  /** POSTs one file to the upload call as multipart form data, under `field`. */
  upload(bytes: Buffer | Uint8Array, filename: string, type: string, field = 'image') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
    return this.request('POST', '/backend/admin/upload.php', { body: form });
  }
  post(p: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', p, { json, headers });
  }
  async login(email = ADMIN.email, password = ADMIN.password) {
    return this.post('/backend/admin/login.php', { email, password });
  }
}

export { validAdminContact, validContact, validPortfolio } from './fixtures';
