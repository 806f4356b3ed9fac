import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BackupTarget } from './backup';

export type BackupChildRequest = { target: BackupTarget; file: string } | { stop: true };
/** A made backup, with the CPU priority (niceness) it was made at. */
export type BackupInChildResult = { file: string; bytes: number; priority: number };
export type BackupChildReply =
  ({ ok: true } & BackupInChildResult) | { ok: false; name: string; message: string; code: string | undefined };

/**
 * The child's code: built beside the server's bundle (dist/server/backup-child.js), or its source
 * run by tsx when the server itself runs from source (its tests, npm run dev).
 */
function childModule(): { file: string; execArgv: string[]; env: NodeJS.ProcessEnv } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      file: fileURLToPath(new URL('./backup-child.ts', import.meta.url)),
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) },
    };
  }
  return { file: fileURLToPath(new URL('./backup-child.js', import.meta.url)), execArgv: [], env: process.env };
}

/**
 * createBackup (backup.ts) in a process of its own at the lowest CPU priority (backup-child.ts): made
 * in the server's own process, its copying, compressing and checking took the CPU from the requests
 * of visitors (the contact form's p95 rose from 9 to 67 ms during a backup of 50,000 messages and 200
 * images, measured by npm run bench); as `npm run backup` does, the child lets them go first.
 * Resolves with the archive and the priority it was made at (logged: 19, the lowest, unless the
 * system refused); rejects with the child's error (its message and system code), or when `signal` stops it.
 */
export function createBackupInChild(
  target: BackupTarget,
  file: string,
  signal: AbortSignal,
): Promise<BackupInChildResult> {
  signal.throwIfAborted();
  const { file: module, execArgv, env } = childModule();
  const child = fork(module, [], { execArgv, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = () => {
    if (child.connected) child.send({ stop: true } satisfies BackupChildRequest);
  };
  signal.addEventListener('abort', stop, { once: true });
  return new Promise<BackupInChildResult>((resolve, reject) => {
    child.once('message', (answer: BackupChildReply) => {
      if (answer.ok) resolve({ file: answer.file, bytes: answer.bytes, priority: answer.priority });
      else reject(Object.assign(new Error(answer.message), { name: answer.name, code: answer.code }));
    });
    child.once('error', reject);
    child.once('exit', (code, killedBy) =>
      reject(new Error(`the backup process ended (${killedBy ?? `exit code ${code}`}) before it answered`)),
    );
    child.send({ target, file } satisfies BackupChildRequest);
  }).finally(() => signal.removeEventListener('abort', stop));
}
