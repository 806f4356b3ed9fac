import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { devNull, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requireBuiltServer, ROOT } from '../support/server';
import { halfSentSubmission } from './scenarios';
import { LOAD_ENV } from './server-process';

/**
 * `npm start` as an operator or a supervisor runs it (npm → the script's shell → node): SIGTERM to
 * the npm process must reach the server, which finishes what is in flight and exits 0. Before the
 * script started node with `exec`, npm passed the signal to the shell only, which died of it and
 * left node serving on the port with no parent.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'mhs-npm-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('npm start and signals', () => {
  it('SIGTERM to the npm process: the request in flight is answered, the port closes, every process exits 0', async () => {
    requireBuiltServer();
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...process.env, ...LOAD_ENV, ENV_FILE: devNull, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (c: Buffer) => (output += c.toString()));
    npm.stderr.on('data', (c: Buffer) => (output += c.toString()));
    let serverPid = 0;
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      npm.once('exit', (code, signal) => resolve({ code, signal })),
    );
    try {
      const url = await waitFor(
        () => /listening on (http:\/\/\S+)/.exec(output)?.[1],
        60_000,
        () => output,
      );
      const port = Number(new URL(url).port);
      // The serving process's id, from its log line of a request.
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      serverPid = Number(
        await waitFor(
          () => /"pid":(\d+)/.exec(output)?.[1],
          5_000,
          () => output,
        ),
      );
      expect(serverPid).not.toBe(npm.pid);

      const inFlight = halfSentSubmission(new URL('/backend/contact_submit.php', url), `npm-start-${Date.now()}`);
      await inFlight.isStarted;
      await new Promise((r) => setTimeout(r, 150));
      npm.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      // Stopped accepting, still answering what it had begun.
      expect(await portOpen(port)).toBe(false);
      inFlight.finish();
      expect(await inFlight.status).toBe(201);
      expect(await exited).toEqual({ code: 0, signal: null });
      await waitFor(
        () => !alive(serverPid) || undefined,
        5_000,
        () => `server ${serverPid} still running`,
      );
      expect(alive(serverPid)).toBe(false);
      expect(output).toContain('"msg":"shutting down"');
    } finally {
      // A failed test leaves nothing running: npm, and the server it may have left behind.
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
      if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  }, 90_000);
});

/** Polls `value` until it gives something (or `timeoutMs` passes: then fails with `context()`). */
async function waitFor<T>(value: () => T | undefined, timeoutMs: number, context: () => string): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = value();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms:\n${context().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
