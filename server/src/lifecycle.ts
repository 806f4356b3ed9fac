import { createServer, type Server } from 'node:http';
import type { App } from './app';

/**
 * Listens, and on SIGTERM/SIGINT stops accepting connections, lets in-flight requests finish
 * (at most 10 s), closes the database and exits.
 */
export async function listenGracefully(app: App, port: number, host: string): Promise<Server> {
  const server = createServer(app.koa.callback());
  server.keepAliveTimeout = 5_000;
  // Slow or stalled requests must not hold a connection forever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
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
