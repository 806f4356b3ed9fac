import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, startTestServer } from './harness';
import { runCommand } from './cli-run';

/**
 * npm run admin:create takes the password without it ever being on a command line: asked on the
 * terminal (not shown, twice) or piped on standard input. Real command, real SQLite file; the
 * account is then signed in to on a real server.
 */
const work = mkdtempSync(path.join(tmpdir(), 'mhs-admin-create-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'cedar window marble 8841';

/** A new data folder and the environment that points the command at it (SQLite, whatever the suite's engine). */
function freshData(name: string) {
  const dataDir = path.join(work, name);
  return { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path.join(dataDir, 'app.sqlite')}` } };
}

/** Signs in with the account on a server on that data folder; returns what /account says. */
async function signIn(data: ReturnType<typeof freshData>, email: string, password: string) {
  const server = await startTestServer(data.env);
  try {
    const client = new Client(server.url);
    const login = await client.login(email, password);
    if (login.status !== 200) return { status: login.status };
    return { status: 200, account: (await client.get('/backend/admin/account.php')).data };
  } finally {
    await server.close();
  }
}

describe('npm run admin:create', () => {
  it('reads the password piped on standard input and gives the account its --name', async () => {
    const data = freshData('piped');
    const made = await runCommand('admin-create', ['--email', 'Owner@Piped.example', '--name', 'سارة'], {
      env: data.env,
      input: `${PASSWORD}\n`,
    });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('admin created');
    expect(made.stdout + made.stderr).not.toContain(PASSWORD);
    expect(await signIn(data, 'owner@piped.example', PASSWORD)).toMatchObject({
      status: 200,
      account: { name: 'سارة', role: 'owner' },
    });
  }, 60_000);

  it('refuses nothing piped, and a weak password, changing nothing', async () => {
    const data = freshData('refused');
    const empty = await runCommand('admin-create', ['--email', 'a@refused.example'], { env: data.env });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('No password on standard input');
    const weak = await runCommand('admin-create', ['--email', 'a@refused.example'], {
      env: data.env,
      input: 'short\n',
    });
    expect(weak.code).toBe(2);
    expect(weak.stderr).toMatch(/Password refused: .*12 characters/);
    expect(existsSync(data.dataDir)).toBe(false);
  }, 60_000);

  it('still takes --password (for scripts), with a warning that others can see it', async () => {
    const data = freshData('on-command-line');
    const made = await runCommand('admin-create', ['--email', 'b@cli.example', '--password', PASSWORD], {
      env: data.env,
    });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toMatch(/Warning: a password given with --password is visible to other users/);
    expect((await signIn(data, 'b@cli.example', PASSWORD)).status).toBe(200);
  }, 60_000);

  // A real terminal (util-linux `script` gives the command a pseudo-terminal): the password is asked
  // twice and what is typed never appears in what the terminal shows.
  const hasScript = spawnSync('script', ['--version']).status === 0;
  it.skipIf(!hasScript)(
    'asks on a terminal, twice, without showing what is typed',
    async () => {
      const data = freshData('terminal');
      const command = [
        'node_modules/.bin/tsx --tsconfig server/tsconfig.json server/src/cli/admin-create.ts',
        '--email t@terminal.example --name Tariq',
      ].join(' ');
      const child = spawn('script', ['-qec', command, '/dev/null'], {
        cwd: root,
        env: { ...process.env, ...data.env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let shown = '';
      const answers = ['first try 2049 cedar', 'not the same at all', PASSWORD, PASSWORD];
      let answered = 0;
      child.stdout.on('data', (chunk: Buffer) => {
        shown += chunk.toString();
        // Each answer once its question has appeared (the terminal is not echoing by then).
        const asked = shown.split('(not shown): ').length - 1 + (shown.split('again: ').length - 1);
        while (answered < Math.min(asked, answers.length)) child.stdin.write(`${answers[answered++]}\r`);
      });
      const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
      expect(code, shown).toBe(0);
      expect(shown).toContain('The two passwords differ.');
      expect(shown).toContain('admin created');
      expect(shown).not.toContain('first try');
      expect(shown).not.toContain(PASSWORD);
      expect(await signIn(data, 't@terminal.example', PASSWORD)).toMatchObject({
        status: 200,
        account: { name: 'Tariq' },
      });
    },
    60_000,
  );
});
