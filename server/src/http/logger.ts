import pino, { type DestinationStream, type Logger } from 'pino';

/** Log lines wait in memory until this many bytes or this long, then go out in one write. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 1_000;

/**
 * The server's logger (JSON lines on stdout). Nothing logs the configuration, and the e-mail worker
 * logs only errors with the SMTP account taken out; should a `smtpUrl` ever reach a log line anyway,
 * pino writes it as "[secret]".
 *
 * Lines are written in 4 KB batches, at least once a second, instead of one blocking write per line
 * (pino's asynchronous mode): with a line per request, those writes were about a tenth of a busy
 * server's main-thread time. pino writes what is buffered when the process exits, crashes included;
 * only a killed process or a power cut loses the last second.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: ['smtpUrl', '*.smtpUrl', '*.*.smtpUrl'], censor: '[secret]' } };
  if (destination) return pino(options, destination);
  const stdout = pino.destination({ minLength: BUFFER_BYTES, sync: false });
  setInterval(() => stdout.flush(), FLUSH_EVERY_MS).unref();
  return pino(options, stdout);
}
