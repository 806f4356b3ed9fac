import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startSignedInServer, type TestServer } from './harness';
import { runCommand } from './cli-run';

/**
 * One settings file for every command: the server and npm run backup read the same file (ENV_FILE,
 * else .env), the environment wins over it, and a manual backup goes where the automatic ones go.
 * Real commands in their own processes, as package.json runs them.
 */
const work = mkdtempSync(path.join(tmpdir(), 'mhs-settings-'));
let source: TestServer;

beforeAll(async () => {
  ({ server: source } = await startSignedInServer());
});
afterAll(async () => {
  await source.close();
  rmSync(work, { recursive: true, force: true });
});

/** A settings file in the test's folder with these lines. */
function settingsFile(name: string, lines: string[]): string {
  const file = path.join(work, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const archivesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.tar.gz')) : []);

describe('npm run backup with the settings file', () => {
  it('reads DATA_DIR and DATABASE_URL from it and writes where the automatic backups go: DATA_DIR/backups', async () => {
    const file = settingsFile('server.env', [
      `DATA_DIR=${source.dataDir}`,
      `DATABASE_URL=${source.app.config.databaseUrl}`,
    ]);
    const fromFile = await runCommand('backup', [], { env: { ENV_FILE: file } });
    expect(fromFile.code, fromFile.stderr).toBe(0);
    const backups = path.join(source.dataDir, 'backups');
    const [archive] = archivesIn(backups);
    expect(archive).toMatch(/^mhs-backup-\d{8}-\d{6}Z\.tar\.gz$/);
    expect(fromFile.stdout).toContain(`Backup written and verified: ${path.join(backups, archive!)} (`);
  }, 60_000);

  it('goes to BACKUP_DIR when the file names one; a variable of the environment wins over the file', async () => {
    const elsewhere = path.join(work, 'office-backups');
    const file = settingsFile('backup-dir.env', [
      'DATA_DIR=/nonexistent/data',
      `DATABASE_URL=${source.app.config.databaseUrl}`,
      `BACKUP_DIR=${elsewhere}`,
    ]);
    const made = await runCommand('backup', [], { env: { ENV_FILE: file, DATA_DIR: source.dataDir } });
    expect(made.code, made.stderr).toBe(0);
    expect(archivesIn(elsewhere)).toHaveLength(1);
    expect(made.stdout).toContain(`Backup written and verified: ${elsewhere}${path.sep}mhs-backup-`);

    // --to still puts one archive exactly where it is told.
    const to = path.join(work, 'by-hand.tar.gz');
    const told = await runCommand('backup', ['--to', to], { env: { ENV_FILE: file, DATA_DIR: source.dataDir } });
    expect(told.code, told.stderr).toBe(0);
    expect(existsSync(to)).toBe(true);
    expect(archivesIn(elsewhere)).toHaveLength(1);
  }, 60_000);

  it('refuses a settings file ENV_FILE names that does not exist, before doing anything', async () => {
    const missing = path.join(work, 'missing.env');
    const scripts = ['backup', 'restore', 'db-move', 'admin-create', 'server'];
    const runs = await Promise.all(scripts.map((script) => runCommand(script, [], { env: { ENV_FILE: missing } })));
    for (const [i, run] of runs.entries()) {
      expect(run.code, `${scripts[i]}: ${run.stdout}${run.stderr}`).toBe(2);
      expect(run.stderr, scripts[i]).toContain(`ENV_FILE: ${missing} does not exist`);
    }
  }, 60_000);
});

describe('the server with the settings file', () => {
  it('takes its settings from it: the first account with its name (ADMIN_NAME), its folder, its port', async () => {
    const dataDir = path.join(work, 'server-data');
    mkdirSync(dataDir);
    const file = settingsFile('start.env', [
      'NODE_ENV=test',
      `DATA_DIR=${dataDir}`,
      'HOST=127.0.0.1',
      'PORT=0',
      'SEED_DEMO=false',
      'LOG_LEVEL=warn',
      'ADMIN_EMAIL=owner@settings.example',
      "ADMIN_PASSWORD='quiet harbour lantern 5150'",
      'ADMIN_NAME=نورة القحطاني',
    ]);
    const server = spawn(
      path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx'),
      ['--tsconfig', 'server/tsconfig.json', 'server/src/index.ts'],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        // Only the file says where and how: nothing of this process's environment that would decide it.
        env: { PATH: process.env.PATH!, ENV_FILE: file },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    server.stdout.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr.on('data', (c: Buffer) => (output += c.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start in 30 s:\n${output}`)), 30_000);
        server.stdout.on('data', () => {
          const match = /listening on (http:\/\/\S+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
        server.once('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
      });
      const admin = new Client(url);
      expect((await admin.login('owner@settings.example', 'quiet harbour lantern 5150')).status).toBe(200);
      const me = await admin.get('/backend/admin/account.php');
      expect(me.data).toMatchObject({ email: 'owner@settings.example', name: 'نورة القحطاني', role: 'owner' });
      expect(existsSync(path.join(dataDir, 'app.sqlite'))).toBe(true);
    } finally {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
