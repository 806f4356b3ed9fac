import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's logger (JSON lines). Nothing logs the configuration, and the e-mail worker logs only
 * errors with the SMTP account taken out; should a `smtpUrl` ever reach a log line anyway, pino
 * writes it as "[secret]".
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: ['smtpUrl', '*.smtpUrl', '*.*.smtpUrl'], censor: '[secret]' } };
  return destination ? pino(options, destination) : pino(options);
}
