import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { createApp, type App, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { createHttpServer } from '../src/lifecycle';

export const ADMIN = { email: 'admin@example.com', password: 'a long test passphrase' };

export interface TestServer {
  url: string;
  app: App;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL=postgres://… (npm run test:pg) each server gets its own fresh PostgreSQL
 * database, created here and dropped on close; otherwise a SQLite file in its temp folder.
 */
async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => {} };
  const name = `mhs_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
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
    ...env,
  });
  const app = await createApp(config, log, options);
  const server: Server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    dataDir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fetch client that keeps cookies like a browser would (one jar per client). */
export class Client {
  cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    pathAndQuery: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(this.base + pathAndQuery, { method, headers, body, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
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
