import { createServer, type Server } from 'node:http';
import type { App } from './app';

export interface Timeouts {
  /** Whole request (headers and body) must arrive within this. */
  requestMs: number;
  headersMs: number;
  /** How often Node checks for the two above. */
  checkEveryMs: number;
}
const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 30_000, headersMs: 15_000, checkEveryMs: 5_000 };

/** The HTTP server of the app, with limits so slow or stalled clients cannot hold connections. */
export function createHttpServer(app: App, timeouts: Timeouts = DEFAULT_TIMEOUTS): Server {
  const server = createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    app.handler(),
  );
  server.keepAliveTimeout = 5_000;
  return server;
}

/**
 * Listens, and on SIGTERM/SIGINT stops accepting connections, lets in-flight requests finish
 * (at most 10 s), closes the database and exits.
 */
export async function listenGracefully(app: App, port: number, host: string): Promise<Server> {
  const server = createHttpServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Live streams never end by themselves: end them, or closing would wait for them.
    app.endStreams();
    server.close(async () => {
      await app.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  return server;
}
