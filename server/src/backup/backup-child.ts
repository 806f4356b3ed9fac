import { constants, getPriority, setPriority } from 'node:os';
import { createBackup } from './backup';
import type { BackupChildReply, BackupChildRequest } from './backup-in-child';

// The server's automatic backup in a process of its own (backup-in-child.ts starts it): at the
// lowest CPU priority, as `npm run backup` runs, so the server answering visitors on the same
// machine gets the CPU first. Set before anything else starts a thread: on Linux a thread keeps the
// priority it was started with.
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // Not allowed here: the backup runs at the usual priority.
}

const abort = new AbortController();
// The server stopped (or asked to stop): the backup stops at its next step, leaving no archive.
process.on('disconnect', () => abort.abort());

function reply(message: BackupChildReply): void {
  if (process.connected) process.send!(message, () => process.exit(0));
  else process.exit(0);
}

process.on('message', (request: BackupChildRequest) => {
  if ('stop' in request) return abort.abort();
  createBackup(request.target, request.file, abort.signal).then(
    ({ file, bytes }) => reply({ ok: true, file, bytes, priority: getPriority() }),
    (err: unknown) => {
      const { name, message, code } = err as { name?: unknown; message?: unknown; code?: unknown };
      reply({
        ok: false,
        name: String(name ?? 'Error'),
        message: String(message ?? err),
        code: typeof code === 'string' ? code : undefined,
      });
    },
  );
});
