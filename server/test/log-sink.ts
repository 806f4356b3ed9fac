import { Writable } from 'node:stream';
import pino from 'pino';

/** A logger whose every line the test can read back as text (to prove a secret never reached it). */
export function logSink() {
  const lines: string[] = [];
  const log = pino(
    { level: 'trace' },
    new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
  );
  return { log, text: () => lines.join('') };
}
