import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { prepareDataDir } from '../src/data-dir';
import { connectDatabase } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { defineModels } from '../src/db/models';
import { createHttpServer } from '../src/lifecycle';
import { ADMIN, Client, startTestServer } from './harness';

describe('request limits', () => {
  it('closes a connection that sends its headers too slowly (slowloris)', async () => {
    const server = await startTestServer();
    const http = createHttpServer(server.app, { requestMs: 1000, headersMs: 500, checkEveryMs: 100 });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const { port } = http.address() as { port: number };
    try {
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: '));
        let data = '';
        socket.on('data', (d) => (data += d.toString()));
        socket.on('close', () => resolve(data));
      });
      expect(answer).toMatch(/^HTTP\/1.1 408/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await new Promise((r) => http.close(r));
      await server.close();
    }
  });
});

describe('secrets stay out of logs', () => {
  it('logs neither passwords, nor session ids, nor the session secret', async () => {
    let logged = '';
    const sink = new Writable({ write: (chunk, _enc, done) => ((logged += chunk.toString()), done()) });
    const server = await startTestServer();
    const config = { ...server.app.config, logLevel: 'trace' };
    const app = await createApp(config, pino({ level: 'trace' }, sink));
    const http = createHttpServer(app);
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
    try {
      const client = new Client(url);
      await client.login(ADMIN.email, 'my wrong secret password');
      await client.login();
      await client.get('/backend/admin/contacts.php');
      await fetch(`${url}/backend/contact_submit.php`, {
        method: 'POST',
        body: '{"broken',
        headers: { 'content-type': 'application/json' },
      });
      expect(logged).toContain('failed admin sign-in');
      expect(logged).not.toContain('my wrong secret password');
      expect(logged).not.toContain(ADMIN.password);
      expect(logged).not.toContain(client.cookie('mhs_sid')!);
      expect(logged).not.toContain(readFileSync(path.join(server.dataDir, 'session-secret'), 'utf8').trim());
    } finally {
      await new Promise((r) => http.close(r));
      await app.close();
      await server.close();
    }
  });
});

describe('configuration', () => {
  const scratch = () => mkdtempSync(path.join(tmpdir(), 'mhs-config-'));

  it('refuses to start in production without SESSION_SECRET, listing every problem in one pass', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PORT: 'eighty',
        DATA_DIR: path.join(scratch(), 'data'),
        ADMIN_EMAIL: 'a@b.co',
        ADMIN_PASSWORD: 'short',
      }),
    ).toThrow(
      /PORT: must be a port number[\s\S]*ADMIN_PASSWORD: it must be at least 12[\s\S]*SESSION_SECRET: required in production.* keeps its key in DATA_DIR\/session-secret: use that value/,
    );
  });

  it('refuses an https:// PUBLIC_BASE_URL without TRUST_PROXY, saying why', () => {
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://example.sa', DATA_DIR: path.join(scratch(), 'data') })).toThrow(
      /PUBLIC_BASE_URL: https:\/\/ needs TRUST_PROXY=true/,
    );
  });

  it('refuses an http:// PUBLIC_BASE_URL in production unless it names this machine, saying why in one line', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      DATA_DIR: path.join(scratch(), 'data'),
    };
    const problemsWith = (url: string) => {
      try {
        loadConfig({ ...production, PUBLIC_BASE_URL: url });
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    for (const url of ['http://example.sa', 'http://192.168.1.20:3000', 'http://localhost.example.sa', 'http://[::2]'])
      expect(problemsWith(url), url).toEqual([
        'PUBLIC_BASE_URL: must be https:// in production (TLS in a reverse proxy, with TRUST_PROXY=true); http:// is only for localhost, 127.x.x.x or [::1]',
      ]);
    // This machine's own addresses are kept, to try a production build locally (unset is localhost too).
    for (const url of ['http://localhost:3000', 'http://127.0.0.1', 'http://127.1.2.3:8080', 'http://[::1]:3000'])
      expect(loadConfig({ ...production, PUBLIC_BASE_URL: url }).publicBaseUrl).toBe(url);
    expect(loadConfig(production).publicBaseUrl).toBe('http://localhost:3000');
    // Unset, it follows the port the server listens on (a free port, 0, cannot be named in advance).
    expect(loadConfig({ ...production, PORT: '3900' }).publicBaseUrl).toBe('http://localhost:3900');
    expect(loadConfig({ ...production, PORT: '0' }).publicBaseUrl).toBe('http://localhost:3000');
    // https:// still needs TRUST_PROXY, as before; outside production http:// is anyone's.
    expect(() => loadConfig({ ...production, PUBLIC_BASE_URL: 'https://example.sa' })).toThrow(
      /needs TRUST_PROXY=true/,
    );
    expect(loadConfig({ ...production, PUBLIC_BASE_URL: 'https://example.sa', TRUST_PROXY: 'true' }).https).toBe(true);
    const development = { PUBLIC_BASE_URL: 'http://example.sa', DATA_DIR: production.DATA_DIR };
    expect(loadConfig(development).publicBaseUrl).toBe('http://example.sa');
  });

  it('refuses an in-memory SQLite database, saying why', () => {
    for (const url of ['sqlite::memory:', 'sqlite:', 'sqlite:file:db?mode=memory'])
      expect(() => loadConfig({ DATABASE_URL: url, DATA_DIR: path.join(scratch(), 'data') })).toThrow(
        'DATABASE_URL: must name a file: an in-memory database loses everything at a restart',
      );
    // A file, or PostgreSQL, is taken as given.
    const file = path.join(scratch(), 'memory-notes.sqlite');
    for (const url of [`sqlite:${file}`, 'postgres://user:pass@db.example/app'])
      expect(loadConfig({ DATABASE_URL: url, DATA_DIR: path.join(scratch(), 'data') }).databaseUrl).toBe(url);
  });

  it('reads the environment without touching the disk: start-up makes the folders and the secret', () => {
    const dataDir = path.join(scratch(), 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(existsSync(dataDir)).toBe(false);
    const secret = prepareDataDir(config);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(secret);
    expect(prepareDataDir(config)).toBe(secret);
  });

  it('admin:create refuses a weak password with the reason and creates nothing; a good one makes a named owner', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const dataDir = scratch();
    const run = (password: string, ...more: string[]) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'server/src/cli/admin-create.ts',
          '--email',
          'owner@example.com',
          '--password',
          password,
          ...more,
        ],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, TSX_TSCONFIG_PATH: 'server/tsconfig.json' },
          encoding: 'utf8',
        },
      );
    const common = run('password1234');
    expect(common.status).toBe(2);
    expect(common.stderr).toMatch(/Password refused: it is on the list of commonly used passwords/);
    const short = run('short');
    expect(short.status).toBe(2);
    expect(short.stderr).toMatch(/at least 12 characters/);
    // The database in that DATA_DIR holds no admin.
    const sequelize = await connectDatabase(`sqlite:${path.join(dataDir, 'app.sqlite')}`);
    try {
      await migrate(sequelize);
      expect(await defineModels(sequelize).Admin.count()).toBe(0);
      // A good one makes an owner, with the name given.
      expect(run('quiet harbour lantern 42', '--name', 'فهد المالك').status).toBe(0);
      const [owner] = await defineModels(sequelize).Admin.findAll();
      expect({ name: owner!.name, role: owner!.role }).toEqual({ name: 'فهد المالك', role: 'owner' });
    } finally {
      await sequelize.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
