import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
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
      expect(logged).not.toContain(client.cookies.get('mhs_sid')!);
      expect(logged).not.toContain(config.sessionSecret);
    } finally {
      await new Promise((r) => http.close(r));
      await app.close();
      await server.close();
    }
  });
});

describe('configuration', () => {
  it('refuses to start in production without SESSION_SECRET, listing every problem', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: '/tmp/mhs-config-test',
        ADMIN_EMAIL: 'a@b.co',
        ADMIN_PASSWORD: 'short',
      }),
    ).toThrow(/ADMIN_PASSWORD: it must be at least 12[\s\S]*SESSION_SECRET: required in production/);
  });

  it('admin:create refuses a weak password with the reason and creates nothing', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const run = (password: string) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/src/cli/admin-create.ts', '--email', 'owner@example.com', '--password', password],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: '/tmp/mhs-admin-create-test', TSX_TSCONFIG_PATH: 'server/tsconfig.json' },
          encoding: 'utf8',
        },
      );
    const common = run('password1234');
    expect(common.status).toBe(2);
    expect(common.stderr).toMatch(/Password refused: it is on the list of commonly used passwords/);
    const short = run('short');
    expect(short.status).toBe(2);
    expect(short.stderr).toMatch(/at least 12 characters/);
  });
});
